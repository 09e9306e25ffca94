#!/usr/bin/env python3
"""Trust properties of seqc's file access, checked on seeded random trees (issue 36).

THE POLICY (what every run of seqc must keep, and the properties that check it)

| rule                                                                           | property       |
|--------------------------------------------------------------------------------|----------------|
| The root of a run: the nearest ancestor of the directory argument (or the      | (the trees)    |
| working directory) holding `.git`, else the directory argument, else the       |                |
| working directory. The trees have `.git` at WORK/root; seqc runs in the root   |                |
| or one of its folders.                                                         |                |
| Nothing outside the root is read or quoted: a routine (*.routine.yaml/.yml) or | canary, strace |
| configuration (.seqc.yml/.seqc.yaml) reached through a link, at any component, |                |
| whose target resolves outside the root is not read: a note in a walk, an error |                |
| when named on the command line or in --files-from. Runtime JSON given to       |                |
| decompile is held to the same rule.                                            |                |
| /proc, /sys, devices, FIFOs and sockets are never read as routines or          | canary,        |
| configuration, whatever the link.                                              | strace,        |
|                                                                                | timeout        |
| A file hard-linked into the root from outside IS a file of the tree: reading   | (not flagged)  |
| and quoting it is allowed (its marker is not a canary); fixing it is not       |                |
| (below).                                                                       |                |
| Nothing outside the root is written: links met in --out-dir, in a walk, or as  | outside,       |
| a routine being fixed are never followed out of the root, never used to create | strace, tmpdir |
| folders through a dangling target. A linked routine outside the root is not    |                |
| fixed. Nothing is left in TMPDIR. The lint cache's index and stamps (in        |                |
| XDG_CACHE_HOME, beside the trees) are the only files a run writes outside it.  |                |
| Inside the root only the command's outputs change: nothing for lint; the named | inside         |
| file for -o, --write-baseline, build -o, decompile -o; ID.json entries of the  |                |
| out-dir for build (a link there is replaced by the output or refused, never    |                |
| written through); routines for lint --fix. Output paths named on the command   |                |
| line are trusted, so links are planted only among the out-dir's contents.      |                |
| lint --fix refuses a file with more than one hard link, keeps the mode,        | fix-hardlink,  |
| refuses a file without its owner's write bit (even as root).                   | fix-mode, fix- |
|                                                                                | readonly       |
| No canary bytes in standard output, standard error or any file written.        | canary         |
| Every run ends with exit 0, 1, 2 or 3: no signal, no hang (20 s), at most 4    | exit, timeout, |
| MiB of output.                                                                 | output-size    |
| A second run sees the same outputs: each command on a second copy of the tree  | determinism,   |
| gives the same exit code, output and written files (paths normalised); a       | idempotence    |
| second build into the same out-dir and a second lint --fix change nothing.     |                |
| Under strace (every N-th tree): no descriptor a successful open returns        | strace         |
| resolves outside the root but for the ALLOWED_* system files below, asked for  |                |
| by their own names; no successful mkdir, rename, unlink, link or symlink names |                |
| a path outside the root.                                                       |                |

Usage:
    python3 scripts/trust/properties.py --trees 50                 # seeds 1..50
    python3 scripts/trust/properties.py --seed 1234 --trees 1 --keep --verbose   # one tree, kept, commands shown
    python3 scripts/trust/properties.py --plain --trees 200        # the harness's own soundness check
A violation prints its seed; `--seed SEED --trees 1 --keep` rebuilds that tree and shows the
commands. Exit status: 0 when every property held, 1 on a violation, 2 on a usage error.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import hashlib
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the work tree
sys.path.insert(0, str(Path(__file__).resolve().parent))
import trees  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
EXIT_CODES = {0, 1, 2, 3}
MAX_OUTPUT = 4 << 20  # bytes of stdout + stderr one command may print on these small trees
# Bytes of a system file the trees link to: a quoted /proc/self/status shows them.
STATUS_MARKERS = (b"TracerPid:", b"SigBlk:", b"VmPeak:")
STRACE_CALLS = "open,openat,openat2,creat,mkdir,mkdirat,rename,renameat,renameat2,unlink,unlinkat,symlink,symlinkat,link,linkat"


# ------------------------------------------------------------------------------ snapshots


@dataclass(frozen=True)
class Entry:
    kind: str  # file, dir, link, fifo, sock, chr, blk
    mode: int
    ino: int
    nlink: int
    mtime: int  # regular files and (outside) folders: a write shows even with equal bytes
    digest: str  # regular files: sha256; links: the target text
    size: int


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISREG, "file"), (stat.S_ISDIR, "dir"), (stat.S_ISLNK, "link"), (stat.S_ISFIFO, "fifo"),
                       (stat.S_ISSOCK, "sock"), (stat.S_ISCHR, "chr"), (stat.S_ISBLK, "blk")):  # fmt: skip
        if test(mode):
            return name
    return "other"


def snapshot(top: Path, skip: Path | None = None) -> dict[str, Entry]:
    """Every entry under `top` (never following links, never opening anything but regular
    files), by path relative to `top`; `skip` (a folder under `top`) is left out."""
    found: dict[str, Entry] = {}

    def visit(path: Path, rel: str) -> None:
        st = os.lstat(path)
        kind = _kind(st.st_mode)
        digest = ""
        if kind == "file":
            with open(path, "rb") as handle:
                digest = hashlib.sha256(handle.read()).hexdigest()
        elif kind == "link":
            digest = os.readlink(path)
        found[rel] = Entry(kind, stat.S_IMODE(st.st_mode), st.st_ino, st.st_nlink, st.st_mtime_ns if kind in ("file", "dir") else 0,
                           digest, st.st_size if kind == "file" else 0)  # fmt: skip
        if kind == "dir":
            for child in sorted(os.listdir(path)):
                child_path = path / child
                if skip is not None and child_path == skip:
                    continue
                visit(child_path, f"{rel}/{child}" if rel else child)

    visit(top, "")
    return found


def changes(before: dict[str, Entry], after: dict[str, Entry], folders_mtime: bool) -> dict[str, tuple[Entry | None, Entry | None]]:
    result = {}
    for path in sorted(set(before) | set(after)):
        old, new = before.get(path), after.get(path)
        if old == new:
            continue
        if old and new and old.kind == new.kind == "dir" and not folders_mtime and old.mode == new.mode:
            continue  # a folder's mtime moves when an output is written into it
        result[path] = (old, new)
    return result


def describe(old: Entry | None, new: Entry | None) -> str:
    if old is None:
        return f"created ({new.kind})"
    if new is None:
        return f"deleted ({old.kind})"
    parts = []
    if old.kind != new.kind:
        parts.append(f"{old.kind} became {new.kind}")
    if old.digest != new.digest:
        parts.append("content changed" if new.kind == "file" else f"target {old.digest!r} -> {new.digest!r}")
    if old.mode != new.mode:
        parts.append(f"mode {old.mode:o} -> {new.mode:o}")
    if old.ino != new.ino:
        parts.append("replaced")
    if old.nlink != new.nlink:
        parts.append(f"links {old.nlink} -> {new.nlink}")
    if old.mtime != new.mtime and not parts:
        parts.append("rewritten (same bytes)")
    return ", ".join(parts) or "changed"


# ------------------------------------------------------------------------------- commands


@dataclass
class Step:
    name: str
    argv: list[str]  # after the seqc binary; paths relative to the tree's cwd
    writes: str  # "none", "file:REL", "outdir", "fix", "again" (a second run: nothing)
    stdin: bytes | None = None


def plan(tree: trees.Tree, seed: int, formats: list[str]) -> list[Step]:
    """The commands of one tree: the same for every copy of it (paths relative to cwd)."""
    rng = random.Random(seed * 7919 + 1)
    rel = lambda p: os.path.relpath(tree.root / p, tree.cwd)  # noqa: E731
    d = tree.dir_arg
    steps = [Step(f"lint --format {f}", ["lint", d, "--format", f], "none") for f in formats]
    steps.append(Step("lint (no path)", ["lint", "--format", rng.choice(formats)], "none"))
    named = rng.sample(tree.routines, min(len(tree.routines), rng.randint(1, 6)))
    steps.append(Step("lint FILES", ["lint", "--format", "text", "--", *[rel(p) for p in named]], "none"))
    listed = [rel(p) for p in tree.routines]
    for note in tree.notes:  # paths through a folder link: the link is a middle component
        if note.startswith(("component link", "folder linked outside")):
            link = note.split(": ", 1)[1].split(" -> ")[0]
            listed += [rel(f"{link}/a.routine.yaml"), rel(f"{link}/sub/b.routine.yml")]
    steps.append(Step("lint --files-from -", ["lint", "--format", "json", "--files-from", "-"], "none",
                      stdin=("\n".join(listed) + "\n").encode()))  # fmt: skip
    configs = sorted(p for p in snapshot(tree.root) if os.path.basename(p) in trees.CONFIG_NAMES)
    if configs:
        steps.append(Step("lint --config", ["lint", d, "--config", rel(rng.choice(configs))], "none"))
    steps.append(Step("lint -o", ["lint", d, "--format", rng.choice(formats), "-o", rel("report.out")], "file:report.out"))
    steps.append(Step("lint --write-baseline", ["lint", d, "--write-baseline", rel("baseline.json")], "file:baseline.json"))
    steps.append(Step("lint --baseline", ["lint", d, "--baseline", rel("baseline.json")], "none"))
    steps.append(Step("lint --fix --diff", ["lint", d, "--fix", "--diff"], "none"))
    if tree.valid:  # routines that build, so the build writes and meets the out-dir's links
        listed_valid = "\n".join(rel(p) for p in tree.valid) + "\n"
        steps.append(Step("build valid --out-dir", ["build", "--files-from", "-", "--out-dir", rel(tree.out_dir)], "outdir",
                          stdin=listed_valid.encode()))  # fmt: skip
    steps.append(Step("build --out-dir", ["build", d, "--out-dir", rel(tree.out_dir)], "outdir"))
    steps.append(Step("build --out-dir (again)", ["build", d, "--out-dir", rel(tree.out_dir)], "again"))
    if tree.routines:
        steps.append(Step("build FILE -o", ["build", rel(rng.choice(tree.routines)), "-o", rel("single.json")], "file:single.json"))
    if tree.json_files:
        source = rel(rng.choice(tree.json_files))
        steps.append(Step("decompile", ["decompile", source], "none"))
        steps.append(Step("decompile -o", ["decompile", source, "-o", rel("decompiled.yaml")], "file:decompiled.yaml"))
    fix = ["lint", d, "--fix"] + (["--unsafe-fixes"] if rng.random() < 0.5 else [])
    steps.append(Step("lint --fix", fix, "fix"))
    steps.append(Step("lint --fix (again)", fix, "again"))
    return steps


@dataclass
class Outcome:
    rc: int | None  # None: timed out
    stdout: bytes
    stderr: bytes
    written: list[tuple[str, str, str]]  # (path, what, normalised sha) of the inside changes
    seconds: float


@dataclass
class Violation:
    seed: int
    step: str
    prop: str
    detail: str

    def __str__(self) -> str:
        return f"seed {self.seed}: [{self.prop}] {self.step}: {self.detail}"


@dataclass
class Context:
    seqc: str
    timeout: float
    env: dict[str, str]
    markers: list[bytes]
    env_marker: bytes
    keep: bool
    verbose: bool
    strace: bool = False
    strace_log: Path | None = None
    tmpdir: Path | None = None
    # The user's cache directory seqc sees (XDG_CACHE_HOME): the lint cache's, beside the
    # trees, where a run may read and write its index and nothing else.
    cache: Path | None = None
    traces: int = 0
    only: str | None = None
    violations: list[Violation] = field(default_factory=list)


def run_step(ctx: Context, tree: trees.Tree, seed: int, step: Step, copy: str) -> Outcome:
    outside_before = snapshot(tree.work, skip=tree.root)
    inside_before = snapshot(tree.root)
    tmp_before = snapshot(ctx.tmpdir)
    argv = [ctx.seqc, *step.argv]
    trace_file = None
    if ctx.strace:
        ctx.traces += 1
        trace_file = ctx.strace_log / f"{seed}-{ctx.traces}.trace"
        argv = ["strace", "-f", "-y", "-qq", "-s", "4096", "-o", str(trace_file), "-e", f"trace={STRACE_CALLS}", "--", *argv]
    if ctx.keep and copy == "a":
        shown = " ".join(_quote(a) for a in step.argv)
        stdin_note = f"  (stdin: {len(step.stdin.splitlines())} paths)" if step.stdin else ""
        print(f"  $ (cd {_quote(str(tree.cwd))} && seqc {shown}){stdin_note}")
    started = time.monotonic()
    proc = subprocess.Popen(argv, cwd=tree.cwd, env=ctx.env, stdin=subprocess.PIPE if step.stdin is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)  # fmt: skip
    try:
        out, err = proc.communicate(step.stdin, timeout=ctx.timeout)
        rc = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        rc = None
    seconds = time.monotonic() - started
    if ctx.keep and copy == "a" and ctx.verbose:
        print(f"    exit {rc}; stdout {len(out)} bytes, stderr {len(err)} bytes")
        for line in (out + err).decode(errors="replace").splitlines()[:12]:
            print(f"    | {line[:160]}")

    def report(prop: str, detail: str) -> None:
        # Copy b repeats copy a's findings; only what is new there is worth a line.
        if copy == "b" and any(v.seed == seed and v.step == step.name and v.prop == prop and v.detail == detail for v in ctx.violations):
            return
        ctx.violations.append(Violation(seed, step.name + ("" if copy == "a" else " [copy b]"), prop, detail))

    if rc is None:
        report("timeout", f"no exit within {ctx.timeout:.0f} s")
    elif rc < 0:
        report("exit", f"killed by signal {-rc}")
    elif rc not in EXIT_CODES:
        report("exit", f"exit code {rc}")
    if len(out) + len(err) > MAX_OUTPUT:
        report("output-size", f"{len(out) + len(err)} bytes of output")
    for marker in ctx.markers:
        for stream, data in (("stdout", out), ("stderr", err)):
            at = data.find(marker)
            if at >= 0:
                line = data[data.rfind(b"\n", 0, at) + 1 : data.find(b"\n", at) if data.find(b"\n", at) >= 0 else len(data)]
                report("canary", f"{marker.decode()!s} in {stream}: {line[:200].decode(errors='replace')!r}")

    outside_changes = changes(outside_before, snapshot(tree.work, skip=tree.root), folders_mtime=True)
    for path, (old, new) in outside_changes.items():
        report("outside", f"WORK/{path}: {describe(old, new)}")
    for path, (old, new) in changes(tmp_before, snapshot(ctx.tmpdir), folders_mtime=False).items():
        report("tmpdir", f"TMPDIR/{path}: {describe(old, new)} (left behind)")

    inside_after = snapshot(tree.root)
    written = []
    for path, (old, new) in changes(inside_before, inside_after, folders_mtime=False).items():
        problem = unexpected_inside(step.writes, tree, path, old, new)
        if problem:
            report(problem[0], f"{path}: {describe(old, new)}{problem[1]}")
        if new is not None and new.kind == "file":
            data = (tree.root / path).read_bytes()
            for marker in ctx.markers:
                if marker in data:
                    report("canary", f"{marker.decode()} written into {path}")
            what = _normalise(describe(old, new).encode(), tree).decode() if old else "created"
            written.append((path, what, _normalised_digest(data, tree)))
        else:
            written.append((path, _normalise(describe(old, new).encode(), tree).decode(), ""))
    if trace_file is not None:
        check_trace(ctx, tree, trace_file, report)
        if not ctx.keep:
            trace_file.unlink(missing_ok=True)
    return Outcome(rc, out, err, written, seconds)


def unexpected_inside(writes: str, tree: trees.Tree, path: str, old: Entry | None, new: Entry | None) -> tuple[str, str] | None:
    """None when the change is one the command may make; else (property, note)."""
    if writes.startswith("file:") and path == writes[5:]:
        return None
    if writes == "outdir":
        out = tree.out_dir
        if path == out and (old is None or old.kind == new.kind == "dir"):
            return None
        if path.startswith(out + "/") and "/" not in path[len(out) + 1 :] and path.endswith(".json"):
            return None
    if writes == "fix" and path.endswith(trees.ROUTINE_SUFFIXES) and old is not None and new is not None:
        if old.kind == "file" and new.kind == "file":
            if old.nlink > 1:
                return ("fix-hardlink", f" (had {old.nlink} links)")
            if not old.mode & stat.S_IWUSR:
                return ("fix-readonly", f" (mode {old.mode:o})")
            if old.mode != new.mode:
                return ("fix-mode", "")
            return None
    if writes == "again":
        return ("idempotence", " (the second run of the same command changed it)")
    return ("inside", f" (not an output of this command: {writes})")



def _normalised_digest(data: bytes, tree: trees.Tree) -> str:
    return hashlib.sha256(_normalise(data, tree)).hexdigest()[:16]


def _normalise(data: bytes, tree: trees.Tree) -> bytes:
    """`data` with the copy's own folder written as <WORK>: the copies differ only there (a
    link's text may name the work folder alone, `../../a7/outside/...`)."""
    for text in sorted({str(tree.work), os.path.realpath(tree.work)}, key=len, reverse=True):
        data = data.replace(text.encode(), b"<WORK>")
    return data.replace(f"/{tree.work.name}/".encode(), b"/<WORK>/")


