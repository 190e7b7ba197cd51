#!/usr/bin/env bash
# Installs what building and running the game needs: a Rust toolchain and the system libraries
# Bevy links against (ALSA for sound, udev for input devices, Wayland's client library and
# xkbcommon for the window, X11/Vulkan at run time).
# On Debian/Ubuntu it installs missing packages with apt-get; elsewhere it says what to install.
set -euo pipefail

packages=(build-essential pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev
  libxcursor1 libxi6 libxrandr2 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers)
# The test suite also takes a real screenshot on a virtual display, plays the player's
# journeys through a real window there (xdotool's keys and clicks, openbox as the window
# manager), runs the online leaderboards' storage tests against a throwaway PostgreSQL
# (scripts/test starts it), runs
# several server processes behind nginx (scripts/serve-cluster; Debian's package also starts
# its own default site, which `systemctl disable --now nginx` stops), and runs the
# desktop's colour-scheme test against a portal on a D-Bus daemon of its own, reads the
# desktop's tile sets from a real KDE install (kdegames-mahjongg-data-kf5, read where it lies),
# opens a board's link with xdg-open through the desktop entry (xdg-utils,
# desktop-file-utils), reads the result card back from the X11 clipboard (xclip), and runs
# Orca itself beside the game (scripts/orca-transcript).
# --package: what scripts/package, scripts/check-package and scripts/package-server use
# (dpkg-dev, lintian, the desktop entry's and AppStream's validators, curl to ask the unpacked
# server), and a headless Wayland compositor (scripts/wayland-look) with wl-paste to read
# the result card back from its clipboard (wl-clipboard).
case "${1:-}" in
  --test) packages+=(xvfb xauth xdotool openbox postgresql nginx openssl dbus-daemon dbus-bin
    at-spi2-core python3-pyatspi orca xdg-utils
    desktop-file-utils kdegames-mahjongg-data-kf5 xclip) ;;
  --package) packages+=(dpkg-dev binutils gdb file lintian desktop-file-utils appstream sway grim
    wl-clipboard imagemagick curl) ;;
esac

if ! command -v cargo >/dev/null 2>&1; then
  if [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
  else
    echo "install-deps: Rust is not installed. Install it from https://rustup.rs, then run this again." >&2
    exit 1
  fi
fi

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: not a Debian/Ubuntu system; make sure these (or your system's equivalents) are installed:" >&2
  echo "  ${packages[*]}" >&2
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=()
[ "$(id -u)" -ne 0 ] && sudo=(sudo)
echo "install-deps: installing ${missing[*]}" >&2
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
