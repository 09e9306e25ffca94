#!/usr/bin/env python3
"""Prints issue 11's performance table in one run: seqc against the libyaml floor.

usage: python3 bench/table.py [--files N] [--runs R] [--quick] [--scale] [options]

In one run, from the repository's current checkout:
  1. generates N routines with bench/corpus.py (default 10,000),
  2. builds seqc the way users do (`make`: .build-release/release/seqc, a static build)
     and a stripped copy of it for valgrind (which cannot read Swift's debug info),
  3. compiles bench/floor.c (libyaml events only, one core: the floor) and
     bench/writefloor.c (the build's outputs' sizes and names written, nothing else),
  4. measures every row of the table on the same files, seqc and floor alike:
     wall time with hyperfine (median; the floor, lint and the builds take turns, one run
     each per round, every run after reading the corpus once, and a ratio is the median
     of each round's ratio to that round's floor), peak memory with GNU time
     (%M), instructions with valgrind --tool=callgrind,
and prints the table as Markdown, with seqc's ratio to the floor and whether each goal is
met. --scale adds issue 11's point 3: lint (text and SARIF) and build at 1k, 10k and 50k
files (wall, peak memory, µs per file), and lint of 100,000 paths given as arguments and through
--files-from against 1,000 paths.

Every lint here runs with --no-cache: the rows measure checking the files, which a warm
cache would skip (bench/cache.py measures the cache against the same floor).

--quick is a smoke check (1,000 files, a few runs, scale points 1k and 5k).
Timing lives here, never in the test suite; benchmarks never run in CI.
Needs python3 (standard library), make and the Swift toolchain, cc and libyaml-dev,
hyperfine, valgrind, GNU time (/usr/bin/time) and strip.
"""
import argparse
import glob
import json
import os
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
GNU_TIME = "/usr/bin/time"
# `seqc lint` exits 1 when it finds errors or warnings it fails on: a result, not a failure.
LINT_OK = (0, 1)


class BenchError(Exception):
    """Something the benchmark needs is missing or did not behave; the message says what."""


class TooSlow(Exception):
    """A measured command ran past its time limit and was stopped."""


def log(message):
    print(f"[bench] {message}", file=sys.stderr, flush=True)


def run(args, ok=(0,), **kw):
    """Runs `args`, returns the CompletedProcess; an exit code outside `ok` is a BenchError."""
    done = subprocess.run(args, **kw)
    if done.returncode not in ok:
        raise BenchError(f"{' '.join(map(str, args[:6]))}{' ...' if len(args) > 6 else ''} exited {done.returncode}")
    return done


def require_tools():
    missing = []
    for tool, hint in (("hyperfine", "apt-get install -y hyperfine (or cargo install hyperfine)"),
                       ("valgrind", "apt-get install -y valgrind"), ("cc", "apt-get install -y gcc"),
                       ("strip", "apt-get install -y binutils"), ("make", "apt-get install -y make")):
        if shutil.which(tool) is None:
            missing.append(f"{tool} is missing: {hint}")
    if not os.access(GNU_TIME, os.X_OK):
        missing.append(f"GNU time ({GNU_TIME}) is missing: apt-get install -y time")
    if missing:
        raise BenchError("\n  ".join(["cannot measure:"] + missing))


def git_commit():
    head = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True, text=True)
    # What seqc is built from: the last commit that changed it, since bench/ and docs/ change more often.
    source = subprocess.run(["git", "log", "-1", "--format=%h", "--", "Sources", "Package.swift", "Package.resolved", "Makefile"],
                            cwd=ROOT, capture_output=True, text=True)
    commit = head.stdout.strip() or "unknown"
    if source.stdout.strip() and not commit.startswith(source.stdout.strip()):
        commit += f", seqc's sources as of {source.stdout.strip()}"
    return commit + (" (with uncommitted changes)" if dirty.stdout.strip() else "")


def load_average():
    return "%.2f %.2f %.2f" % os.getloadavg()


# ---------------------------------------------------------------- building

def build_seqc(work, seqc):
    if seqc is None:
        log("building seqc with `make` (.build-release/release/seqc)")
        run(["make"], cwd=ROOT, stdout=subprocess.DEVNULL)
        seqc = os.path.join(ROOT, ".build-release", "release", "seqc")
    seqc = os.path.abspath(seqc)
    if not os.access(seqc, os.X_OK):
        raise BenchError(f"no seqc binary at {seqc}")
    stripped = os.path.join(work, "seqc-stripped")
    run(["strip", "-o", stripped, seqc])
    return seqc, stripped


