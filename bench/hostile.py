#!/usr/bin/env python3
"""Times hostile inputs through `seqc lint` and records peak memory.

usage: bench/hostile.py [SEQC_BINARY]     (needs GNU time: apt-get install time)

Each case must end with exit code 1 (a diagnostic), never a signal. Prints wall time and
the child's peak resident memory. Measured here, never asserted in the test suite.
"""
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BOMB = "title: Bomb\na: &a [" + ",".join(['"lol"'] * 9) + "]\n" + "".join(
    f"{n}: &{n} [" + ",".join([f"*{p}"] * 9) + "]\n" for p, n in zip("abcdefgh", "bcdefghi")) + "cards: *i\n"

# Made on demand, so the measuring process stays small.
CASES = {
    "alias bomb (9^9)": lambda: BOMB.encode(),
    "100k-deep flow": lambda: b"title: D\ncards: " + b"[" * 100_000 + b"]" * 100_000,
    "100k-deep block": lambda: b"title: D\ncards:\n" + b"- " * 100_000 + b"x\n",
    "100k-deep mappings": lambda: b"cards: " + b"{a: " * 100_000 + b"b" + b"}" * 100_000,
    "invalid UTF-8": lambda: b"title: caf\xc3\x28 \xff\ncards: []\n",
    "NUL byte": lambda: b"title: a\x00b\ncards: []\n",
    "binary 1 MiB": lambda: os.urandom(1 << 20),
    "empty": lambda: b"",
    "huge integer": lambda: b"title: B\ncards:\n  - repetition: R\n    reps: " + b"9" * 5000 + b"\n",
    "64 MiB file": lambda: b"title: H\ncards:\n" + b"#" * (64 << 20),
}


def main():
    seqc = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build-bench", "release", "seqc")
    print(f"{'case':<22}{'exit':>5}{'time':>10}{'peak RSS':>12}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in CASES.items():
            path = os.path.join(tmp, "case.routine.yaml")
            with open(path, "wb") as f:
                f.write(make())
            report = os.path.join(tmp, "rss")
            start = time.perf_counter()
            # GNU time reports the peak memory of seqc alone, not of this script.
            run = subprocess.run(["/usr/bin/time", "-o", report, "-f", "%M", seqc, "lint", path],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            elapsed = time.perf_counter() - start
            with open(report) as f:
                peak_kib = int(f.read().split()[-1])
            print(f"{name:<22}{run.returncode:>5}{elapsed * 1000:>8.0f}ms{peak_kib / 1024:>9.1f} MiB")


if __name__ == "__main__":
    main()
