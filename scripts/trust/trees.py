"""Seeded random trees for the trust properties (scripts/trust/properties.py).

A tree is built under WORK (a fresh directory):

    WORK/root/      the root of the run: holds .git, routines, configurations, links
    WORK/outside/   canary files and folders the root's links point at; never to be read
                    (but for `shared-*`, a file hard-linked into the root) nor changed

The same seed builds the same tree, byte for byte and link for link, under any WORK of the
same length: absolute link targets are made from WORK, so two copies differ only there.
Standard library only.
"""

from __future__ import annotations

import os
import random
import re
import socket
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

ROUTINE_SUFFIXES = (".routine.yaml", ".routine.yml")
CONFIG_NAMES = (".seqc.yml", ".seqc.yaml")
FOLDER_NAMES = ("cardio", "strength", "drafts", "team", "mindfulness", "sub", "x", "deep", "ünï", "a b")

# Targets that are never files of the tree whatever the link: kernel views and devices.
SYSTEM_TARGETS = (
    "/proc/self/environ",
    "/proc/self/status",
    "/proc/self/cmdline",
    "/sys/kernel/uevent_seqnum",
    "/sys/kernel/address_bits",
    "/dev/zero",
    "/dev/urandom",
    "/dev/null",
)


@dataclass
class Tree:
    """What was built, for the checks: paths are relative to `root` unless named otherwise."""

    work: Path
    root: Path
    outside: Path
    marker: str  # the canary bytes: never in any output
    hard_marker: str  # in the outside file hard-linked into the root: readable, never changed
    cwd: Path  # where seqc runs: the root or one of its folders
    dir_arg: str  # the directory argument, relative to cwd
    routines: list[str] = field(default_factory=list)  # every *.routine.y*ml entry (any type)
    json_files: list[str] = field(default_factory=list)  # runtime JSON entries, for decompile
    ids: list[str] = field(default_factory=list)  # routine ids declared in the tree
    valid: list[str] = field(default_factory=list)  # regular routines that build, each with its own id
    valid_ids: list[str] = field(default_factory=list)  # their ids: the names a build writes
    out_dir: str = "out"  # the build's --out-dir, relative to the root
    notes: list[str] = field(default_factory=list)  # what was planted, for --keep


def _hex(rng: random.Random, bits: int = 64) -> str:
    return f"{rng.getrandbits(bits):0{bits // 4}x}"


# ---------------------------------------------------------------- routine and config text

DURATIONS = ("30s", "45s", "1m", "2m", "5m", "1:30", "90", "10m")
LOOSE_DURATIONS = ("10 minutes", "30 sec", "1 min", "1 hour 30 minutes", "2 mins")
WORDS = ("Warm-up", "Squats", "Plank", "Rest", "Sprint", "Row", "Breathe", "Stretch", "Übungen ☀️", "Walk")


def _valid_card(rng: random.Random) -> str:
    word = rng.choice(WORDS)
    kind = rng.choice(("countdown", "countup", "rest", "repetition", "interval", "info", "checklist"))
    if kind in ("countdown", "rest"):
        return f"  - {kind}: {word}\n    duration: {rng.choice(DURATIONS)}\n"
    if kind == "countup":
        return f"  - countup: {word}\n    target: {rng.choice(DURATIONS)}\n"
    if kind == "repetition":
        return f"  - repetition: {word}\n    reps: {rng.randint(1, 30)}\n"
    if kind == "interval":
        return f"  - interval: {word}\n    work: 20s\n    rest: 10s\n    rounds: {rng.randint(1, 8)}\n    finalRest: false\n"
    if kind == "info":
        return f"  - info: {word}\n    text: Keep going, {word.lower()}.\n"
    return f"  - checklist: {word}\n    items:\n      - Water\n      - Towel\n"


def _fixable_card(rng: random.Random) -> str:
    word = rng.choice(WORDS)
    shape = rng.randrange(6)
    if shape == 0:
        return f'  - repetition: {word}\n    reps: "{rng.randint(1, 20)}"\n'
    if shape == 1:
        return f"  - countdown: {word}\n    duration: {rng.choice(LOOSE_DURATIONS)}\n"
    if shape == 2:
        return f"  - interval: {word}\n    work: 30s\n    rest: 15s\n    rounds: 4\n    finalRest: off\n"
    if shape == 3:
        return f"  - interval: {word}\n    work: 1m\n    rest: 1m\n    sets: 5\n"
    if shape == 4:
        return f'  - countdown: {word}\n    duration: 45s\n    autoComplete: "false"\n'
    return f"  - repetition: {word}\n    reps: {rng.randint(2, 12)}x\n"


