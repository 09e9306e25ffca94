"""`seqc lsp` driven by a real LSP client (pytest-lsp on pygls): every feature end to end."""

import asyncio
import json
import pathlib
import random
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from conftest import SEQC, lint_json  # noqa: E402

CONFIG = ClientServerConfig(server_command=[SEQC, "lsp"])
DOCS = "https://example.invalid/docs/rules.md"


async def start(client: LanguageClient, encodings):
    general = types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None
    return await client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(general=general),
            initialization_options={"documentationBaseURL": DOCS},
        )
    )


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    lsp_client.init_result = await start(lsp_client, None)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def client8(lsp_client: LanguageClient):
    lsp_client.init_result = await start(lsp_client, [types.PositionEncodingKind.Utf16, types.PositionEncodingKind.Utf8])
    yield
    await lsp_client.shutdown_session()


async def published(client: LanguageClient, send) -> None:
    """Runs `send` and waits for the diagnostics it makes the server publish."""
    waiter = asyncio.ensure_future(client.wait_for_notification("textDocument/publishDiagnostics"))
    await asyncio.sleep(0)
    send()
    await asyncio.wait_for(waiter, 20)


async def open_file(client: LanguageClient, path: pathlib.Path, text: str) -> str:
    """Opens `path` holding `text` (written to disk too, for `seqc lint` to compare)."""
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    item = types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
    await published(client, lambda: client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=item)))
    return uri


async def change(client: LanguageClient, uri: str, version: int, text: str) -> None:
    params = types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
    )
    await published(client, lambda: client.text_document_did_change(params))


def units(text: str, encoding: str) -> int:
    return len(text.encode("utf-8")) if encoding == "utf-8" else len(text.encode("utf-16-le")) // 2


def apply_edits(text: str, edits, encoding: str) -> str:
    """`edits` applied to `text` as a client applies them, positions in `encoding`."""
    lines = text.splitlines(keepends=True) + [""]

    def offset(position):
        before = "".join(lines[: position.line])
        line = lines[position.line]
        count = 0
        for index, char in enumerate(line):
            if count >= position.character:
                return len(before) + index
            count += units(char, encoding)
        return len(before) + len(line)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text

EMOJI = ["😀", "🏋️", "𝄞", "é", "漢", "a", "👩‍👩‍👧"]


def astral_routine(rng: random.Random) -> str:
    title = "".join(rng.choice(EMOJI) for _ in range(rng.randint(1, 6)))
    return f'title: "{title}"\ncards:\n  - {{countdown: "{title}", duraton: 45s}}\n  - rest: "{title}"\n    duration: 45S\n'


def check_positions(diagnostics, path: pathlib.Path, text: str, encoding: str) -> None:
    """Each published diagnostic is `seqc lint`'s, at its place counted in `encoding`."""
    expected = lint_json(path)["diagnostics"]
    assert len(diagnostics) == len(expected)
    lines = text.split("\n")
    for lsp, cli in zip(sorted(diagnostics, key=lambda d: (d.range.start.line, d.range.start.character)), expected):
        line = lines[cli["line"] - 1]
        assert lsp.code == cli["rule"]
        assert lsp.range.start.line == cli["line"] - 1
        assert lsp.range.start.character == units(line[: cli["column"] - 1], encoding)
        assert lsp.range.end.character == units(lines[cli["endLine"] - 1][: cli["endColumn"] - 1], encoding)
        assert lsp.code_description.href == f"{DOCS}#{cli['rule']}"


@pytest.mark.asyncio
async def test_initialize_offers_the_features(client: LanguageClient, workspace):
    capabilities = client.init_result.capabilities
    assert capabilities.position_encoding == "utf-16"
    assert capabilities.hover_provider and capabilities.document_symbol_provider and capabilities.inlay_hint_provider
    assert set(capabilities.code_action_provider.code_action_kinds) == {"quickfix", "source.fixAll"}
    uri = await open_file(client, workspace / "a.routine.yaml", "title: A\ncards:\n  - countdown: Go\n    duration: 45s\n")
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_utf16_positions_with_astral_characters(client: LanguageClient, workspace):
    rng = random.Random(40)
    for round in range(15):
        text = astral_routine(rng)
        path = workspace / f"r{round}.routine.yaml"
        uri = await open_file(client, path, text)
        check_positions(client.diagnostics[uri], path, text, "utf-16")