def _quote(text: str) -> str:
    return text if re.fullmatch(r"[\w./=:+-]+", text) else "'" + text.replace("'", "'\\''") + "'"


# --------------------------------------------------------------------------------- strace

# Files outside the root a run may open, each for a reason that has nothing to do with its
# input (seen in traces of today's seqc). Anything else that resolves outside the root is a
# violation. None of them is a target the trees link to (trees.SYSTEM_TARGETS).
#  - the dynamic loader: /etc/ld.so.cache and shared objects (libswiftCore, libFoundation,
#    libyaml, libc), from the system library folders and the Swift toolchain's lib folder;
#  - the seqc binary itself;
#  - /proc/self/maps (which the kernel shows as /proc/PID/maps): the Swift runtime reads it
#    at start to find its own image's sections;
#  - /proc/TID/stat: libdispatch's work queue monitor reads its worker threads' to count
#    the runnable ones (seen on busy `lint --fix` runs), and /proc/sys/vm/overcommit_memory:
#    glibc's malloc reads it before giving a thread's heap back. Both only when opened by
#    that literal path, never through a name of the tree;
#  - /sys/devices/system/cpu/possible and the cgroup CPU quota and cpuset files: how many
#    cores Dispatch and `--jobs`' default see;
#  - /dev/null and /dev/tty: standard streams;
#  - the run's own TMPDIR (a build spools its report to an unlinked file there);
#  - the folders from / down to the root, opened as folders (O_DIRECTORY or O_PATH): the
#    way to the root, needed to find it and to open it beneath nothing else.
ALLOWED_PROC = ("/proc/self/maps",)
ALLOWED_SYS = ("/sys/devices/system/cpu/possible", "/sys/devices/system/cpu/online", "/sys/fs/cgroup/cpu.max",
               "/sys/fs/cgroup/cpu/cpu.cfs_quota_us", "/sys/fs/cgroup/cpu/cpu.cfs_period_us",
               "/sys/fs/cgroup/cpuset/cpuset.cpus", "/sys/fs/cgroup/cpuset.cpus.effective")  # fmt: skip
