/// Composes any YAML file seqc reads besides routines (such as `.seqc.yml`) into
/// positioned nodes, with the same limits and diagnostics (`yaml-syntax`,
/// `resource-limit`, `unsupported-tag`, ...) as routine files get.
/// `root` is nil when the file holds no document or could not be read to its end.
public func composeYAML(_ file: SourceFile, limits: YAMLLimits = YAMLLimits()) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
    let composed = YAMLComposer.compose(file, limits: limits)
    return (composed.root, composed.diagnostics.sortedForPresentation())
}