@pytest.mark.asyncio
async def test_utf8_positions_when_the_client_offers_utf8(client8: LanguageClient, workspace):
    rng = random.Random(41)
    for round in range(15):
        text = astral_routine(rng)
        path = workspace / f"r{round}.routine.yaml"
        assert client8.init_result.capabilities.position_encoding == "utf-8"
        uri = await open_file(client8, path, text)
        check_positions(client8.diagnostics[uri], path, text, "utf-8")


@pytest.mark.asyncio
async def test_diagnostics_follow_changes_configuration_and_suppressions(client: LanguageClient, workspace):
    (workspace / ".seqc.yml").write_text("rules:\n  consecutive-rests: off\n")
    text = (
        "title: A\ncards:\n  - rest: One\n    duration: 10s\n  - rest: Two\n    duration: 10s\n"
        "  - countdown: A title far longer than any lock screen shows\n    duration: 5s\n"
    )
    uri = await open_file(client, workspace / "a.routine.yaml", text)
    codes = sorted(d.code for d in client.diagnostics[uri])
    assert codes == lint_json_for(workspace, "a.routine.yaml", text) and "consecutive-rests" not in codes
    assert "title-too-long" in codes and "leading-rest" in codes
    suppressed = text.replace("shows\n", "shows # seqc:disable-line title-too-long\n")
    await change(client, uri, 2, suppressed)
    codes = sorted(d.code for d in client.diagnostics[uri])
    assert codes == lint_json_for(workspace, "a.routine.yaml", suppressed) and "title-too-long" not in codes
    # A configuration saved meanwhile applies on the next change.
    (workspace / ".seqc.yml").write_text("rules:\n  consecutive-rests: off\n  leading-rest: off\n")
    await change(client, uri, 3, suppressed)
    assert "leading-rest" not in [d.code for d in client.diagnostics[uri]]


def lint_json_for(workspace: pathlib.Path, name: str, text: str):
    (workspace / name).write_text(text, encoding="utf-8")
    return sorted(d["rule"] for d in lint_json(workspace / name)["diagnostics"])


@pytest.mark.asyncio
async def test_code_actions_fix_and_fix_all(client: LanguageClient, workspace):
    text = "title: Fix\ncards:\n  - countdown: \"😀 Go\"\n    duraton: 45S\n  - rest: Breathe\n    duration: 10S\n"
    uri = await open_file(client, workspace / "f.routine.yaml", text)
    diagnostics = client.diagnostics[uri]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=6, character=0)),
            context=types.CodeActionContext(diagnostics=list(diagnostics)),
        )
    )
    quick = [a for a in actions if a.kind == "quickfix"]
    assert any(a.is_preferred for a in quick) and any(a.title.startswith("Fix (unsafe)") for a in quick)
    assert all(not a.is_preferred for a in quick if a.title.startswith("Fix (unsafe)"))
    fix_all = next(a for a in actions if a.kind == "source.fixAll")
    fixed = apply_edits(text, fix_all.edit.changes[uri], "utf-16")
    path = workspace / "f.routine.yaml"
    subprocess.run([SEQC, "lint", "--fix", path.name], cwd=workspace, capture_output=True, timeout=60)
    assert fixed == path.read_text(encoding="utf-8")
    unsafe = next(a for a in quick if a.title.startswith("Fix (unsafe)"))
    applied = apply_edits(text, unsafe.edit.changes[uri], "utf-16")
    assert "duration: 45S" in applied
    await change(client, uri, 2, applied)
    assert all(d.code != "unknown-key" for d in client.diagnostics[uri])


@pytest.mark.asyncio
async def test_completion_of_kinds_fields_values_and_rule_ids(client: LanguageClient, workspace):
    text = "title: C\ncards:\n  - countdown: Go\n    dur\n    duration: \n  - \n# seqc:disable-next-line \n"
    uri = await open_file(client, workspace / "c.routine.yaml", text)

    async def labels(line, character):
        result = await client.text_document_completion_async(
            types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character))
        )
        items = result.items if hasattr(result, "items") else result
        return {item.label for item in items}

    assert {"duration", "id"} <= await labels(3, 7)
    assert {"45s", "1:30", "PT1M30S"} <= await labels(4, 14)
    assert {"countdown", "interval", "repeat", "randomDuration"} <= await labels(5, 4)
    assert {"consecutive-rests", "clamped"} <= await labels(6, 25)
    assert {"title", "cards"} <= await labels(1, 0)