ALLOWED_LITERAL = ("/proc/sys/vm/overcommit_memory",)
ALLOWED_FILES = ("/etc/ld.so.cache", "/dev/null", "/dev/tty")
# The files of the lint cache a run may write in XDG_CACHE_HOME/seqc, outside every root.
CACHE_FILES = ("lint-index-v4", "lint-stamps-v1")
LIBRARY_FOLDERS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/local/lib/")
LINE = re.compile(r"^(\d+)\s+(\w+)\((.*)\)\s+=\s+(-?\d+)(?:<(.*)>)?(?:\s+(\w+).*)?$")


def _unescape(text: str) -> str:
    raw = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            nxt = text[i + 1]
            if nxt in "01234567":
                j = i + 1
                while j < len(text) and j < i + 4 and text[j] in "01234567":
                    j += 1
                raw.append(int(text[i + 1 : j], 8))
                i = j
                continue
            raw += {"n": b"\n", "t": b"\t", "r": b"\r", "\\": b"\\", '"': b'"', "v": b"\v", "f": b"\f"}.get(nxt, nxt.encode())
            i += 2
            continue
        raw += c.encode()
        i += 1
    return raw.decode("utf-8", "surrogateescape")


def _strings(args: str) -> list[str]:
    return [_unescape(s) for s in re.findall(r'"((?:[^"\\]|\\.)*)"', args)]


