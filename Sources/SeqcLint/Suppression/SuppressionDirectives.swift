/// The directives a suppression comment may name (`# seqc:disable-next-line RULE`), for
/// editors that complete them.
public enum SuppressionDirectives {
    /// Each directive as written after `seqc:`.
    public static var names: [String] { SuppressionComment.Directive.allCases.map(\.rawValue) }
}