@pytest.mark.asyncio
async def test_hover_symbols_and_start_times(client: LanguageClient, workspace):
    text = (
        "title: H\ncards:\n  - countdown: Warm-up\n    duration: 45s\n  - interval: Sprints\n    work: 30s\n    rest: 15s\n    rounds: 3\n"
        "  - repeat: Circuit\n    rounds: 2\n    cards:\n      - countdown: Squats\n        duration: 40s\n"
    )
    uri = await open_file(client, workspace / "h.routine.yaml", text)
    doc = types.TextDocumentIdentifier(uri=uri)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc, position=types.Position(line=4, character=6)))
    assert "6 runtime cards" in hover.contents.value and "Sprints - Work 1/3" in hover.contents.value
    block = await client.text_document_hover_async(types.HoverParams(text_document=doc, position=types.Position(line=8, character=5)))
    assert "2 runtime cards" in block.contents.value and "1:20" in block.contents.value
    field = await client.text_document_hover_async(types.HoverParams(text_document=doc, position=types.Position(line=3, character=6)))
    assert "duration" in field.contents.value
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
    assert [s.name for s in symbols] == ["Warm-up", "Sprints", "Circuit"]
    assert [c.name for c in symbols[2].children] == ["Squats"]
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(text_document=doc, range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=20, character=0)))
    )
    assert [h.label for h in hints] == ["⏱ 0:00", "⏱ 0:45", "⏱ 3:00"]
    assert [h.position.line for h in hints] == [2, 4, 11]


@pytest.mark.asyncio
async def test_rule_hover_in_a_suppression_comment(client: LanguageClient, workspace):
    uri = await open_file(client, workspace / "s.routine.yaml", "# seqc:disable-file consecutive-rests\ntitle: S\ncards:\n  - countdown: Go\n")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=25))
    )
    assert "consecutive-rests" in hover.contents.value and f"{DOCS}#consecutive-rests" in hover.contents.value


@pytest.mark.asyncio
async def test_cancelled_requests_are_answered_as_cancelled(client: LanguageClient, workspace):
    cards = "".join(f"  - countdown: Card {i}\n    duration: {i % 50 + 1}s\n" for i in range(500))
    uri = await open_file(client, workspace / "big.routine.yaml", "title: Big\ncards:\n" + cards)
    params = types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    outcomes = []
    for attempt in range(5):
        # A busy server (a change of the whole text to check first) meets the cancel before the request.
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=attempt + 2),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text="title: Big\ncards:\n" + cards)],
            )
        )
        future = client.protocol.send_request_async("textDocument/documentSymbol", params, msg_id=f"cancel-{attempt}")
        client.protocol.notify("$/cancelRequest", types.CancelParams(id=f"cancel-{attempt}"))
        try:
            await asyncio.wait_for(future, 20)
            outcomes.append("answered")
        except asyncio.TimeoutError:
            raise
        except Exception as error:  # the client raises the error response
            outcomes.append("cancelled" if "-32800" in repr(error) or "cancel" in repr(error).lower() else repr(error))
    assert "cancelled" in outcomes
    assert set(outcomes) <= {"answered", "cancelled"}
    # The server still answers afterwards.
    symbols = await client.text_document_document_symbol_async(params)
    assert len(symbols) == 500


def raw_session(messages, close=True):
    """Runs `seqc lsp` on framed `messages`; its exit code and output."""
    data = b"".join(b"Content-Length: %d\r\n\r\n%s" % (len(m), m) for m in (json.dumps(x).encode() if isinstance(x, dict) else x for x in messages))
    done = subprocess.run([SEQC, "lsp"], input=data, capture_output=True, timeout=60)
    return done.returncode, done.stdout


INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}


def test_exit_codes_follow_the_protocol():
    assert raw_session([INIT, {"jsonrpc": "2.0", "id": 2, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}])[0] == 0
    assert raw_session([INIT, {"jsonrpc": "2.0", "method": "exit"}])[0] == 1
    assert raw_session([INIT])[0] == 1


def test_bad_frames_are_error_responses_and_the_server_goes_on():
    rng = random.Random(42)
    garbage = [bytes(rng.randrange(256) for _ in range(rng.randrange(1, 80))) for _ in range(30)]
    code, out = raw_session([INIT, *garbage, b"{", b"[1,2]", {"jsonrpc": "2.0", "id": 9, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}])
    assert code == 0
    assert b'"id":9' in out
    assert out.count(b'"code":-32700') >= 2


@pytest.mark.asyncio
async def test_formatting_gives_what_seqc_format_writes(client: LanguageClient, workspace):
    assert client.init_result.capabilities.document_formatting_provider
    text = 'title:   "😀 A"\ncards:\n    -   countdown: Go   # a comment\n        duration: 45s\n'
    uri = await open_file(client, workspace / "fmt.routine.yaml", text)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=2, insert_spaces=True)
        )
    )
    expected = subprocess.run([SEQC, "format", "-"], input=text.encode(), capture_output=True, timeout=60).stdout.decode()
    assert expected != text and apply_edits(text, edits, "utf-16") == expected
    await change(client, uri, 2, expected)
    again = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=2, insert_spaces=True)
        )
    )
    assert not again