def _broken_routine(rng: random.Random, title: str) -> str:
    shape = rng.randrange(7)
    if shape == 0:
        return f"title: {title}\ncards:\n  - countdwon: Warm-up\n    duration: 5m\n"
    if shape == 1:
        return f"title: {title}\ncards:\n  - countdown: Hold\n    duration: 0\n  - info: Pause\n"
    if shape == 2:
        return f"title: {title}\ncards:\n  - countdown: Run\n    duration: 5m\n   reps: 3\n"
    if shape == 3:
        return f'title: "{title}\ncards: []\n'
    if shape == 4:
        return f"seqc: 9\ntitle: {title}\ncards:\n  - rest: Sit\n    duration: 1m\n"
    if shape == 5:
        return f"- just\n- a list\n# {title}\n"
    return f"title: {title}\ncards:\n  - countdown: A\n    duration: 1m\n    id: same\n  - rest: B\n    duration: 1m\n    id: same\n"


def routine_text(rng: random.Random, title: str, routine_id: str | None, kind: str) -> str:
    head = "# yaml-language-server: $schema=../Schemas/routine.schema.json\n" if rng.random() < 0.3 else ""
    if kind == "broken":
        return head + _broken_routine(rng, title)
    lines = head + "seqc: 1\n" if rng.random() < 0.6 else head
    if routine_id:
        lines += f"id: {routine_id}\n"
    lines += f"title: {title}\n"
    if rng.random() < 0.3:
        lines += f"tags: [{rng.choice(('hiit', 'yoga', 'morning'))}]\n"
    lines += "cards:\n"
    for _ in range(rng.randint(1, 5)):
        lines += _fixable_card(rng) if kind == "fixable" and rng.random() < 0.6 else _valid_card(rng)
    if kind == "fixable":
        lines += _fixable_card(rng)
    return lines


def config_text(rng: random.Random, valid: bool) -> str:
    rules = ("leading-rest", "info-without-text", "clamped", "title-too-long", "no-timed-card", "consecutive-rests")
    levels = ("off", "warning", "error")
    text = "# seqc lint configuration\nrules:\n"
    for rule in rng.sample(rules, rng.randint(1, 3)):
        text += f"  {rule}: {rng.choice(levels)}\n"
    if rng.random() < 0.6:
        text += "exclude:\n"
        for pattern in rng.sample(("drafts/**", "**/*.wip.routine.yaml", "deep", "x/*.routine.yml"), rng.randint(1, 2)):
            text += f'  - "{pattern}"\n'
    if not valid:
        text += rng.choice(("exlude:\n  - drafts/**\n", "rules:\n  title-to-long: of\n", "rules: [\n", "unknown: 1\n"))
    return text


def canary_routine(marker: str) -> str:
    # Every line carries the marker, and in shapes each diagnostic path quotes: the title, an
    # unknown top-level key, an unknown card kind, a bad duration.
    return (
        f"title: {marker} title\n"
        f"{marker}-key: 1\n"
        f"cards:\n"
        f"  - {marker}-kind: {marker} card\n"
        f"    duration: {marker}\n"
        f"  - countdown: {marker} countdown\n"
        f"    duration: 5m\n"
    )


def canary_config(marker: str) -> str:
    # Valid YAML, so each line is reported and quoted: an unknown rule, a bad setting, an
    # unknown key (a syntax error would quote only the line it stops at).
    return f"rules:\n  {marker}-rule: off\n  clamped: {marker}\nexclude:\n  - {marker}\n{marker}-key: 1\n"


def _runtime_json(title: str) -> str:
    examples = sorted((REPO / "Examples" / "expected").glob("*.json"))
    text = examples[len(title) % len(examples)].read_text(encoding="utf-8") if examples else '{"formatVersion": 1}\n'
    # Every use of the first title changes together: the runtime list must stay the expansion
    # of the sequence, so the decompiler reads it and would print the new title.
    first = re.search(r'"title": "([^"]*)"', text)
    return text.replace(first.group(0), f'"title": "{title} {first.group(1)}"') if first else text


# ---------------------------------------------------------------------------- the tree


