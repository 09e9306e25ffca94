# `make`'s build output, with the linker's warnings about the static C library that are
# expected replaced by one note saying why they are harmless; every other line, other
# warnings included, passes through as it is.
#
# Linking a fully static executable (Makefile, STATIC_EXECUTABLE=yes), the GNU linker
# warns about glibc functions that need glibc's shared modules at run time (the user and
# group lookups getpwuid_r, getpwnam_r, getgrgid_r and getgrnam_r, which load NSS modules,
# and dlopen) and about mktemp. Each such call is inside the toolchain's static libraries
# (libswiftCore.a, libFoundationEssentials.a), on a path seqc never takes: user and group
# names of file attributes, the home directory, Data's atomic writes, a prespecialization
# library the runtime looks for only when asked to by an environment variable. A warning
# of that kind from any other file (seqc's own code, another library) is not expected
# and passes through.
#
#   swift build ... 2>&1 | awk -f scripts/static-link-warnings.awk

/\/swift_static\/[^ ]*\.a\(/ && (/warning: Using '(getpwuid_r|getpwnam_r|getgrgid_r|getgrnam_r|dlopen)' in statically linked applications/ || /warning: the use of .mktemp' is dangerous/) {
    name = $0
    if (name ~ /Using '/) {
        sub(/.*Using '/, "", name)
        sub(/'.*/, "", name)
    } else {
        name = "mktemp"
    }
    if (!(name in seen)) names = names (names == "" ? "" : ", ") name
    seen[name] = 1
    next
}

# The note goes where the warnings were: before the first line after them.
function explain() {
    if (names == "") return
    print "note: the static link's warnings about " names " are expected:"
    print "  each is a call inside the Swift runtime or FoundationEssentials, on a path seqc never"
    print "  takes (user and group names, the home directory, atomic Data writes, a"
    print "  prespecialization library); see scripts/static-link-warnings.awk."
    names = ""
}

{
    explain()
    print
    fflush()
}

END { explain() }
