#!/usr/bin/env python3
"""Mutation fuzzing of the real binary: seqc must end every run with exit 0 or 1.

usage: bench/fuzz.py [SEQC_BINARY] [SECONDS] [SEED]

Mutates the Examples and compile fixtures (byte flips, YAML punctuation, spliced lines,
huge numbers, deep brackets, truncation), lints them in batches with
`seqc lint --format json`, and also builds and decompiles. A batch that ends with a
signal or another exit code is re-run file by file, and each culprit is saved to
fuzz-crashes/. Exits 1 when anything was found.
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOKENS = [b":", b"- ", b"[", b"]", b"{", b"}", b"&a ", b"*a", b"!!str ", b"!x ", b"<<: ", b"'", b'"', b"#", b"\t",
          b"\n", b"---\n", b"~", b"99999999999999999999999", b"-1", b"0", b"1:60", b"PT1M", b"\xff", b"\x00", b"\xc3",
          b"interval: ", b"rest: ", b"rounds: ", b"countdown: ", b"items: []", b"duration: ", b"id: ", b"|\n  ", b"? "]


def seeds():
    paths = []
    for folder in ("Examples", "Tests/SeqcEndToEndTests/Fixtures/compile"):
        for name in sorted(os.listdir(os.path.join(ROOT, folder))):
            if name.endswith(".routine.yaml"):
                paths.append(os.path.join(ROOT, folder, name))
    return [open(p, "rb").read() for p in paths]


def mutate(r, data, corpus):
    data = bytearray(data)
    for _ in range(r.randint(1, 6)):
        choice = r.randrange(7)
        position = r.randrange(len(data) + 1)
        if choice == 0 and data:
            data[r.randrange(len(data))] = r.randrange(256)
        elif choice == 1:
            data[position:position] = r.choice(TOKENS)
        elif choice == 2 and data:
            del data[position:position + r.randint(1, 20)]
        elif choice == 3:
            lines = data.split(b"\n")
            other = r.choice(corpus).split(b"\n")
            lines.insert(r.randrange(len(lines) + 1), r.choice(other))
            data = bytearray(b"\n".join(lines))
        elif choice == 4:
            depth = r.randint(1, 200)
            data[position:position] = b"[" * depth + b"]" * r.randint(0, depth)
        elif choice == 5:
            lines = data.split(b"\n")
            if lines:
                i = r.randrange(len(lines))
                lines.insert(i, lines[i])
            data = bytearray(b"\n".join(lines))
        else:
            data = data[:position]
    return bytes(data)


def run(args):
    return subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60).returncode


def main():
    seqc = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build-bench", "release", "seqc")
    budget = float(sys.argv[2]) if len(sys.argv) > 2 else 60
    r = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    corpus = seeds()
    crashes = os.path.join(ROOT, "fuzz-crashes")
    tried = found = 0
    deadline = time.time() + budget
    with tempfile.TemporaryDirectory() as tmp:
        while time.time() < deadline:
            batch = os.path.join(tmp, "batch")
            shutil.rmtree(batch, ignore_errors=True)
            os.makedirs(batch)
            files = []
            for i in range(200):
                path = os.path.join(batch, f"f{i:03d}.routine.yaml")
                with open(path, "wb") as f:
                    f.write(mutate(r, r.choice(corpus), corpus))
                files.append(path)
            tried += len(files)
            codes = [run([seqc, "lint", "--format", "json", batch]),
                     run([seqc, "build", "--out-dir", os.path.join(tmp, "out"), *files])]
            for path in files[:20]:
                codes.append(run([seqc, "build", "-o", os.path.join(tmp, "one.json"), path]))
                if codes[-1] == 0:
                    codes.append(run([seqc, "decompile", os.path.join(tmp, "one.json"), "-o", os.path.join(tmp, "back.routine.yaml")]))
            if all(code in (0, 1) for code in codes):
                continue
            for path in files:
                if run([seqc, "lint", path]) not in (0, 1) or run([seqc, "build", "-o", os.devnull, path]) not in (0, 1):
                    os.makedirs(crashes, exist_ok=True)
                    shutil.copy(path, os.path.join(crashes, f"crash-{found:03d}.routine.yaml"))
                    found += 1
    print(f"{tried} mutated files, {found} crashes" + (f" (saved in {crashes})" if found else ""))
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
