/// seqc's own version, printed by `--version` and written into SARIF.
public enum SeqcVersion {
    public static let current = "0.1.0"
}
