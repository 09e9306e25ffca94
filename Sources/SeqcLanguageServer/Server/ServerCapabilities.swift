import SeqcCompiler

/// The `initialize` result: what this server does, and the position encoding chosen.
struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        struct Sync: Encodable {
            let openClose = true
            /// 2: incremental; a change may also send the whole text.
            let change = 2
            let save = true
        }
        struct CodeActions: Encodable {
            let codeActionKinds = [CodeActions.quickFix, CodeActions.fixAll]
        }
        struct Completion: Encodable {
            let triggerCharacters = [":", " ", "-", ",", "#"]
        }
        let positionEncoding: String
        let textDocumentSync = Sync()
        let codeActionProvider = CodeActions()
        let completionProvider = Completion()
        let hoverProvider = true
        let documentSymbolProvider = true
        let inlayHintProvider = true
        let documentFormattingProvider = true
    }
    struct ServerInfo: Encodable {
        let name = "seqc"
        let version = SeqcVersion.current
    }
    let capabilities: Capabilities
    let serverInfo = ServerInfo()
}