def random_url(rng: random.Random) -> str:
    host = rng.choice(["docs.example.com", "example.org:8443", "wiki.example.net"])
    path = "/".join(rng.choice(["seqc", "rules.md", "v2", "team", "lint"]) for _ in range(rng.randint(0, 3)))
    return f"https://{host}/{path}"


@pytest.mark.asyncio
async def test_documentation_url_from_the_files_own_configuration(client: LanguageClient, workspace):
    """`documentation-url:` in the file's `.seqc.yml` links every rule id (over the client's
    initializationOptions), read anew on each check; a routine outside it keeps the client's."""
    rng = random.Random(43)
    team = workspace / "team"
    team.mkdir()
    text = "# seqc:disable-file consecutive-rests\ntitle: D\ncards:\n  - countdown: Go\n    duraton: 45S\n"
    uri = await open_file(client, team / "d.routine.yaml", text)
    assert all(d.code_description.href == f"{DOCS}#{d.code}" for d in client.diagnostics[uri])
    for version in range(2, 8):
        url = random_url(rng)
        (team / ".seqc.yml").write_text(f"documentation-url: {url}\n")
        await change(client, uri, version, text)
        diagnostics = client.diagnostics[uri]
        assert diagnostics and all(d.code_description.href == f"{url}#{d.code}" for d in diagnostics)
        hover = await client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=25))
        )
        assert f"({url}#consecutive-rests)" in hover.contents.value
    other = await open_file(client, workspace / "o.routine.yaml", text)
    assert all(d.code_description.href == f"{DOCS}#{d.code}" for d in client.diagnostics[other])


@pytest.mark.asyncio
async def test_a_documentation_url_that_is_not_https_is_a_configuration_error(client: LanguageClient, workspace):
    rng = random.Random(44)
    for round in range(6):
        folder = workspace / f"c{round}"
        folder.mkdir()
        bad = rng.choice(["http://example.com/rules.md", "file:///etc/passwd", "javascript:alert(1)", "https://exa\\u202Emple.com/",
                          "https://example.com/\\x1B[2J", "https:///rules.md", "command:workbench.action.quit"])
        (folder / ".seqc.yml").write_text(f'rules: {{}}\ndocumentation-url: "{bad}"\n')
        path = folder / "a.routine.yaml"
        uri = await open_file(client, path, "title: A\ncards:\n  - countdown: Go\n    duration: 45s\n")
        [diagnostic] = client.diagnostics[uri]
        assert diagnostic.code == "invalid-configuration" and diagnostic.range.start.line == 0
        assert diagnostic.message.startswith("not checked: .seqc.yml:2:20 'documentation-url' must"), diagnostic.message
        done = subprocess.run([SEQC, "lint", "--no-color", path.name], cwd=folder, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and ".seqc.yml:2:20: error: 'documentation-url' must" in done.stdout


def test_a_bad_documentation_url_from_the_client_is_ignored_with_a_log_message():
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"capabilities": {}, "initializationOptions": {"documentationBaseURL": "http://example.com/rules.md"}}}
    opened = {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": "untitled:a", "languageId": "yaml", "version": 1, "text": "title: A\ncards:\n  - countdown: Go\n    duraton: 45s\n"}}}
    code, out = raw_session([init, {"jsonrpc": "2.0", "method": "initialized", "params": {}}, opened,
                             {"jsonrpc": "2.0", "id": 2, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}])
    assert code == 0
    assert b'"window/logMessage"' in out and b"documentationBaseURL" in out
    assert b'"code":"unknown-key"' in out and b"codeDescription" not in out


@pytest.mark.asyncio
async def test_completion_of_enumerated_values(client: LanguageClient, workspace):
    """The values a field takes, from the language's descriptors: booleans (the default
    marked), the language version."""
    text = "seqc: \ntitle: E\ncards:\n  - countdown: Go\n    duration: 45s\n    autoComplete: \n"
    uri = await open_file(client, workspace / "e.routine.yaml", text)

    async def items(line, character):
        result = await client.text_document_completion_async(
            types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character))
        )
        return {item.label: item.detail for item in (result.items if hasattr(result, "items") else result)}

    booleans = await items(5, 18)
    assert set(booleans) == {"true", "false"} and booleans["true"] == "the default"
    assert set(await items(0, 6)) == {"1"}
