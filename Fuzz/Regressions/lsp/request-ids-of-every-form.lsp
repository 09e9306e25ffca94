Content-Length: 83

{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}Content-Length: 229

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "untitled:a", "languageId": "yaml", "version": 1, "text": "title: \"😀😀 A\"\ncards:\n  - {countdown: \"🏋️ Go\", duraton: 45S}\n"}}}Content-Length: 68

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 7}}Content-Length: 151

{"jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 74

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": "seven"}}Content-Length: 157

{"jsonrpc": "2.0", "id": "seven", "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 71

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": null}}Content-Length: 154

{"jsonrpc": "2.0", "id": null, "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 70

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 1.5}}Content-Length: 153

{"jsonrpc": "2.0", "id": 1.5, "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 75

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": {"a": 1}}}Content-Length: 158

{"jsonrpc": "2.0", "id": {"a": 1}, "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 70

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": [1]}}Content-Length: 153

{"jsonrpc": "2.0", "id": [1], "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 69

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": -1}}Content-Length: 152

{"jsonrpc": "2.0", "id": -1, "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 86

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 9223372036854775808}}Content-Length: 169

{"jsonrpc": "2.0", "id": 9223372036854775808, "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 69

{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": ""}}Content-Length: 152

{"jsonrpc": "2.0", "id": "", "method": "textDocument/hover", "params": {"textDocument": {"uri": "untitled:a"}, "position": {"line": 2, "character": 5}}}Content-Length: 43

{"jsonrpc": "2.0", "id": 7, "result": null}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}