def _dirfds(args: str) -> list[str | None]:
    """The folders of the *at calls' descriptor arguments, in order (None: AT_FDCWD undecorated)."""
    found = []
    for match in re.finditer(r"(AT_FDCWD|\d+)(?:<([^>]*)>)?,\s*\"", args):
        found.append(_unescape(match.group(2)) if match.group(2) else None)
    return found


def check_trace(ctx: Context, tree: trees.Tree, trace_file: Path, report) -> None:
    root = os.path.realpath(tree.root)
    allowed_prefixes = [root + "/", str(ctx.tmpdir) + "/", os.path.realpath(ctx.tmpdir) + "/"]
    if ctx.cache:
        # The cache's two files (the index and the stamps), each written to a temporary
        # name beside it and renamed over it: Sources/SeqcLint/Cache/LintCacheIndex.swift.
        for name in CACHE_FILES:
            for base in (str(ctx.cache), os.path.realpath(ctx.cache)):
                allowed_prefixes += [f"{base}/seqc/{name}", f"{base}/seqc/.{name}."]
    toolchain_lib = ctx.env.get("SEQC_TRUST_TOOLCHAIN_LIB", "")
    ancestors = set()
    p = root
    while True:
        ancestors.add(p)
        if p == "/":
            break
        p = os.path.dirname(p)
    seqc_real = os.path.realpath(ctx.seqc)

    def allowed(path: str, is_dir_open: bool, asked: str) -> bool:
        if path == root or any(path.startswith(a) for a in allowed_prefixes):
            return True
        # Outside the root, a file or folder is allowed only when asked for by its own name:
        # a name of the tree (a link to /dev/null, to a library, to a folder above the root)
        # is input, never a system file.
        if asked == str(tree.root) or asked.startswith((str(tree.root) + "/", root + "/")):
            return False
        if path in ancestors and is_dir_open:
            return True
        if path == seqc_real or path in ALLOWED_FILES or path in ALLOWED_SYS:
            return True
        if path in ALLOWED_PROC or re.fullmatch(r"/proc/\d+/maps", path):
            return True
        if asked == path and (re.fullmatch(r"/proc/\d+/(?:task/\d+/)?stat", path) or path in ALLOWED_LITERAL):
            return True
        if (path.startswith(LIBRARY_FOLDERS) or (toolchain_lib and path.startswith(toolchain_lib))) and ".so" in path:
            return True
        return False

    pending: dict[str, str] = {}
    text = trace_file.read_text(errors="surrogateescape") if trace_file.exists() else ""
    seen = set()
    for raw in text.splitlines():
        match = re.match(r"^(\d+)\s+(.*)$", raw)
        if not match:
            continue
        pid, rest = match.groups()
        if rest.endswith("<unfinished ...>"):
            pending[pid] = rest[: -len("<unfinished ...>")].rstrip()
            continue
        resumed = re.match(r"^<\.\.\. \w+ resumed>(.*)$", rest)
        if resumed:
            rest = pending.pop(pid, "") + resumed.group(1)
        line = LINE.match(f"{pid} {rest}")
        if not line:
            continue
        _, call, args, result, fd_path, _ = line.groups()
        if int(result) < 0:
            continue
        if call in ("open", "openat", "openat2", "creat") and fd_path:
            path = _unescape(fd_path)
            if not path.startswith("/"):
                continue  # pipe:[...], socket:[...], anon_inode
            is_dir = "O_DIRECTORY" in args or "O_PATH" in args or os.path.isdir(path)
            names = _strings(args)
            asked = names[0] if names else "?"
            dirfds = _dirfds(args)
            if not asked.startswith("/"):  # the name as seqc gave it, made absolute by its folder
                asked = os.path.normpath(os.path.join(dirfds[0] if dirfds and dirfds[0] else str(tree.cwd), asked))
            if not allowed(path, is_dir, asked) and (call, path) not in seen:
                seen.add((call, path))
                report("strace", f"{call} of {asked!r} returned a descriptor of {path}")
        elif call in ("mkdir", "mkdirat", "rename", "renameat", "renameat2", "unlink", "unlinkat", "symlink", "symlinkat",
                      "link", "linkat"):  # fmt: skip
            names = _strings(args)
            dirfds = _dirfds(args)
            if call in ("symlink", "symlinkat"):
                names = names[1:]  # the first string is the link's text, not a path written
                dirfds = dirfds[-1:] if call == "symlinkat" else []
            for index, name in enumerate(names):
                if call in ("link", "linkat") and index == 0:
                    continue  # a hard link's first name is the existing file, not a path written
                base = dirfds[index] if index < len(dirfds) and dirfds[index] else str(tree.cwd)
                full = name if name.startswith("/") else os.path.join(base, name)
                resolved = os.path.join(os.path.realpath(os.path.dirname(full)), os.path.basename(full))
                if not (resolved.startswith(root + "/") or any(resolved.startswith(a) for a in allowed_prefixes)):
                    if (call, resolved) not in seen:
                        seen.add((call, resolved))
                        report("strace", f"{call} of {name!r} wrote outside the root: {resolved}")