def build_tree(work: Path, seed: int, plain: bool = False) -> Tree:
    """Builds the tree of `seed` under `work` (which must not exist). `plain` plants no
    links, hard links, special files or read-only files: a tree on which every property
    must hold for any correct seqc, today's included (the harness's own soundness check)."""
    rng = random.Random(seed)
    work.mkdir(parents=True)
    root, outside = work / "root", work / "outside"
    root.mkdir()
    outside.mkdir()
    (root / ".git").mkdir()
    (root / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    marker = f"CANARY-{_hex(rng)}"
    hard_marker = f"SHARED-{_hex(rng)}"
    tree = Tree(work=work, root=root, outside=outside, marker=marker, hard_marker=hard_marker, cwd=root, dir_arg=".")

    # Folders of the tree.
    folders = [""]
    for _ in range(rng.randint(1, 5)):
        parent = rng.choice(folders)
        name = rng.choice(FOLDER_NAMES)
        path = f"{parent}/{name}".lstrip("/")
        if path.count("/") < 3 and path not in folders:
            (root / path).mkdir(parents=True, exist_ok=True)
            folders.append(path)

    # Routines: valid, fixable and broken; ids mostly declared, some repeated.
    for index in range(rng.randint(3, 14)):
        folder = rng.choice(folders)
        kind = rng.choices(("valid", "fixable", "broken"), weights=(4, 3, 2))[0]
        routine_id = f"r{index}-{rng.choice(WORDS)[:4].lower().strip()}" if rng.random() < 0.8 else None
        if routine_id and not (routine_id.isascii() and routine_id.replace("-", "").isalnum()):
            routine_id = f"r{index}"
        if tree.ids and rng.random() < 0.1:
            routine_id = rng.choice(tree.ids)
        name = f"{folder}/{rng.choice(('w', 'hiit', 'flow', 'idea.wip', 'day'))}{index}{rng.choice(ROUTINE_SUFFIXES)}".lstrip("/")
        (root / name).write_text(routine_text(rng, f"Routine {index} {rng.choice(WORDS)}", routine_id, kind), encoding="utf-8")
        tree.routines.append(name)
        if routine_id and kind == "valid" and routine_id not in tree.ids:
            tree.valid.append(name)
            tree.valid_ids.append(routine_id)
        if routine_id and kind != "broken":
            tree.ids.append(routine_id)

    # Configurations, valid and not.
    # An invalid one stops the whole run (exit 2), so it is rare and never at the root.
    for folder in rng.sample(folders, rng.randint(0, min(2, len(folders)))):
        name = f"{folder}/{rng.choice(CONFIG_NAMES)}".lstrip("/")
        (root / name).write_text(config_text(rng, folder == "" or rng.random() < 0.9), encoding="utf-8")

    # Other files: runtime JSON for decompile, and files that are not routines.
    for index in range(rng.randint(1, 2)):
        name = f"{rng.choice(folders)}/runtime{index}.json".lstrip("/")
        (root / name).write_text(_runtime_json(f"Runtime {index}"), encoding="utf-8")
        tree.json_files.append(name)
    (root / "README.md").write_text("# routines\n")

    # Outside: canaries of every shape, a canary folder, and the shared (hard-linked) file.
    (outside / "canary.txt").write_text(f"{marker} first line\n{marker} second line\n")
    (outside / "canary.routine.yaml").write_text(canary_routine(marker))
    (outside / "canary-config.yml").write_text(canary_config(marker))
    (outside / "canary.json").write_text(_runtime_json(marker))
    (outside / "cdir" / "sub").mkdir(parents=True)
    (outside / "cdir" / "a.routine.yaml").write_text(canary_routine(marker))
    (outside / "cdir" / ".seqc.yml").write_text(canary_config(marker))
    (outside / "cdir" / "sub" / "b.routine.yml").write_text(canary_routine(marker))
    (outside / "shared.routine.yaml").write_text(routine_text(rng, f"{hard_marker} shared", "shared", "fixable"))

    # Where seqc runs, and the directory it is given.
    choice = rng.randrange(3)
    if choice == 1 and len(folders) > 1:
        tree.cwd = root / rng.choice(folders[1:])
        tree.dir_arg = os.path.relpath(root, tree.cwd)
    elif choice == 2 and len(folders) > 1:
        tree.cwd = root / rng.choice(folders[1:])
        tree.dir_arg = "."

    if not plain:
        _plant_hostile(rng, tree, folders)
    _plant_out_dir(rng, tree, plain)
    return tree


def _target(rng: random.Random, tree: Tree, link: Path, target: Path) -> str:
    """`target` as an absolute or a relative (`..`-climbing) link text from `link`."""
    if rng.random() < 0.5:
        return str(target)
    return os.path.relpath(target, link.parent)


def _free_name(tree: Tree, folder: str, stem: str, suffix: str) -> str:
    base = f"{folder}/{stem}".lstrip("/")
    name, n = base + suffix, 0
    while os.path.lexists(tree.root / name):
        n += 1
        name = f"{base}{n}{suffix}"
    return name


def _link(rng: random.Random, tree: Tree, name: str, target: Path | str, note: str, relative_ok: bool = True) -> None:
    path = tree.root / name
    text = _target(rng, tree, path, target) if isinstance(target, Path) and relative_ok else str(target)
    os.symlink(text, path)
    tree.notes.append(f"{note}: {name} -> {text}")
    if name.endswith(ROUTINE_SUFFIXES):
        tree.routines.append(name)


def _plant_hostile(rng: random.Random, tree: Tree, folders: list[str]) -> None:
    root, outside = tree.root, tree.outside
    suffix = lambda: rng.choice(ROUTINE_SUFFIXES)  # noqa: E731

    def canary_file_link():
        target = rng.choice(("canary.routine.yaml", "canary.txt", "canary.json", "canary-config.yml"))
        _link(rng, tree, _free_name(tree, rng.choice(folders), "outlink", suffix()), outside / target, "link to a canary")

    def canary_config_link():
        folder = rng.choice(folders)
        name = f"{folder}/{rng.choice(CONFIG_NAMES)}".lstrip("/")
        if not any(os.path.lexists(root / f"{folder}/{c}".lstrip("/")) for c in CONFIG_NAMES):
            _link(rng, tree, name, outside / "canary-config.yml", "configuration linked to a canary")

    def canary_dir_link():
        _link(rng, tree, _free_name(tree, rng.choice(folders), "outdir", ""), outside / "cdir", "folder linked outside")

    def climbing_link():
        # `..` up to the work folder and past it, then down again to a canary, or far past "/".
        link = _free_name(tree, rng.choice(folders), "climb", rng.choice(("", suffix())))
        up = link.count("/") + 1  # from the link's folder to WORK
        text = rng.choice((
            "../" * up + "outside/canary.routine.yaml",
            "../" * (up + 1) + f"{tree.work.name}/outside/canary.txt",
            "../" * up + "outside",
            "../" * (up + 1) + f"{tree.work.name}/root/../outside/cdir/a.routine.yaml",
            # Past "/" (where `..` stays), then a kernel file: never a real file a faulty
            # `--fix` could damage, since the harness may run as root.
            "../" * (up + 40) + "proc/self/status",
        ))  # fmt: skip
        _link(rng, tree, link, text.rstrip("/"), "climbing link", relative_ok=False)

    def dangling_link():
        target = outside / "nope" / rng.choice(("x.routine.yaml", "deeper/y.routine.yml", "d"))
        _link(rng, tree, _free_name(tree, rng.choice(folders), "gone", rng.choice((suffix(), ""))), target, "dangling link outside")

    def loops():
        folder = rng.choice(folders)
        first, second = _free_name(tree, folder, "loop", suffix()), _free_name(tree, folder, "pool", suffix())
        os.symlink(os.path.basename(second), root / first)
        os.symlink(os.path.basename(first), root / second)
        tree.routines += [first, second]
        tree.notes.append(f"link loop: {first} <-> {second}")
        self_link = _free_name(tree, folder, "self", "")
        os.symlink(".", root / self_link)
        tree.notes.append(f"folder loop: {self_link} -> .")

    def inside_links():
        real = [r for r in tree.routines if (root / r).is_file() and not (root / r).is_symlink()]
        if real:
            _link(rng, tree, _free_name(tree, rng.choice(folders), "alias", suffix()), root / rng.choice(real), "link inside the root")
        if len(folders) > 1:
            _link(rng, tree, _free_name(tree, "", "mirror", ""), root / rng.choice(folders[1:]), "folder link inside the root")

    def chained_link():
        # An in-tree link whose target is another in-tree link that leaves the root.
        inner = _free_name(tree, rng.choice(folders), "hop-inner", "")
        _link(rng, tree, inner, outside / "canary.routine.yaml", "inner hop")
        _link(rng, tree, _free_name(tree, rng.choice(folders), "hop", suffix()), root / inner, "chained link out")

    def system_links():
        for target in rng.sample(SYSTEM_TARGETS, rng.randint(1, 3)):
            _link(rng, tree, _free_name(tree, rng.choice(folders), "sys", suffix()), target, "system link", relative_ok=False)
        if rng.random() < 0.3:
            folder = rng.choice(folders)
            if not any(os.path.lexists(root / f"{folder}/{c}".lstrip("/")) for c in CONFIG_NAMES):
                _link(rng, tree, f"{folder}/.seqc.yml".lstrip("/"), rng.choice(("/dev/zero", "/proc/self/environ")), "system config")

    def special_files():
        fifo = _free_name(tree, rng.choice(folders), "pipe", suffix())
        os.mkfifo(root / fifo)
        tree.routines.append(fifo)
        tree.notes.append(f"FIFO: {fifo}")
        if rng.random() < 0.6:
            sock = _free_name(tree, rng.choice(folders), "sock", suffix())
            server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            # bind() takes a byte path; a relative one keeps under the 108-byte limit.
            here = os.getcwd()
            os.chdir((root / sock).parent)
            try:
                server.bind(os.path.basename(sock))
            finally:
                os.chdir(here)
                server.close()
            tree.routines.append(sock)
            tree.notes.append(f"socket: {sock}")

    def hard_links():
        real = [r for r in tree.routines if (root / r).is_file() and not (root / r).is_symlink() and os.stat(root / r).st_nlink == 1]
        if real:
            source = rng.choice(real)
            name = _free_name(tree, rng.choice(folders), "hard", suffix())
            os.link(root / source, root / name)
            tree.routines.append(name)
            tree.notes.append(f"hard link inside: {name} = {source}")
        name = _free_name(tree, rng.choice(folders), "shared", suffix())
        os.link(outside / "shared.routine.yaml", root / name)
        tree.routines.append(name)
        tree.notes.append(f"hard link to an outside file: {name} = outside/shared.routine.yaml")

    def read_only():
        name = _free_name(tree, rng.choice(folders), "readonly", suffix())
        (root / name).write_text(routine_text(rng, "Read only", None, "fixable"))
        os.chmod(root / name, 0o444)
        tree.routines.append(name)
        tree.notes.append(f"read-only fixable routine: {name}")

    def component_link():
        # A folder link outside, under a name a --files-from list will use as a path component.
        _link(rng, tree, _free_name(tree, rng.choice(folders), "via", ""), outside / "cdir", "component link")

    def json_links():
        name = _free_name(tree, rng.choice(folders), "outjson", ".json")
        _link(rng, tree, name, outside / "canary.json", "runtime JSON linked to a canary")
        tree.json_files.append(name)

    planters = [
        canary_file_link, canary_config_link, canary_dir_link, climbing_link, dangling_link, loops, inside_links,
        chained_link, system_links, special_files, hard_links, read_only, component_link, json_links,
    ]  # fmt: skip
    chosen = [p for p in planters if rng.random() < 0.55] or [rng.choice(planters)]
    for planter in chosen:
        planter()
    if rng.random() < 0.5:
        # A second canary link, so two names of one outside file meet in a run.
        canary_file_link()


def _plant_out_dir(rng: random.Random, tree: Tree, plain: bool) -> None:
    """`out/` exists half the time; when not plain, it holds links named as the outputs."""
    if rng.random() < 0.5 and plain:
        return
    out = tree.root / tree.out_dir
    out.mkdir()
    (out / "keep.txt").write_text("not an output\n")
    if plain:
        return
    # The names a build of the valid routines writes come first: those links are met.
    names = sorted({f"{i}.json" for i in tree.valid_ids}) or sorted({f"{i}.json" for i in tree.ids}) or ["x.json"]
    for name in rng.sample(names, min(len(names), rng.randint(1, 4))):
        choice = rng.randrange(5)
        link = out / name
        if choice == 0:
            target: Path = tree.outside / "canary.json"
        elif choice == 1:
            target = tree.outside / "nope" / "made" / name  # dangling, through a folder that does not exist
        elif choice == 2:
            target = tree.outside / "made.json"  # dangling, in an existing folder outside
        elif choice == 3:
            target = tree.root / "README.md"  # inside the root but not an output
        else:
            target = tree.outside / "cdir"  # a folder outside
        text = _target(rng, tree, link, target)
        os.symlink(text, link)
        tree.notes.append(f"out-dir link: {tree.out_dir}/{name} -> {text}")
    if rng.random() < 0.5:
        os.symlink(_target(rng, tree, out / "sub", tree.outside / "cdir"), out / "sub")
        tree.notes.append(f"out-dir folder link: {tree.out_dir}/sub -> outside/cdir")
