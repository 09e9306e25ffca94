#!/usr/bin/env python3
"""Writes the seed corpus of the `lsp` fuzz target into DIR: whole client sessions, framed
as LSP's base protocol frames them, shaped as pytest-lsp (pygls) and Neovim send them:
initialize (UTF-16 only, or UTF-8 offered; with and without a documentation URL),
initialized, didOpen with a routine of the repository (each Example and the regression
inputs of the `lsp` target's neighbours), an incremental and a whole didChange, codeAction,
hover, completion, documentSymbol, inlayHint, formatting, a request cancelled before it is
answered, didSave of a configuration, didClose, shutdown and exit. Each seed is named by its
SHA-1, as libFuzzer names corpus files.

usage: scripts/fuzz/lsp_seeds.py DIR
"""

import hashlib
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def frame(message: dict, header: bytes = b"") -> bytes:
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()
    return header + b"Content-Length: %d\r\n\r\n" % len(body) + body


def session(text: str, uri: str, variant: int) -> bytes:
    general = {"positionEncodings": ["utf-16", "utf-8"]} if variant % 2 else {}
    params = {"processId": None, "rootUri": None, "capabilities": {"general": general} if general else {}}
    if variant % 3 == 0:
        params["initializationOptions"] = {"documentationBaseURL": "https://example.invalid/docs/rules.md"}
    lines = text.split("\n")
    middle = max(0, min(len(lines) - 1, len(lines) // 2))
    doc = {"uri": uri}
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": len(lines), "character": 0}}
    at = {"line": middle, "character": 6}
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
             {"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}}, "text": "# 😀 a note\n"}]}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/codeAction",
         "params": {"textDocument": doc, "range": whole, "context": {"diagnostics": []}}},
        {"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": doc, "position": at}},
        {"jsonrpc": "2.0", "id": 4, "method": "textDocument/completion",
         "params": {"textDocument": doc, "position": {"line": middle, "character": 4}}},
        {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": "five"}},
        {"jsonrpc": "2.0", "id": "five", "method": "textDocument/documentSymbol", "params": {"textDocument": doc}},
        {"jsonrpc": "2.0", "id": 6, "method": "textDocument/inlayHint", "params": {"textDocument": doc, "range": whole}},
        {"jsonrpc": "2.0", "id": 7, "method": "textDocument/formatting",
         "params": {"textDocument": doc, "options": {"tabSize": 2, "insertSpaces": True}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": {"textDocument": {"uri": uri, "version": 3}, "contentChanges": [{"text": text.replace("s\n", "S\n", 1)}]}},
        {"jsonrpc": "2.0", "id": 8, "method": "textDocument/codeAction",
         "params": {"textDocument": doc, "range": whole, "context": {"diagnostics": []}}},
        {"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": "file:///tmp/.seqc.yml"}}},
        {"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": doc}},
        {"jsonrpc": "2.0", "id": 9, "method": "shutdown", "params": None},
        {"jsonrpc": "2.0", "method": "exit", "params": None},
    ]
    # Some clients send a Content-Type header too (the protocol allows it).
    header = b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" if variant % 4 == 3 else b""
    return b"".join(frame(message, header) for message in messages)


def main() -> None:
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    routines = sorted(ROOT.glob("Examples/*.routine.yaml")) + sorted(ROOT.glob("Fuzz/Regressions/lint/*"))
    uris = ["untitled:Untitled-1", "file:///tmp/seqc-fuzz/a.routine.yaml"]
    for index, path in enumerate(routines):
        text = path.read_bytes().decode("utf-8", errors="replace")
        data = session(text, uris[index % 2], index)
        (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
    # Regression inputs of the target itself come from seeds.sh, as for every target.


if __name__ == "__main__":
    main()
