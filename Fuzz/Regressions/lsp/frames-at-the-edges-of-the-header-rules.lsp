content-length: 83

{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}Content-Type: x
Content-Length: 229

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "untitled:a", "languageId": "yaml", "version": 1, "text": "title: \"😀😀 A\"\ncards:\n  - {countdown: \"🏋️ Go\", duraton: 45S}\n"}}}Content-Length: 2
Content-Length: 2

{}Content-Length: 5

[1,2]Content-Length: 43

{"jsonrpc":"2.0","id":3,"method":"shutdown"Content-Length: 49

{"jsonrpc": "2.0", "id": 4, "method": "shutdown"}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}