# ---------------------------------------------------------------------------------- trees


def run_tree(ctx: Context, base: Path, seed: int, plain: bool, formats: list[str], use_strace: bool) -> tuple[int, float]:
    """Builds the seed's tree twice (copies a and b), runs every step on each, compares."""
    outcomes: dict[str, list[Outcome]] = {}
    steps_of: dict[str, list[Step]] = {}
    built: dict[str, trees.Tree] = {}
    for copy in ("a", "b"):
        work = base / f"{copy}{seed}"
        tree = trees.build_tree(work, seed, plain=plain)
        built[copy] = tree
        ctx.markers = [tree.marker.encode(), ctx.env_marker, *STATUS_MARKERS]
        if ctx.keep and copy == "a":
            print(f"seed {seed}: tree at {tree.root} (outside: {tree.outside}); runs in {tree.cwd}")
            for note in tree.notes:
                print(f"  planted {note}")
        steps = [s for s in plan(tree, seed, formats) if not ctx.only or ctx.only in s.name]
        steps_of[copy] = steps
        ctx.strace = use_strace and copy == "a"
        outcomes[copy] = [run_step(ctx, tree, seed, step, copy) for step in steps]
        ctx.strace = False
    a, b = built["a"], built["b"]
    for step, first, second in zip(steps_of["a"], outcomes["a"], outcomes["b"]):
        diffs = []
        if first.rc != second.rc:
            diffs.append(f"exit {first.rc} vs {second.rc}")
        for stream, x, y in (("stdout", first.stdout, second.stdout), ("stderr", first.stderr, second.stderr)):
            x, y = _normalise(x, a).splitlines(), _normalise(y, b).splitlines()
            if x != y:
                at = next((i for i, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
                line = lambda lines: lines[at][:120].decode(errors="replace") if at < len(lines) else "(end)"  # noqa: E731
                diffs.append(f"{stream} differs at line {at + 1}: {line(x)!r} vs {line(y)!r}")
        if first.written != second.written:
            diffs.append(f"files differ: {sorted(set(first.written) ^ set(second.written))[:4]}")
        if diffs:
            ctx.violations.append(Violation(seed, step.name, "determinism", "; ".join(diffs)))
    runs = sum(len(v) for v in outcomes.values())
    seconds = sum(o.seconds for v in outcomes.values() for o in v)
    if not ctx.keep:
        for tree in built.values():
            _remove(tree.work)
    return runs, seconds


def tree_job(job: tuple) -> tuple[int, list[Violation], int, float]:
    """One tree, in a worker: its own TMPDIR, so a spool file of another tree is not seen."""
    ctx, base, seed, plain, formats, use_strace = job
    ctx.violations = []
    ctx.tmpdir = base / f"tmp{seed}"
    ctx.tmpdir.mkdir(exist_ok=True)
    # A quoted /proc/self/environ shows the environment's canary; it is the seed's, so
    # `--seed SEED --trees 1` repeats the run exactly.
    ctx.env_marker = f"ENVCANARY-{random.Random(seed * 31 + 7).getrandbits(64):016x}".encode()
    ctx.cache = base / f"cache{seed}"
    # Made here, as a user's ~/.cache is: the run itself may only read and write the index.
    (ctx.cache / "seqc").mkdir(parents=True, exist_ok=True)
    ctx.env = dict(ctx.env, TMPDIR=str(ctx.tmpdir), XDG_CACHE_HOME=str(ctx.cache), SEQC_TRUST_CANARY=ctx.env_marker.decode())
    ctx.env.pop("CI", None)
    runs, seconds = run_tree(ctx, base, seed, plain, formats, use_strace)
    if not ctx.keep:
        _remove(ctx.tmpdir)
        _remove(ctx.cache)
    return seed, ctx.violations, runs, seconds


def _remove(path: Path) -> None:
    for dirpath, dirnames, filenames in os.walk(path):
        for name in dirnames:
            full = os.path.join(dirpath, name)
            if not os.path.islink(full):
                os.chmod(full, 0o755)
    shutil.rmtree(path, ignore_errors=True)


def lint_formats(seqc: str, env: dict[str, str]) -> list[str]:
    """Every --format value `seqc lint --help` lists (ArgumentParser prints `(values: ...)`)."""
    help_text = subprocess.run([seqc, "lint", "--help"], capture_output=True, text=True, env=env, timeout=30).stdout
    match = re.search(r"--format <format>.*?\(values: ([^)]*)\)", help_text, re.S)
    if match:
        return [v.strip() for v in match.group(1).split(",") if v.strip()]
    return ["text", "json", "sarif", "github"]


def toolchain_lib(seqc: str) -> str:
    """The folder libswiftCore.so is loaded from (the toolchain's, for a debug build)."""
    try:
        out = subprocess.run(["ldd", seqc], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return ""
    match = re.search(r"libswiftCore\.so => (\S+)", out)
    return os.path.dirname(os.path.realpath(match.group(1))) + "/" if match else ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1, help="the first seed (default 1)")
    parser.add_argument("--trees", type=int, default=20, help="how many trees: seeds SEED .. SEED+TREES-1")
    parser.add_argument("--seqc", default=os.environ.get("SEQC_BINARY", str(REPO / ".build" / "debug" / "seqc")))
    parser.add_argument("--plain", action="store_true", help="no links, hard links, special or read-only files")
    parser.add_argument("--strace-every", type=int, default=0, help="run every N-th tree's first copy under strace")
    parser.add_argument("--no-openat2", action="store_true", help="set SEQC_NO_OPENAT2=1 (the fallback path)")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds one seqc run may take")
    parser.add_argument("--keep", action="store_true", help="keep the trees and print the commands")
    parser.add_argument("--verbose", action="store_true", help="with --keep, show each run's exit code and output")
    parser.add_argument("--work", help="where trees are built (default: a new temporary folder)")
    parser.add_argument("--only", help="run only the commands whose step name contains this text")
    parser.add_argument("--jobs", type=int, default=1, help="trees checked at once (each in its own process)")
    parser.add_argument("--max-shown", type=int, default=40, help="violations printed in full")
    args = parser.parse_args()
    seqc = os.path.abspath(args.seqc)
    if not os.access(seqc, os.X_OK):
        print(f"properties: no seqc binary at {seqc}", file=sys.stderr)
        return 2
    if args.strace_every and not shutil.which("strace"):
        print("properties: --strace-every needs strace (apt-get install strace)", file=sys.stderr)
        return 2

    base = Path(args.work).resolve() if args.work else Path(tempfile.mkdtemp(prefix="seqc-trust-"))
    base.mkdir(parents=True, exist_ok=True)
    probe = base
    while probe != probe.parent:  # the trees' own .git must be the nearest
        if (probe / ".git").exists():
            print(f"properties: {probe} holds .git; choose a --work outside any repository", file=sys.stderr)
            return 2
        probe = probe.parent
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "GITHUB_ACTIONS", "TERM", "SEQC_NO_OPENAT2")}
    env["HOME"] = str(base / "home")
    (base / "home").mkdir(exist_ok=True)
    env["SEQC_TRUST_TOOLCHAIN_LIB"] = toolchain_lib(seqc)
    env["SWIFT_BACKTRACE"] = "enable=no"
    if args.no_openat2:
        env["SEQC_NO_OPENAT2"] = "1"
    formats = lint_formats(seqc, env)
    strace_log = base / "strace"
    strace_log.mkdir(exist_ok=True)

    ctx = Context(seqc=seqc, timeout=args.timeout, env=env, markers=[], env_marker=b"", keep=args.keep,
                  verbose=args.verbose, strace_log=strace_log, only=args.only)  # fmt: skip
    started = time.monotonic()
    runs = 0
    busy = 0.0
    violations: list[Violation] = []
    jobs = [(ctx, base, seed, args.plain, formats, bool(args.strace_every) and (seed - args.seed) % args.strace_every == 0)
            for seed in range(args.seed, args.seed + args.trees)]  # fmt: skip
    workers = 1 if args.keep else max(1, args.jobs)
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) if workers > 1 else contextlib.nullcontext() as pool:
        results = pool.map(tree_job, jobs) if pool else map(tree_job, jobs)
        for seed, found, n, s in results:
            violations += found
            runs, busy = runs + n, busy + s
            if found and not args.keep:
                again = f"--seed {seed} --trees 1 --keep --verbose"
                again += (" --plain" if args.plain else "") + (" --no-openat2" if args.no_openat2 else "")
                print(f"seed {seed}: {len(found)} violations (rebuild: python3 scripts/trust/properties.py {again})", flush=True)
    elapsed = time.monotonic() - started
    by_prop: dict[str, int] = {}
    for v in violations:
        by_prop[v.prop] = by_prop.get(v.prop, 0) + 1
    for v in violations[: args.max_shown]:
        print(v)
    if len(violations) > args.max_shown:
        print(f"... and {len(violations) - args.max_shown} more")
    seeds = sorted({v.seed for v in violations})
    mode = "plain" if args.plain else "hostile"
    fallback = ", SEQC_NO_OPENAT2=1" if args.no_openat2 else ""
    print(f"properties: {args.trees} {mode} trees (seeds {args.seed}..{args.seed + args.trees - 1}{fallback}), {runs} seqc runs "
          f"in {elapsed:.1f} s ({busy:.1f} s in seqc); {len(violations)} violations in {len(seeds)} trees"
          + (f" {dict(sorted(by_prop.items()))}" if by_prop else ""))  # fmt: skip
    if not args.keep and not args.work:
        _remove(base)
    elif args.keep:
        print(f"kept: {base}")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