def build_floor(work):
    floor = os.path.join(work, "floor")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True)
    libs = flags.stdout.split() if flags.returncode == 0 else ["-lyaml"]
    run(["cc", "-O2", "-o", floor, os.path.join(BENCH, "floor.c"), *libs])
    return floor


def build_write_floor(work):
    writer = os.path.join(work, "writefloor")
    run(["cc", "-O2", "-o", writer, os.path.join(BENCH, "writefloor.c")])
    return writer


def make_corpus(folder, count):
    """Writes `count` routines into `folder`; returns their paths relative to its parent, sorted."""
    run([sys.executable, os.path.join(BENCH, "corpus.py"), folder, str(count)], stdout=subprocess.DEVNULL)
    parent = os.path.dirname(folder)
    return sorted(os.path.relpath(os.path.join(d, f), parent)
                  for d, _, names in os.walk(folder) for f in names if f.endswith(".routine.yaml"))


def write_list(path, paths, separator="\n"):
    with open(path, "w") as out:
        out.write("".join(p + separator for p in paths))
    return path


# ---------------------------------------------------------------- measuring

def hyperfine(work, name, command, runs, warmup=1, prepare=None, shell="bash"):
    """The wall time of `command` run in `work`: a dict of seconds.

    `command` is a bash command line, or with shell="none" a program and its arguments split
    at spaces (for a few milliseconds, where hyperfine's shell correction is as large as
    the time measured)."""
    export = os.path.join(work, f"hyperfine-{name}.json")
    args = ["hyperfine", f"--shell={shell}", "--style=none", "--ignore-failure", "--runs", str(runs),
            "--warmup", str(warmup), "--export-json", export]
    if prepare:
        args += ["--prepare", prepare]
    run(args + [command], cwd=work, stdout=subprocess.DEVNULL)
    with open(export) as data:
        result = json.load(data)["results"][0]
    bad = sorted({code for code in result.get("exit_codes", []) if code not in LINT_OK})
    if bad:
        raise BenchError(f"{command[:80]} exited {bad} under hyperfine")
    return {key: result[key] for key in ("median", "min", "max", "stddev", "mean")} | {"runs": len(result["times"])}


def peak_memory_kb(work, args, runs, ok=LINT_OK, stdin=None, limits=None, timeout=None):
    """The largest peak resident set (GNU time's %M, in KB) of `runs` runs of `args`, with their wall
    and CPU (user + system) times. `args` may be a function of the run's number (from 0), for
    runs that each need a folder of their own.

    A run longer than `timeout` seconds is stopped (its whole process group) and raises TooSlow."""
    out = os.path.join(work, "time.out")
    peaks, walls, cpus = [], [], []
    arguments = args if callable(args) else (lambda _: args)
    for number in range(runs):
        args = arguments(number)
        with open(stdin or os.devnull, "rb") as given:
            start = time.perf_counter()
            child = subprocess.Popen([GNU_TIME, "-f", "%M %U %S", "-o", out, *args], cwd=work, stdin=given,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=limits,
                                     start_new_session=True)
            try:
                code = child.wait(timeout=timeout)
            except BaseException as stop:  # too slow, Ctrl-C or SIGTERM: its own session hears neither
                os.killpg(child.pid, signal.SIGKILL)
                child.wait()
                if isinstance(stop, subprocess.TimeoutExpired):
                    raise TooSlow(f"stopped after {timeout} s") from None
                raise
            walls.append(time.perf_counter() - start)
        if code not in ok:
            raise BenchError(f"{' '.join(map(str, args[:4]))} ... exited {code}")
        with open(out) as report:
            peak, user, system = report.read().split()[-3:]
        peaks.append(int(peak))
        cpus.append(float(user) + float(system))
    return max(peaks), walls, cpus


def instructions(work, name, args, ok=LINT_OK, stdin=None):
    """The instructions (callgrind's Ir, every thread) one run of `args` executes."""
    out = os.path.join(work, f"callgrind-{name}.out")
    with open(stdin or os.devnull, "rb") as given:
        run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *args], ok=ok, cwd=work, stdin=given,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(out) as profile:
        for line in profile:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise BenchError(f"no instruction total in {out}")


