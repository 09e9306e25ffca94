/// What to write instead, for a YAML syntax error no diagnosis recognises: libyaml's words
/// name the parser's state, not the author's mistake, so each of its problems a routine
/// meets is given the usual cause and its cure; any other gets the rules of quoting.
enum SyntaxHelp {
    /// The help line for libyaml's `problem`.
    static func help(for problem: String) -> String {
        if problem.contains("alphabetic or numeric character") {
            return "'*' and '&' start an alias and an anchor in YAML: quote a text that starts with them, "
                + "or delete the line if it is not part of the routine"
        }
        if problem.contains("mapping values are not allowed") {
            return "a value holding ': ' is read as a second key: quote the value"
        }
        if problem.contains("could not find expected ':'") {
            return "each key ends with ': ' before its value: add it, or quote a text that runs over several lines"
        }
        if problem.contains("cannot start any token") {
            return "quote the value: it starts with a character YAML reserves ('@', '`', '%' or a tab)"
        }
        return "check this line's indentation and quoting: quote a value that holds ': ' or ' #', "
            + "or starts with '*', '&', '!', '[', '{', '@' or '`'"
    }
}
