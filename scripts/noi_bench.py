#!/usr/bin/env python3
"""Times `lianliankan solve` on NOI 1804 inputs against two C++ programs: the classic
one-search-per-pair BFS, and a parse-and-print floor that does no search at all.

Generates 75x75 boards with 100,000 random pairs at card densities 0.30, 0.45 and 0.60
(scripts/noi_gen.py, fixed seed), checks that all solvers print identical output, and prints
the median wall time of each over several runs.

usage: scripts/noi_bench.py [--runs N] [--binary PATH]
"""
import argparse
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def timed(cmd, stdin_path, runs):
    times, out = [], None
    for _ in range(runs):
        with open(stdin_path, 'rb') as f:
            start = time.perf_counter()
            res = subprocess.run(cmd, stdin=f, stdout=subprocess.PIPE, check=True)
            times.append(time.perf_counter() - start)
        out = res.stdout
    return statistics.median(times), out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--binary', default=str(ROOT / 'target/release/lianliankan'))
    args = ap.parse_args()
    work = pathlib.Path(tempfile.mkdtemp(prefix='noi-bench-'))
    for name in ('bfs', 'parse_only'):
        subprocess.run(['g++', '-O2', '-std=c++17', '-o', str(work / name),
                        str(ROOT / 'benches/noi' / f'{name}.cpp')], check=True)
    if not pathlib.Path(args.binary).exists():
        subprocess.run(['cargo', 'build', '--release', '--locked'], cwd=ROOT, check=True)
    print(f'{"density":>7} {"BFS s":>8} {"floor s":>8} {"ours s":>8} {"BFS/ours":>9} {"ours/floor":>10}'
          f' {"BFS us/pair":>11} {"ours us/pair":>12}')
    for density in ('0.30', '0.45', '0.60'):
        path = work / f'in_{density}.txt'
        with open(path, 'w') as f:
            subprocess.run([sys.executable, str(ROOT / 'scripts/noi_gen.py'), '75', '75', density,
                            '100000', '1804'], stdout=f, check=True)
        bfs, bfs_out = timed([str(work / 'bfs')], path, max(1, args.runs // 2))
        floor, _ = timed([str(work / 'parse_only')], path, args.runs)
        ours, our_out = timed([args.binary, 'solve'], path, args.runs)
        if our_out != bfs_out:
            sys.exit(f'output differs from the BFS at density {density}')
        print(f'{density:>7} {bfs:8.3f} {floor:8.3f} {ours:8.3f} {bfs / ours:9.1f} {ours / floor:10.2f}'
              f' {bfs * 1e6 / 100000:11.2f} {ours * 1e6 / 100000:12.3f}')


if __name__ == '__main__':
    main()
