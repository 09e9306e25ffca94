#!/usr/bin/env python3
"""Measures `seqc build` against the floor any libyaml-based tool stands on.

usage: bench/build.py [N_FILES] [RUNS]

In one run, on the same files: yamlscan (bench/floor.c: libyaml events only,
nothing else), then `seqc build` of the Examples and of N generated routines (release
build). Prints the median wall time of each and seqc's ratio to the floor. Timing lives
here, never in the test suite.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")


def sh(args, **kw):
    return subprocess.run(args, check=True, **kw)


def median_time(args, runs, stdin_text=None):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, input=stdin_text, text=True, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    scratch = os.path.join(ROOT, ".build-bench")
    sh(["swift", "build", "-c", "release", "--scratch-path", scratch, "--product", "seqc"], cwd=ROOT,
       stdout=subprocess.DEVNULL)
    seqc = os.path.join(scratch, "release", "seqc")
    with tempfile.TemporaryDirectory() as tmp:
        yamlscan = os.path.join(tmp, "yamlscan")
        sh(["cc", "-O2", "-o", yamlscan, os.path.join(BENCH, "floor.c"), "-lyaml"])
        corpus = os.path.join(tmp, "corpus")
        sh([sys.executable, os.path.join(BENCH, "corpus.py"), corpus, str(n)])
        files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs)
        examples = sorted(os.path.join(ROOT, "Examples", f) for f in os.listdir(os.path.join(ROOT, "Examples"))
                          if f.endswith(".routine.yaml"))
        out = os.path.join(tmp, "out")
        rows = []
        for label, group in (("Examples", examples), (f"{n} generated", files)):
            floor = median_time([yamlscan], runs, "\n".join(group) + "\n")
            build = median_time([seqc, "build", "--out-dir", out, *group], runs)
            rows.append((label, len(group), floor, build))
        print(f"{'input':<16}{'files':>7}{'yamlscan':>12}{'seqc build':>13}{'ratio':>8}")
        for label, count, floor, build in rows:
            print(f"{label:<16}{count:>7}{floor * 1000:>10.1f}ms{build * 1000:>11.1f}ms{build / floor:>7.1f}x")


if __name__ == "__main__":
    main()
