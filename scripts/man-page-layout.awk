# Lays out the help text inside the man page that generate-manual writes, as a man page
# lays out examples and tables.
#
# swift-argument-parser copies a command's discussion into the mdoc page line by line, so
# troff fills it as prose: an example command is run together with the next one or broken
# in the middle, and an aligned two-column table loses its columns. This rewrites only
# such text lines (never a request line, which starts with '.'):
#   - a run of lines indented by two or more spaces (examples, a code block) becomes a
#     literal display (.Bd -literal ... .Ed), printed line for line with its indentation;
#   - a table, two or more lines "term  text" at the start of a paragraph whose text
#     starts at one column (a wrapped row goes on in lines indented to that column),
#     becomes a tagged list (.Bl -tag ... .It Cm term ... .El), which man fills and
#     aligns to the page's width.
# Anything else passes through unchanged, and so does this script's own output.
#
#   awk -f scripts/man-page-layout.awk generated.1 > man/seqc.1

# The column a table row's text starts at (1-based), or 0 when `line` is not a row: a
# word at the start of the line, two or more spaces, then text.
function row_column(line) {
    return match(line, /^[^ \t]+  +[^ ]/) ? RLENGTH : 0
}

# Whether `line` goes on the row above: blanks up to the text column, then text.
function continues(line, column) {
    return match(line, /^ +[^ ]/) && RLENGTH == column
}

function is_text(line) {
    return line != "" && line !~ /^['.]/
}

# A text line that would start with '.' or ' is read as a request; \& keeps it text.
function safe(line) {
    return line ~ /^['.]/ ? "\\&" line : line
}

{ lines[++count] = $0 }

END {
    paragraph_start = 1
    i = 1
    while (i <= count) {
        line = lines[i]
        if (line ~ /^\.Bd /) {
            # A display already laid out stays as it is.
            while (i <= count && lines[i] != ".Ed") print lines[i++]
            continue
        }
        if (!is_text(line)) {
            print line
            paragraph_start = 1
            i++
            continue
        }
        if (line ~ /^  /) {
            print ".Bd -literal"
            while (i <= count && lines[i] ~ /^  /) print lines[i++]
            print ".Ed"
            paragraph_start = 0
            continue
        }
        column = row_column(line)
        if (paragraph_start && column > 0) {
            # The rows, each with its wrapped lines joined; a table has two rows at least.
            rows = 0
            widest = ""
            j = i
            while (j <= count) {
                if (row_column(lines[j]) == column) {
                    term[++rows] = substr(lines[j], 1, index(lines[j], " ") - 1)
                    text[rows] = substr(lines[j], column)
                    if (length(term[rows]) > length(widest)) widest = term[rows]
                } else if (rows > 0 && continues(lines[j], column)) {
                    text[rows] = text[rows] " " substr(lines[j], column)
                } else {
                    break
                }
                j++
            }
            if (rows >= 2) {
                print ".Bl -tag -width " widest
                for (r = 1; r <= rows; r++) {
                    # \& keeps a term that reads as a macro name (Ar, Fl) a word.
                    print ".It Cm \\&" term[r]
                    print safe(text[r])
                }
                print ".El"
                i = j
                paragraph_start = 0
                continue
            }
        }
        print line
        paragraph_start = 0
        i++
    }
}
