# The project's own warnings in a build log, each once (the Swift driver prints one for
# every frontend job that compiles its file, so the same warning appears many times).
#
# A compiler or linker warning is the project's when its file lies inside the repository
# and outside the build folders (.build*/, where SwiftPM checks dependencies out); a
# SwiftPM warning without a file is the project's when it names one of the package's
# targets or the package itself. Dependencies' warnings are not the project's to fix.
#
#   awk -v root="$PWD" -f scripts/ci/project-warnings.awk build.log
#
# Prints `FILE:LINE:COL: warning: MESSAGE` with FILE relative to the repository.

function inside_repository(path) {
    if (substr(path, 1, length(root) + 1) == root "/") path = substr(path, length(root) + 2)
    else if (path ~ /^\//) return ""
    if (path ~ /^\.build/ || path ~ /\/\.build[^\/]*\// || path ~ /^\.\.\//) return ""
    return path
}

# `path:line:col: warning: message` or `path:line: warning: message`, as compilers print.
match($0, /^[^ :][^:]*:[0-9]+(:[0-9]+)?: warning: /) {
    path = $0
    sub(/:[0-9]+(:[0-9]+)?: warning: .*$/, "", path)
    relative = inside_repository(path)
    if (relative != "") {
        line = relative substr($0, length(path) + 1)
        if (!(line in seen)) {
            seen[line] = 1
            print line
        }
    }
    next
}

# SwiftPM's own: `warning: 'target': ...`.
/^warning: '/ {
    name = $0
    sub(/^warning: '/, "", name)
    sub(/'.*$/, "", name)
    if (name in targets && !($0 in seen)) {
        seen[$0] = 1
        print $0
    }
}

BEGIN {
    n = split(names, list, " ")
    for (i = 1; i <= n; i++) targets[list[i]] = 1
}
