#!/usr/bin/python3
"""Reads the game through the desktop's accessibility bus as a screen reader does (AT-SPI,
with pyatspi, which Orca itself uses).

  read_aloud.py tree TITLE        the tree of the window named TITLE: one line a node,
                                  "depth<TAB>role<TAB>name<TAB>states<TAB>description"
  read_aloud.py listen SECONDS    what a reader hears for SECONDS: "focus<TAB>role<TAB>name"
                                  when the focus moves, "said<TAB>text" for an announcement

Bounded: at most 5,000 nodes, 12 levels deep. Prints "ready" on standard error once listening.
"""
import sys

import pyatspi
from gi.repository import GLib

MOST_NODES = 5000
DEEPEST = 12


def find_window(title):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        for window in app:
            if window is not None and title in (window.name or ""):
                return window
    return None


def states(node):
    shown = []
    state_set = node.getState()
    for name, state in (
        ("focused", pyatspi.STATE_FOCUSED),
        ("selected", pyatspi.STATE_SELECTED),
    ):
        if state_set.contains(state):
            shown.append(name)
    return ",".join(shown)


def tree(title):
    window = find_window(title)
    if window is None:
        print(f"no window named {title!r}", file=sys.stderr)
        return 1
    count = 0
    stack = [(window, 0)]
    while stack and count < MOST_NODES:
        node, depth = stack.pop()
        count += 1
        name = (node.name or "").replace("\t", " ").replace("\n", " ")
        description = (node.description or "").replace("\t", " ").replace("\n", " ")
        print(f"{depth}\t{node.getRoleName()}\t{name}\t{states(node)}\t{description}")
        if depth < DEEPEST:
            children = [node.getChildAtIndex(i) for i in range(node.childCount)]
            stack.extend((c, depth + 1) for c in reversed(children) if c is not None)
    return 0


def listen(seconds):
    def heard(event):
        if event.type.startswith("object:announcement"):
            print(f"said\t{event.any_data}", flush=True)
        elif event.detail1 == 1:
            source = event.source
            print(f"focus\t{source.getRoleName()}\t{source.name}", flush=True)

    pyatspi.Registry.registerEventListener(
        heard, "object:announcement", "object:state-changed:focused"
    )
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop())
    print("ready", file=sys.stderr, flush=True)
    pyatspi.Registry.start()
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "tree":
        sys.exit(tree(sys.argv[2]))
    if len(sys.argv) == 3 and sys.argv[1] == "listen":
        sys.exit(listen(float(sys.argv[2])))
    print(__doc__, file=sys.stderr)
    sys.exit(2)
