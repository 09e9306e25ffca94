#!/usr/bin/env python3
"""Scores seqc's repairs against drafts whose intended routine is known.

usage: bench/repair_score.py DIR... [--seqc BIN] [--json] [--timeout SECONDS]

BIN defaults to this checkout's .build/debug/seqc, else the seqc on PATH.

Each DIR holds drafts `NAME.draft.EXT` (any extension: YAML, JSON, Markdown or text as
a model returns it) and, for each, its intent: `NAME.intent.yaml`, a clean routine, or
`NAME.intent.json`, the runtime card list it should build to (a JSON list of cards, or
runtime JSON with `runtime.cards`). For each draft and each mode (`--fix`, then
`--fix --unsafe-fixes`) the draft is fed to `seqc lint --fix - ` on standard input as
the repair loop of docs/ai.md does, the fixed text is built with `seqc build` in a temp
folder, and its runtime cards (kind, title, config, order; ids, slugs and origins
dropped) are compared with the intent's. Each draft is then one of:

  repaired      the build succeeds and its cards are the intent's
  silent        the build succeeds with other cards: a silent mis-repair
  message       the build fails and every error left has a help line or a fix-it
  no-message    the build fails and some error left says nothing of what to write
                (or seqc gave no report: a crash or a timeout)

Prints a table per directory and overall, and the silent mis-repairs with a compact
card diff. `--json` prints the same as one JSON object. Exit 0 unless the harness
itself could not run (no seqc, no drafts, or an intent that does not build: exit 2).
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile

MODES = (("safe", ["--fix"]), ("unsafe", ["--fix", "--unsafe-fixes"]))
OUTCOMES = ("repaired", "silent", "message", "no-message")
# A draft that hangs seqc is a finding, not a reason for the harness to hang too.
DEFAULT_TIMEOUT = 30.0
# Bounds how much of a misbehaving child's output the harness keeps in memory.
MAX_OUTPUT = 4 * 1024 * 1024
# Keeps a mis-repair's diff readable: an interval of many rounds differs in every card.
MAX_DIFF_CARDS = 4


class HarnessError(Exception):
    pass


def run(argv, stdin_bytes, cwd, timeout):
    """Runs a command; returns (exit code, or None on a timeout or a failure to start, stdout, stderr).

    The command runs in a session of its own so that a timeout ends it and anything it
    started, and no orphan keeps the pipes open.
    """
    try:
        child = subprocess.Popen(
            argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True
        )
    except OSError as error:
        return None, b"", str(error).encode()
    try:
        stdout, stderr = child.communicate(stdin_bytes or b"", timeout=timeout)
        return child.returncode, stdout[:MAX_OUTPUT], stderr[:MAX_OUTPUT]
    except subprocess.TimeoutExpired:
        try:
            os.killpg(child.pid, signal.SIGKILL)
        except OSError:
            pass
        child.communicate()
        return None, b"", b"timeout"


def parse_json(data):
    """The JSON object in data, skipping any text printed before it; None when there is none."""
    text = data.decode("utf-8", "replace")
    start = text.find("{") if not text.lstrip().startswith("[") else text.find("[")
    if start < 0:
        return None
    try:
        return json.loads(text[start:])
    except ValueError:
        return None


def comparable(cards):
    """The fields the intent fixes: kind, title and config, in order."""
    if not isinstance(cards, list):
        return None
    kept = []
    for card in cards:
        if not isinstance(card, dict):
            return None
        kept.append({"kind": card.get("kind"), "title": card.get("title"), "config": card.get("config")})
    return kept


def runtime_cards(document):
    if isinstance(document, list):
        return comparable(document)
    if isinstance(document, dict):
        runtime = document.get("runtime")
        if isinstance(runtime, dict):
            return comparable(runtime.get("cards"))
    return None


def build(seqc, text, file_name, workdir, timeout):
    """Builds text saved as file_name; returns (exit code, cards or None, diagnostics)."""
    os.makedirs(workdir, exist_ok=True)
    path = os.path.join(workdir, file_name)
    with open(path, "wb") as handle:
        handle.write(text)
    out = os.path.join(workdir, "out.json")
    if os.path.exists(out):
        os.remove(out)
    code, _, stderr = run([seqc, "build", path, "-o", out, "--format", "json"], None, workdir, timeout)
    report = parse_json(stderr)
    diagnostics = report.get("diagnostics", []) if isinstance(report, dict) else []
    cards = None
    if code == 0 and os.path.exists(out):
        with open(out, "rb") as handle:
            cards = runtime_cards(parse_json(handle.read()))
    return code, cards, diagnostics if isinstance(diagnostics, list) else []


def intent_cards(seqc, directory, name, workdir, timeout):
    json_path = os.path.join(directory, name + ".intent.json")
    yaml_path = os.path.join(directory, name + ".intent.yaml")
    if os.path.exists(json_path):
        with open(json_path, "rb") as handle:
            cards = runtime_cards(parse_json(handle.read()))
        if cards is None:
            raise HarnessError(f"{json_path}: not a runtime card list")
        return cards
    if not os.path.exists(yaml_path):
        raise HarnessError(f"{os.path.join(directory, name)}: a draft without an intent")
    with open(yaml_path, "rb") as handle:
        code, cards, _ = build(seqc, handle.read(), "intent.routine.yaml", workdir, timeout)
    if code != 0 or cards is None:
        raise HarnessError(f"{yaml_path}: the intent does not build (exit {code})")
    return cards


def names_a_fix(diagnostic):
    """Whether an error says what to write: a fix-it, or a help line."""
    if not isinstance(diagnostic, dict) or diagnostic.get("severity") != "error":
        return False
    return bool(diagnostic.get("fixIts")) or bool(str(diagnostic.get("help") or "").strip())


def score_mode(seqc, draft_bytes, draft_name, flags, intent, workdir, timeout):
    os.makedirs(workdir, exist_ok=True)
    code, fixed, _ = run(
        [seqc, "lint", *flags, "--format", "json", "--stdin-filename", draft_name, "-"], draft_bytes, workdir, timeout
    )
    if code is None or not fixed:
        fixed = draft_bytes
    build_code, cards, diagnostics = build(seqc, fixed, draft_name, os.path.join(workdir, "b"), timeout)
    if build_code == 0 and cards is not None:
        return ("repaired" if cards == intent else "silent"), cards
    errors = [d for d in diagnostics if isinstance(d, dict) and d.get("severity") == "error"]
    return ("message" if errors and all(names_a_fix(d) for d in errors) else "no-message"), None


def card_line(card):
    config = ", ".join(f"{key}={json.dumps(value)}" for key, value in sorted((card.get("config") or {}).items()))
    return f"{card.get('kind')} '{card.get('title')}' {{{config}}}"


def card_diff(intent, built):
    """The differing cards, by position, the first MAX_DIFF_CARDS of them."""
    differing = [
        index
        for index in range(max(len(intent), len(built)))
        if (intent[index] if index < len(intent) else None) != (built[index] if index < len(built) else None)
    ]
    lines = [f"      {len(intent)} cards wanted, {len(built)} built"] if len(intent) != len(built) else []
    for index in differing[:MAX_DIFF_CARDS]:
        want = intent[index] if index < len(intent) else None
        got = built[index] if index < len(built) else None
        lines.append(f"      #{index + 1} want {card_line(want) if want else '(none)'}")
        lines.append(f"      #{index + 1} got  {card_line(got) if got else '(none)'}")
    if len(differing) > MAX_DIFF_CARDS:
        lines.append(f"      ... and {len(differing) - MAX_DIFF_CARDS} more differing cards")
    return lines


def drafts_in(directory):
    if not os.path.isdir(directory):
        raise HarnessError(f"{directory}: not a folder")
    names = sorted(entry for entry in os.listdir(directory) if ".draft." in entry and not entry.startswith("."))
    return [(entry.split(".draft.", 1)[0], entry) for entry in names]


def score_directory(seqc, directory, timeout):
    results = []
    with tempfile.TemporaryDirectory(prefix="repair-score-") as scratch:
        for index, (name, file_name) in enumerate(drafts_in(directory)):
            workdir = os.path.join(scratch, str(index))
            intent = intent_cards(seqc, directory, name, os.path.join(workdir, "intent"), timeout)
            with open(os.path.join(directory, file_name), "rb") as handle:
                draft = handle.read()
            result = {"draft": file_name, "intent": intent}
            for mode, flags in MODES:
                outcome, cards = score_mode(seqc, draft, file_name, flags, intent, os.path.join(workdir, mode), timeout)
                result[mode] = outcome
                result[mode + "Cards"] = cards
            results.append(result)
    if not results:
        raise HarnessError(f"{directory}: no NAME.draft.EXT files")
    return results


def tally(results, mode):
    counts = {outcome: 0 for outcome in OUTCOMES}
    for result in results:
        counts[result[mode]] += 1
    return counts


def print_table(label, results):
    print(f"{label}: {len(results)} drafts")
    print(f"  {'mode':<8}" + "".join(f"{outcome:>12}" for outcome in OUTCOMES))
    for mode, _ in MODES:
        counts = tally(results, mode)
        print(f"  {mode:<8}" + "".join(f"{counts[outcome]:>12}" for outcome in OUTCOMES))


def print_silent(results):
    for mode, _ in MODES:
        silent = [r for r in results if r[mode] == "silent"]
        if not silent:
            continue
        print(f"silent mis-repairs ({mode}):")
        for result in silent:
            print(f"  {result['draft']}")
            for line in card_diff(result["intent"], result[mode + "Cards"]):
                print(line)


def summary(results):
    return {mode: tally(results, mode) for mode, _ in MODES} | {"drafts": len(results)}


def parse_arguments(argv):
    directories, seqc, as_json, timeout = [], None, False, DEFAULT_TIMEOUT
    arguments = iter(argv)
    for argument in arguments:
        if argument == "--seqc":
            seqc = next(arguments, None)
            if not seqc:
                raise HarnessError("--seqc takes the path of a seqc binary")
        elif argument == "--json":
            as_json = True
        elif argument == "--timeout":
            try:
                timeout = float(next(arguments, ""))
            except ValueError:
                raise HarnessError("--timeout takes a number of seconds") from None
        elif argument.startswith("--"):
            raise HarnessError(f"unknown option {argument}")
        else:
            directories.append(argument)
    if not directories:
        raise HarnessError("usage: bench/repair_score.py DIR... [--seqc BIN] [--json] [--timeout SECONDS]")
    built = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "debug", "seqc")
    seqc = seqc or (built if os.access(built, os.X_OK) else shutil.which("seqc") or built)
    if not os.access(seqc, os.X_OK):
        raise HarnessError(f"no seqc at {seqc} (give --seqc BIN)")
    return directories, os.path.abspath(seqc), as_json, timeout


def main(argv):
    try:
        directories, seqc, as_json, timeout = parse_arguments(argv)
        scored = [(directory, score_directory(seqc, directory, timeout)) for directory in directories]
    except (HarnessError, OSError) as error:
        print(f"repair_score: {error}", file=sys.stderr)
        return 2
    everything = [result for _, results in scored for result in results]
    if as_json:
        report = {
            "directories": {directory: summary(results) for directory, results in scored},
            "overall": summary(everything),
            "drafts": [{key: r[key] for key in ("draft", "safe", "unsafe")} for r in everything],
        }
        print(json.dumps(report, indent=2, sort_keys=True))
        return 0
    for directory, results in scored:
        print_table(directory, results)
    if len(scored) > 1:
        print_table("overall", everything)
    print_silent(everything)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
