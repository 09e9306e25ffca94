Content-Length: 83

{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}Content-Length: 229

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "untitled:a", "languageId": "yaml", "version": 1, "text": "title: \"😀😀 A\"\ncards:\n  - {countdown: \"🏋️ Go\", duraton: 45S}\n"}}}Content-Length: 249

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "untitled:a", "version": 2}, "contentChanges": [{"range": {"start": {"line": 0, "character": 8}, "end": {"line": 0, "character": 9}}, "text": "𝄞\r\n "}]}}Content-Length: 260

{"jsonrpc": "2.0", "id": 23, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 260

{"jsonrpc": "2.0", "id": 24, "method": "textDocument/formatting", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 259

{"jsonrpc": "2.0", "id": 25, "method": "textDocument/inlayHint", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 249

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "untitled:a", "version": 3}, "contentChanges": [{"range": {"start": {"line": 9, "character": 0}, "end": {"line": 2, "character": 0}}, "text": "𝄞\r\n "}]}}Content-Length: 260

{"jsonrpc": "2.0", "id": 37, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 260

{"jsonrpc": "2.0", "id": 38, "method": "textDocument/formatting", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 259

{"jsonrpc": "2.0", "id": 39, "method": "textDocument/inlayHint", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 250

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "untitled:a", "version": 4}, "contentChanges": [{"range": {"start": {"line": 2, "character": 40}, "end": {"line": 0, "character": 0}}, "text": "𝄞\r\n "}]}}Content-Length: 260

{"jsonrpc": "2.0", "id": 51, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 260

{"jsonrpc": "2.0", "id": 52, "method": "textDocument/formatting", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 259

{"jsonrpc": "2.0", "id": 53, "method": "textDocument/inlayHint", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 267

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "untitled:a", "version": 5}, "contentChanges": [{"range": {"start": {"line": 0, "character": 2147483648}, "end": {"line": 2147483648, "character": 0}}, "text": "𝄞\r\n "}]}}Content-Length: 260

{"jsonrpc": "2.0", "id": 65, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 260

{"jsonrpc": "2.0", "id": 66, "method": "textDocument/formatting", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 259

{"jsonrpc": "2.0", "id": 67, "method": "textDocument/inlayHint", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 251

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "untitled:a", "version": 6}, "contentChanges": [{"range": {"start": {"line": -1, "character": -1}, "end": {"line": 0, "character": 3}}, "text": "𝄞\r\n "}]}}Content-Length: 260

{"jsonrpc": "2.0", "id": 79, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 260

{"jsonrpc": "2.0", "id": 80, "method": "textDocument/formatting", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 259

{"jsonrpc": "2.0", "id": 81, "method": "textDocument/inlayHint", "params": {"textDocument": {"uri": "untitled:a"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}, "context": {"diagnostics": []}, "options": {"tabSize": 2}}}Content-Length: 50

{"jsonrpc": "2.0", "id": 99, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}