#!/usr/bin/env python3
"""The time `seqc lsp` takes from a change to its published diagnostics, on one core.

usage: bench/lsp.py [--seqc PATH] [--cards N] [--changes N]
       (defaults: a release build in .build-bench, 500 cards, 200 changes)

The server runs pinned to one core (taskset) on a generated routine of N cards (every
kind, an interval and a repeat block among them, a diagnostic on every tenth card); each
change sends the whole text with one card's duration edited, and the clock stops when
the diagnostics of that version arrive. Prints the median, 90th percentile and worst
time, the median time of each other request, and the time of code actions on a version
with safe fixes: the first (which runs the fix engine for "fix all") and the later ones. A benchmark, not a test: the goal (docs/editors.md) is a median of at most 10 ms.
"""

import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import time

KINDS = [
    "  - countdown: Card {i}\n    duration: {s}s\n",
    "  - rest: Rest {i}\n    duration: {s}s\n",
    "  - repetition: Reps {i}\n    reps: 12\n",
    "  - interval: Sprints {i}\n    work: {s}s\n    rest: 10s\n    rounds: 3\n",
    "  - checklist: List {i}\n    items: [a, b]\n",
    "  - info: Info {i}\n    text: Read this\n",
    "  - countup: Up {i}\n",
    "  - randomDuration: Random {i}\n    min: 5s\n    max: {s}s\n",
    "  - countdown: Card {i}\n    duraton: {s}s\n",
    "  - repeat: Block {i}\n    rounds: 2\n    cards:\n      - countdown: Inner {i}\n        duration: {s}s\n",
]


def routine(cards: int, edit: int) -> str:
    body = "".join(KINDS[i % len(KINDS)].format(i=i, s=(i + edit) % 50 + 10) for i in range(cards))
    return "title: Bench\ncards:\n" + body


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream) -> dict:
    length = None
    while True:
        line = stream.readline()
        if not line:
            raise EOFError("the server closed its output")
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def wait_for_version(stream, version: int) -> dict:
    while True:
        message = read_message(stream)
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
            return message


def cpu_seconds(pid: int) -> float:
    """The user and system CPU time `pid` (through taskset, its child) has used, from /proc."""
    try:
        children = pathlib.Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        target = int(children[0]) if children else pid
        fields = pathlib.Path(f"/proc/{target}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def time_requests(send, stdout, uri: str, cards: int) -> dict:
    """The median time to answer each kind of request, at a card in the middle."""
    line = 2 + cards  # about the middle: cards take two lines or more
    position = {"line": line, "character": 6}
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": 10 ** 7, "character": 0}}
    requests = {
        "hover": ("textDocument/hover", {"position": position}),
        "completion": ("textDocument/completion", {"position": {"line": line, "character": 4}}),
        "codeAction": ("textDocument/codeAction", {"range": whole, "context": {"diagnostics": []}}),
        "documentSymbol": ("textDocument/documentSymbol", {}),
        "inlayHint": ("textDocument/inlayHint", {"range": whole}),
    }
    medians = {}
    next_id = 100
    for name, (method, params) in requests.items():
        times = []
        for _ in range(20):
            next_id += 1
            started = time.perf_counter()
            send({"jsonrpc": "2.0", "id": next_id, "method": method, "params": {"textDocument": {"uri": uri}, **params}})
            while read_message(stdout).get("id") != next_id:
                pass
            times.append((time.perf_counter() - started) * 1000)
        medians[name] = statistics.median(times)
    return medians


def time_fix_all(send, stdout, uri: str, cards: int, version: int) -> tuple:
    """Code actions at one version of the routine with a safe fix on every tenth card: the
    first request runs the fix engine for "fix all"; the later ones reuse what it made."""
    text = routine(cards, 0).replace("0s\n", "0S\n")
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}})
    wait_for_version(stdout, version)
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": 10 ** 7, "character": 0}}
    times = []
    for index in range(11):
        started = time.perf_counter()
        send({"jsonrpc": "2.0", "id": 1000 + index, "method": "textDocument/codeAction",
              "params": {"textDocument": {"uri": uri}, "range": whole, "context": {"diagnostics": []}}})
        while read_message(stdout).get("id") != 1000 + index:
            pass
        times.append((time.perf_counter() - started) * 1000)
    return times[0], statistics.median(times[1:])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seqc", default=".build-bench/release/seqc")
    parser.add_argument("--cards", type=int, default=500)
    parser.add_argument("--changes", type=int, default=200)
    args = parser.parse_args()
    command = [args.seqc, "lsp"]
    if shutil.which("taskset"):
        command = ["taskset", "-c", "0"] + command
    server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    send = lambda message: (server.stdin.write(frame(message)), server.stdin.flush())
    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    read_message(server.stdout)
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    uri = "untitled:bench.routine.yaml"
    text = routine(args.cards, 0)
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
    found = len(wait_for_version(server.stdout, 1)["params"]["diagnostics"])
    times = []
    cpu_before = cpu_seconds(server.pid)
    for change in range(args.changes):
        version = change + 2
        text = routine(args.cards, change + 1)
        started = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}})
        wait_for_version(server.stdout, version)
        times.append((time.perf_counter() - started) * 1000)
    cpu = (cpu_seconds(server.pid) - cpu_before) / args.changes * 1000
    answers = time_requests(send, server.stdout, uri, args.cards)
    first, later = time_fix_all(send, server.stdout, uri, args.cards, args.changes + 2)
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=30)
    times.sort()
    print(f"{args.cards} cards, {len(text.encode())} bytes, {found} diagnostics, {args.changes} changes, one core")
    print(f"change to diagnostics: median {statistics.median(times):.2f} ms, "
          f"p90 {times[int(len(times) * 0.9)]:.2f} ms, worst {times[-1]:.2f} ms; "
          f"server CPU per change {cpu:.2f} ms (user and system, unlike wall time unaffected by other processes)")
    print("requests, median of 20: " + ", ".join(f"{name} {ms:.2f} ms" for name, ms in answers.items()))
    print(f"code actions with a safe fix on every tenth card: first at a version (runs the fix engine) {first:.2f} ms, "
          f"later ones at that version, median of 10, {later:.2f} ms")
    sys.exit(server.returncode)


if __name__ == "__main__":
    main()
