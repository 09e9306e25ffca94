#!/usr/bin/env python3
"""Times `seqc lint` with hostile and huge `exclude:` configurations.

usage: bench/exclude.py [SEQC_BINARY] [TIMEOUT_SECONDS]
       (default .build-release/release/seqc, built by `make`; timeout 60 s a run)

Fifty routines (bench/corpus.py), a broken one and one named with 200 a's sit 24
folders deep, and each configuration excludes the broken one, so a run that reads its
configuration right exits 0 (a control run without a configuration exits 1). The configurations:

  hostile 1 KB   hundreds of `**` (alone, and between literal segments) and `a*a*...*b`:
                 exponential for a matcher that tries every split of `**`
  240,000 (3 MB) 240,000 patterns of every shape: literal names and paths, `dir/**`,
                 `*.ext`, `prefix*`, `**/name*/x?`, and a thousand with no literal text
                 at either end of a segment (`*q1*`), which no index can rule out
  worst 8 MB     8,000 patterns `*aaa...ab1*` (990 a's), none indexable, against a
                 routine named with 200 a's: each pattern costs that name about
                 990 x 213 steps, the most a configuration under the size limit can
                 make one file cost

Prints the configuration's size, seqc's exit code, the median wall and CPU (user +
system) times of three runs, and the peak resident memory (GNU time: apt-get install time). A run past the timeout is
shown as such. Measured here, never asserted in the test suite.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEPTH = 24
BROKEN = "broken.routine.yaml"


def hostile_1k():
    stars = "/".join(["**"] * 200)
    between = "/".join(["**/a"] * 60)
    run = "*".join(["a"] * 60) + "*b"
    lines = [f"  - '{stars}/never'", f"  - '{between}/never'", f"  - '{run}'", f"  - '**/{BROKEN}'"]
    return "exclude:\n" + "\n".join(lines) + "\n"


def many_240k():
    shapes = [
        lambda i: f"- g{i}/**",
        lambda i: f"- '*.t{i}'",
        lambda i: f"- n{i}",
        lambda i: f"- p{i}*",
        lambda i: f"- '**/c{i}*/x?'",
        lambda i: f"- a/b{i}/c",
    ]
    lines = [shapes[i % len(shapes)](i) for i in range(239_000)]
    lines += [f"- '*q{i}*'" for i in range(1_000)]
    lines[len(lines) // 2] = f"- {BROKEN}"
    return "exclude:\n" + "\n".join(lines) + "\n"


def worst_8m():
    lines = [f"- '*{'a' * 990}b{i}*'" for i in range(8_000)] + [f"- '**/{BROKEN}'"]
    return "exclude:\n" + "\n".join(lines) + "\n"


CONFIGURATIONS = {"hostile 1 KB": hostile_1k, "240,000 (3 MB)": many_240k, "worst 8 MB": worst_8m}


def corpus(work):
    flat = os.path.join(work, "flat")
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "corpus.py"), flat, "50"],
                   check=True, stdout=subprocess.DEVNULL)
    deep = os.path.join(work, "corpus", *(["a"] * DEPTH))
    os.makedirs(deep)
    routines = sorted(os.path.join(d, f) for d, _, fs in os.walk(flat) for f in fs)
    for index, path in enumerate(routines):
        shutil.copy(path, os.path.join(deep, f"r{index}.routine.yaml"))
    with open(os.path.join(deep, BROKEN), "w") as f:
        f.write("title: Broken\nunknown_key: 1\ncards: []\n")
    shutil.copy(routines[0], os.path.join(deep, "a" * 200 + ".routine.yaml"))
    return len(routines) + 2


def timed(seqc, work, config, timeout):
    """(exit code or 'timeout', wall seconds, peak MiB, CPU seconds) of one `seqc lint`."""
    report = os.path.join(work, "rss")
    arguments = ["/usr/bin/time", "-o", report, "-f", "%M %U %S", seqc, "lint"]
    arguments += ["--config", config] if config else []
    start = time.perf_counter()
    try:
        run = subprocess.run(arguments + ["corpus"], cwd=work, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.perf_counter() - start, None, None
    elapsed = time.perf_counter() - start
    with open(report) as f:
        peak, user, system = f.read().split()[-3:]
    return run.returncode, elapsed, int(peak) / 1024, float(user) + float(system)


def main():
    seqc = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build-release", "release", "seqc"))
    timeout = float(sys.argv[2]) if len(sys.argv) > 2 else 60
    with tempfile.TemporaryDirectory() as work:
        count = corpus(work)
        print(f"{count} routines, {DEPTH + 1} folders deep; {seqc}")
        print(f"{'configuration':<18}{'size':>10}{'exit':>6}{'wall':>9}{'CPU':>9}{'peak RSS':>12}")
        code, elapsed, peak, cpu = timed(seqc, work, None, timeout)
        print(f"{'none (control)':<18}{'-':>10}{code:>6}{elapsed * 1000:>7.0f}ms{cpu * 1000:>7.0f}ms{peak:>8.1f} MiB")
        for name, make in CONFIGURATIONS.items():
            config = os.path.join(work, "exclude.seqc.yml")
            with open(config, "w") as f:
                f.write(make())
            size = os.path.getsize(config)
            runs = []
            for _ in range(3):
                runs.append(timed(seqc, work, config, timeout))
                if runs[-1][0] == "timeout":
                    break
            code = runs[-1][0]
            if code == "timeout":
                print(f"{name:<18}{size:>10,}{'-':>6}{'>' + str(int(timeout)) + ' s':>9}{'-':>9}{'-':>12}")
                continue
            median = statistics.median(r[1] for r in runs)
            cpu = statistics.median(r[3] for r in runs)
            peak = max(r[2] for r in runs)
            print(f"{name:<18}{size:>10,}{code:>6}{median * 1000:>7.0f}ms{cpu * 1000:>7.0f}ms{peak:>8.1f} MiB")


if __name__ == "__main__":
    main()