# ---------------------------------------------------------------- formatting

def seconds(value):
    return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.2f} s"


def mb(kb):
    return f"{kb / 1024:.0f} MB"


def minstr(count):
    return f"{count / 1e6:,.1f} M"


def markdown(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


class Table:
    """Rows of what, seqc, floor, ratio, goal, met."""

    def __init__(self):
        self.rows = []

    def ratio(self, what, seqc, floor, goal, shown, ratio=None):
        """`ratio`, when given, is the median of paired ratios (see measure_table); seqc / floor otherwise."""
        ratio = seqc / floor if ratio is None else ratio
        self.rows.append([what, shown(seqc), shown(floor), f"{ratio:.2f}×", f"≤ {goal}×", "met" if ratio <= goal else "not met"])

    def limit(self, what, seqc, floor, goal, shown, goal_text):
        self.rows.append([what, shown(seqc), shown(floor) if floor is not None else "", "", goal_text,
                          "met" if seqc <= goal else "not met"])

    def render(self):
        return markdown(["what", "seqc", "floor", "ratio", "goal", "met"], self.rows)


# ---------------------------------------------------------------- the table

class FreshOutputs:
    """Where timed builds and writes put their files: a new folder for each run, all of
    them deleted after the last timed run, not one folder emptied before each run.

    On ext4 without a journal (this machine's root file system: /proc/fs/jbd2 lists
    nothing), the kernel does not hand out an inode freed in the last minute, or in the
    last six while its inode-table block is unwritten (fs/ext4/ialloc.c, recently_deleted),
    and it tests every such inode in turn before each new file. Right after 10,000 files
    were deleted, creating one cost hundreds of microseconds (perf: recently_deleted,
    find_inode_bit, find_get_block_common): the write floor took 5.1 s into a folder beside
    just-deleted outputs and 0.36 s elsewhere on the same disk. Emptying the folder before
    each run measured that, not the build.

    When the disk lacks room for every run's files (with a fifth to spare), each run goes
    into one folder emptied before it, as before, and the log says so."""

    def __init__(self, work, rounds, written):
        self.work = work
        self.kept = []
        needed = (2 * rounds + 1) * written * 6 // 5
        self.separate = shutil.disk_usage(work).free > needed
        if not self.separate:
            log(f"under {needed / 1e9:.1f} GB free: each timed build and write follows the deletion of the last"
                " one's files (slow to create files on ext4 without a journal; see FreshOutputs)")

    def folder(self, name):
        """The folder a run writes into (`{round}` in it is the run's number), remembered
        for `remove`."""
        if not self.separate:
            return name
        self.kept.append(os.path.join(self.work, f"{name}-*"))
        return f"{name}-{{round}}"

    def prepare(self, name, then):
        """What runs before each run of a command writing into `folder(name)`."""
        return then if self.separate else f"rm -rf {name}; {then}"

    def keep(self, pattern):
        """Folders (a glob pattern) to delete in `remove`; at once when runs share a folder."""
        self.kept.append(pattern)
        if not self.separate:
            self.remove()

    def remove(self):
        for pattern in self.kept:
            remove_folders(pattern)
        self.kept = []


def remove_folders(pattern):
    """Deletes every folder whose path matches the glob `pattern`."""
    for path in glob.glob(pattern):
        shutil.rmtree(path)


def measure_table(work, seqc, stripped, floor, writer, files, runs):
    table, noise = Table(), []
    count = len(files)
    corpus_list = write_list(os.path.join(work, "files.txt"), files)

    # Every input is valid and every command behaves before anything is timed.
    with open(corpus_list) as listed:
        scanned = run([floor], cwd=work, stdin=listed, capture_output=True, text=True)
    log(f"floor: {scanned.stdout.strip()}")
    lint = run([seqc, "lint", "--no-cache", "--format", "json", "corpus"], ok=LINT_OK, cwd=work, capture_output=True, text=True)
    summary = json.loads(lint.stdout).get("summary", {})
    log(f"seqc lint exits {lint.returncode}: {summary}")
    run(["bash", "-c", f'{seqc} build --out-dir out-sizes $(<files.txt)'], cwd=work,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    outputs = sorted(os.listdir(os.path.join(work, "out-sizes")))
    # The write floor stores files of these sizes and names: the bytes the build must write.
    sizes = [(os.path.getsize(os.path.join(work, "out-sizes", name)), name) for name in outputs]
    with open(os.path.join(work, "sizes.txt"), "w") as listed:
        listed.write("".join(f"{size} {name}\n" for size, name in sizes))
    written = sum(size for size, _ in sizes)
    log(f"seqc build wrote {len(outputs)} files, {written / 1e6:.0f} MB")
    # Every timed build and write goes into a folder of its own, and nothing written is
    # deleted until the last timed run (see FreshOutputs), when the disk has room for it.
    fresh = FreshOutputs(work, rounds=runs, written=written)
    fresh.keep(os.path.join(work, "out-sizes"))

    def timed(name, command, **kw):
        result = hyperfine(work, name, command, **kw)
        noted(name, command, result)
        return result["median"]

    def noted(name, command, result):
        noise.append([name, f"`{command if len(command) < 70 else command[:67] + '...'}`", str(result["runs"]),
                      seconds(result["median"]), seconds(result["min"]), seconds(result["max"]),
                      f"{100 * result['stddev'] / result['mean']:.0f}%"])

    # The floor and seqc take turns, one run each per round, and each row is the median of
    # its runs: this machine's speed drifts over tens of seconds, and ten runs of the
    # floor followed by ten of seqc measured the drift as much as seqc (the same binary
    # read 2.3x in one table and 1.6x in paired runs). Before every run each command
    # reads the corpus once, so that none pays for files the kernel has dropped from its
    # cache (a DAMON pageout scheme on this host drops page cache it sees as cold).
    warm = "xargs -d '\\n' -a files.txt cat >/dev/null"
    memory_out = tempfile.mkdtemp(prefix="seqc-bench-out-", dir="/dev/shm") if os.path.isdir("/dev/shm") else None
    # Two floors at once, on the two cores: what a second core gives this round. seqc uses
    # both and the floor one; at some hours two floors at once take 10 to 30% longer than
    # one (the host's other work), and seqc's ratios move with that, not with seqc.
    rows = [("floor", f"{floor} <files.txt", warm),
            ("two-floors", f"{floor} <files.txt & {floor} <files.txt; wait", warm),
            ("lint-dir", f"{seqc} lint --no-cache corpus", warm),
            ("build", f"{seqc} build --out-dir {fresh.folder('out')} $(<files.txt)", fresh.prepare("out", warm))]
    # The same build writing to memory (tmpfs), where creating a file costs little, and no
    # freed inode is scanned (see FreshOutputs): emptied before each run, as memory is.
    if memory_out:
        rows.append(("build-tmpfs", f"{seqc} build --out-dir {memory_out}/out $(<files.txt)",
                     f"rm -rf {memory_out}/out; {warm}"))
    # What storing the build's outputs costs with nothing else to do (bench/writefloor.c,
    # one core): the same sizes and names, into a new directory on the same file system.
    rows.append(("write-floor", f"{writer} {fresh.folder('wout')} <sizes.txt", fresh.prepare("wout", warm)))
    if memory_out:
        rows.append(("write-floor-tmpfs", f"{writer} {memory_out}/wout <sizes.txt", f"rm -rf {memory_out}/wout; {warm}"))
    log(f"wall: {', '.join(name for name, _, _ in rows)} on {count} files, taking turns ({runs} rounds)")
    times = {name: [] for name, _, _ in rows}
    for round in range(runs):
        for name, command, prepare in rows:
            # No warm-up run for what writes into a folder of its own: a second run into the
            # same folder would replace, and so delete, the first run's files.
            writes = "{round}" in command
            result = hyperfine(work, name, command.replace("{round}", str(round)), runs=1,
                               warmup=1 if round == 0 and not writes else 0, prepare=prepare)
            times[name].append(result["median"])
    if memory_out:
        shutil.rmtree(memory_out)
    fresh.remove()
    walls = {}
    for name, command, _ in rows:
        taken = times[name]
        walls[name] = statistics.median(taken)
        noted(name, command, {"runs": len(taken), "median": walls[name], "min": min(taken), "max": max(taken),
                              "mean": statistics.mean(taken), "stddev": statistics.pstdev(taken)})
    floor_wall, lint_wall, build_wall = walls["floor"], walls["lint-dir"], walls["build"]
    shm_wall = walls.get("build-tmpfs")
    # Each round's seqc run against the same round's floor run, seconds apart: the median
    # of these ratios is what the ratio column shows, steadier than one median over the
    # other when the machine's speed moves between rounds.
    def paired(name):
        return statistics.median(mine / base for mine, base in zip(times[name], times["floor"]))

    k = f"{count // 1000}k" if count % 1000 == 0 else str(count)
    table.ratio(f"`seqc lint DIR` wall, {k} files", lint_wall, floor_wall, 1.5, seconds, paired("lint-dir"))
    table.ratio(f"`seqc build --out-dir D $(files)` wall, {k} files", build_wall, floor_wall, 3, seconds, paired("build"))
    if memory_out:
        table.ratio(f"the same build, D on tmpfs (/dev/shm), {k} files", shm_wall, floor_wall, 3, seconds,
                    paired("build-tmpfs"))

    log("peak memory (GNU time %M)")
    memory_runs = 1 if runs < 5 else 3
    floor_peak, _, _ = peak_memory_kb(work, [floor], memory_runs, ok=(0,), stdin=corpus_list)
    lint_peak, _, _ = peak_memory_kb(work, [seqc, "lint", "--no-cache", "corpus"], memory_runs)
    # Subsets by routine number (r00000, r00001, ...): the same files whatever N is.
    by_number = sorted(files, key=os.path.basename)
    build_files = by_number[:8000]
    build_list = write_list(os.path.join(work, "build-files.txt"), build_files)
    shutil.rmtree(os.path.join(work, "out"), ignore_errors=True)
    build_peak, _, _ = peak_memory_kb(work, ["bash", "-c", f"exec {seqc} build --out-dir out $(<build-files.txt)"],
                                   memory_runs, ok=(0,))
    build_floor_peak, _, _ = peak_memory_kb(work, [floor], memory_runs, ok=(0,), stdin=build_list)
    per_file = build_peak / len(build_files)
    table.limit(f"`seqc lint DIR` peak memory, {k} files", lint_peak, floor_peak, 100 * 1024, mb, "≤ 100 MB, flat")
    table.limit(f"`seqc build` peak memory, {len(build_files):,} files (≈ {per_file:.0f} KB a file)", build_peak,
                build_floor_peak, 100 * 1024, mb, "≤ 100 MB, flat")

    log("instructions (callgrind, stripped binary): 300 files and one file")
    few = by_number[:300]
    few_list = write_list(os.path.join(work, "files-300.txt"), few)
    one = sorted(few, key=lambda p: (os.path.getsize(os.path.join(work, p)), p))[150]  # the median size
    floor_few = instructions(work, "floor-300", [floor], ok=(0,), stdin=few_list)
    lint_few = instructions(work, "lint-300", [stripped, "lint", "--no-cache", "--jobs", "1", *few])
    build_few = instructions(work, "build-300", [stripped, "build", "--out-dir", "out-300", *few], ok=(0,))
    floor_one = instructions(work, "floor-one", [floor, one], ok=(0,))
    lint_one = instructions(work, "lint-one", [stripped, "lint", "--no-cache", one])
    table.ratio("`seqc lint --jobs 1`, 300 files, instructions", lint_few, floor_few, 2.5, minstr)
    table.ratio("`seqc build`, 300 files, instructions", build_few, floor_few, 4, minstr)
    table.limit("one-file `seqc lint`, instructions", lint_one, floor_one, 10e6, minstr, "≤ 10 M")

    log(f"one-file wall ({one})")
    one_runs = max(20, runs * 10)
    floor_one_wall = timed("floor-one", f"{floor} {one}", runs=one_runs, warmup=3, shell="none")
    lint_one_wall = timed("lint-one", f"{seqc} lint --no-cache {one}", runs=one_runs, warmup=3, shell="none")
    table.ratio("one-file `seqc lint` wall", lint_one_wall, floor_one_wall, 4, seconds)

    details = {"lint exit": lint.returncode, "lint summary": summary, "one file": one,
               "one file bytes": os.path.getsize(os.path.join(work, one)),
               "two floors": paired("two-floors"), "written MB": written / 1e6,
               "write floor": (walls["write-floor"], paired("write-floor")),
               "write floor tmpfs": (walls["write-floor-tmpfs"], paired("write-floor-tmpfs")) if memory_out else None}
    return table, noise, details


# ---------------------------------------------------------------- scaling (point 3)

def raise_stack_limit():
    """Lets execve take up to 6 MB of arguments (a quarter of the stack limit, at most 6 MB on Linux)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    wanted = 64 * 1024 * 1024
    if hard == resource.RLIM_INFINITY or hard >= wanted:
        resource.setrlimit(resource.RLIMIT_STACK, (wanted, hard))


def scale_row(what, files, wall, cpu, peak_kb):
    """One row of the scaling tables: totals, and per file so linearity shows."""
    return [what, f"{files:,}", seconds(wall), f"{wall / files * 1e6:,.0f}", seconds(cpu), f"{cpu / files * 1e6:,.0f}",
            f"{peak_kb / 1024:,.0f}", f"{peak_kb / files:,.1f}"]


def measure_scale(work, seqc, sizes, paths_count, runs, timeout):
    """Lint and build at each size, then lint of many paths given as arguments and through --files-from.

    Each build writes into a new folder, all deleted at the end (see FreshOutputs): about
    2.2 GB of runtime JSON at the default sizes."""
    largest = max(max(sizes), paths_count)
    log(f"scale: generating {largest} routines")
    everything = make_corpus(os.path.join(work, "scale", "all"), largest)
    rows = []
    for size in sorted(sizes):
        folder = os.path.join(work, "scale", f"n{size}")
        # The generator is deterministic, so the first `size` files are the `size`-file corpus.
        for relative in everything[:size]:
            target = os.path.join(folder, os.path.relpath(relative, "all"))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            os.link(os.path.join(work, "scale", relative), target)
        # Each build into a new folder, all deleted at the end (see FreshOutputs).
        def build(number, size=size, folder=folder):
            return [seqc, "build", folder, "--out-dir", os.path.join(work, f"scale-out-{size}-{number}")]
        # SARIF too: a CI system's format, one document a run, which must not be held whole.
        for command, args, ok in (("lint DIR", [seqc, "lint", "--no-cache", folder], LINT_OK),
                                  ("lint --format sarif DIR", [seqc, "lint", "--no-cache", "--format", "sarif", folder], LINT_OK),
                                  ("build DIR --out-dir D", build, (0,))):
            log(f"scale: {command} at {size} files")
            try:
                # Above 10k files one run, the page cache already warm from writing the corpus.
                peak, walls, cpus = peak_memory_kb(work, args, runs + 1 if size <= 10000 else 1, ok=ok, timeout=timeout)
            except TooSlow as error:
                rows.append([f"`seqc {command}`", f"{size:,}", str(error), "", "", "", "", ""])
                continue
            wall = statistics.median(walls[1:] or walls)  # the first run warms the page cache
            cpu = statistics.median(cpus[1:] or cpus)
            rows.append(scale_row(f"`seqc {command}`", size, wall, cpu, peak))
        shutil.rmtree(folder)
    remove_folders(os.path.join(work, "scale-out-*"))

    # Paths relative to the corpus folder, so 100,000 of them fit in execve's 6 MB.
    base = os.path.join(work, "scale", "all")
    found = run(["find", ".", "-name", "*.routine.yaml", "-print0"], cwd=base, capture_output=True).stdout
    listed = [p.decode() for p in found.split(b"\0") if p][:paths_count]
    paths_rows = []
    for count in sorted({1000, len(listed)}):
        chosen = listed[:count]
        nul_list = os.path.join(work, f"list-{count}.nul")
        with open(nul_list, "wb") as out:
            out.write(b"".join(p.encode() + b"\0" for p in chosen))
        for how, args, stdin in (("as arguments", [seqc, "lint", "--no-cache", *chosen], None),
                                 ("--files-from - (NUL)", [seqc, "lint", "--no-cache", "--files-from", "-"], nul_list)):
            log(f"scale: lint {count} paths {how}")
            times = 1 if count > 10000 else runs
            try:
                peak, walls, cpus = peak_memory_kb(base, args, times, stdin=stdin, timeout=timeout,
                                             limits=raise_stack_limit if stdin is None else None)
            except (BenchError, TooSlow) as error:
                paths_rows.append([f"`seqc lint` {how}", f"{count:,}", str(error), "", "", "", "", ""])
                continue
            paths_rows.append(scale_row(f"`seqc lint` {how}", count, statistics.median(walls), statistics.median(cpus), peak))
    header = ["command", "files", "wall (median)", "µs per file", "CPU (user+sys)", "CPU µs per file", "peak MB", "KB per file"]
    return markdown(header, rows), markdown(header, paths_rows)


# ---------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--files", type=int, help="routines in the corpus (default 10000; 1000 with --quick)")
    parser.add_argument("--runs", type=int, help="hyperfine runs per wall time (default 10; 3 with --quick)")
    parser.add_argument("--quick", action="store_true", help="a smoke check: 1,000 files, few runs, small scale points")
    parser.add_argument("--scale", action="store_true", help="also measure 1k/10k/50k files and 100,000 paths (point 3)")
    parser.add_argument("--scale-only", action="store_true", help="measure only the scale part")
    parser.add_argument("--sizes", help="scale points, comma-separated (default 1000,10000,50000)")
    parser.add_argument("--paths", type=int, help="paths for the argument/--files-from rows (default 100000)")
    parser.add_argument("--timeout", type=int, default=600, help="stop a scale run that takes longer than this many seconds (default 600)")
    parser.add_argument("--seqc", help="measure this binary instead of building one with `make`")
    options = parser.parse_args()
    count = options.files or (1000 if options.quick else 10000)
    runs = options.runs or (3 if options.quick else 10)
    sizes = [int(s) for s in (options.sizes or ("1000,5000" if options.quick else "1000,10000,50000")).split(",")]
    paths_count = options.paths or (10000 if options.quick else 100000)
    if count < 300 or runs < 1 or min(sizes) < 1 or paths_count < 1000:
        parser.error("--files must be at least 300, --runs and --sizes at least 1, --paths at least 1000")

    # SIGTERM ends the run as Ctrl-C does, so the temporary folder is removed either way.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    require_tools()
    commit, load_before = git_commit(), load_average()
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="seqc-bench-") as work:
        seqc, stripped = build_seqc(work, options.seqc)
        floor = build_floor(work)
        writer = build_write_floor(work)
        print(f"seqc {commit}, {os.cpu_count()} cores, load average before: {load_before}")
        if not options.scale_only:
            log(f"generating {count} routines")
            files = make_corpus(os.path.join(work, "corpus"), count)
            table, noise, details = measure_table(work, seqc, stripped, floor, writer, files, runs)
            print(f"\n{count:,} routines from bench/corpus.py; lint {details['lint summary']} (exit {details['lint exit']});"
                  f" one file: {details['one file']} ({details['one file bytes']} bytes)\n")
            print(table.render())
            print(f"\nTwo floors at once took {details['two floors']:.2f}× one floor (the median of the rounds):"
                  " 1.00 when the machine's second core is all seqc's; the wall ratios above are higher by"
                  " about as much when it is not.")
            wall, ratio = details["write floor"]
            stored = f"{wall:.2f} s ({ratio:.2f}× the floor) into this file system"
            if details["write floor tmpfs"]:
                wall, ratio = details["write floor tmpfs"]
                stored += f", {wall:.2f} s ({ratio:.2f}×) into tmpfs"
            print(f"\nThe build writes {details['written MB']:.0f} MB. Writing files of the same names and sizes with"
                  f" nothing else to do (bench/writefloor.c, one core, into a new directory) took {stored}:"
                  " what storing the outputs costs here, before any compiling.")
            print("\nWall times (hyperfine; the one-file rows without a shell, the others in bash with its"
                  " start-up subtracted, one run each in turn per round after the corpus is read once; the"
                  " 10k rows' ratios are the median of each round's run against that round's floor):\n")
            print(markdown(["measured", "command", "runs", "median", "min", "max", "stddev/mean"], noise))
        if options.scale or options.scale_only:
            scale, paths = measure_scale(work, seqc, sizes, paths_count, 2 if options.quick else 3, options.timeout)
            print("\nScaling (median of the runs after one warm-up, one run above 10k files; peak memory: the largest):\n")
            print(scale)
            print("\nMany paths (from `find -print0` in the corpus folder; the 1,000-path rows: the median of"
                  f" {2 if options.quick else 3} runs, rows above 10,000 paths: one run):\n")
            print(paths)
    print(f"\nload average after: {load_average()}; {time.time() - started:.0f} s in all")


if __name__ == "__main__":
    try:
        main()
    except BenchError as error:
        sys.exit(f"bench/table.py: {error}")
    except KeyboardInterrupt:
        sys.exit(130)
