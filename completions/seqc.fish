function __seqc_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __seqc_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __seqc_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __seqc_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __seqc_parse_tokens -S
    set -l unparsed_tokens (__seqc_tokens -pc)
    switch $unparsed_tokens[1]
    case 'seqc'
        __seqc_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'build'
            __seqc_parse_subcommand -r 1 'files-from=' 'out-dir=' 'o/output=' 'report=' 'format=' 'config=' 'stdin-filename=' 'jobs=' 'check-across-files' 'no-text-report' 'strict' 'q/quiet' 'summary=' 'color=' 'no-color' 'version' 'h/help'
        case 'lint'
            __seqc_parse_subcommand -r 1 'files-from=' 'format=' 'o/output=' 'stdin-filename=' 'config=' 'baseline=' 'write-baseline=' 'max-warnings=' 'jobs=' 'fix' 'unsafe-fixes' 'diff' 'no-cache' 'cache-dir=' 'strict' 'q/quiet' 'summary=' 'color=' 'no-color' 'version' 'h/help'
        case 'rules'
            __seqc_parse_subcommand 0 'format=' 'version' 'h/help'
        case 'explain'
            __seqc_parse_subcommand 1 'version' 'h/help'
        case 'schema'
            __seqc_parse_subcommand 1 'o/output=' 'dialect=' 'force' 'version' 'h/help'
        case 'templates'
            __seqc_parse_subcommand 0 'format=' 'version' 'h/help'
        case 'new'
            __seqc_parse_subcommand 2 'force' 'schema=' 'version' 'h/help'
        case 'init'
            __seqc_parse_subcommand 1 'github-actions' 'pre-commit' 'force' 'version' 'h/help'
        case 'prompt'
            __seqc_parse_subcommand 0 'format=' 'examples=' 'version' 'h/help'
        case 'decompile'
            __seqc_parse_subcommand 1 'o/output=' 'stdin-filename=' 'color=' 'no-color' 'force' 'version' 'h/help'
        case 'format'
            __seqc_parse_subcommand -r 1 'files-from=' 'check' 'diff' 'config=' 'stdin-filename=' 'jobs=' 'q/quiet' 'color=' 'no-color' 'version' 'h/help'
        case 'preview'
            __seqc_parse_subcommand 1 'o/output=' 'format=' 'stdin-filename=' 'color=' 'no-color' 'force' 'version' 'h/help'
        case 'show'
            __seqc_parse_subcommand 1 'width=' 'stdin-filename=' 'color=' 'no-color' 'version' 'h/help'
        case 'lsp'
            __seqc_parse_subcommand 0 'stdio' 'version' 'h/help'
        case 'help'
            __seqc_parse_subcommand -r 1 'version'
        end
    end
end

function __seqc_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __seqc_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __seqc_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __seqc_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__seqc_tokens -p)
    if test -z "$(__seqc_tokens -t)"
        set -l index (count (__seqc_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'seqc' -f
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'build' -d 'Compile routines to runtime JSON, with a report of authored versus runtime cards.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'lint' -d 'Check routines, and with --fix repair what can be repaired.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'rules' -d 'List every rule seqc reports.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'explain' -d 'Explain one rule: why it exists, how to configure it, and examples.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'schema' -d 'Print a JSON Schema generated from the routine language.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'templates' -d 'List the starter routines built into seqc.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'new' -d 'Start a routine from a built-in template.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'init' -d 'Start a repository of routines: a configuration, an example routine, CI.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'prompt' -d 'Print the routine language as instructions for an AI model.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'decompile' -d 'Turn runtime JSON back into a canonical routine file.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'format' -d 'Lay routines out in the canonical layout: indentation, spacing and blank lines.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'preview' -d 'Draw a routine\'s timeline as an SVG picture or an HTML page.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'show' -d 'Print a routine\'s timeline: each runtime card\'s start, length and round.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'lsp' -d 'Run a Language Server Protocol server for editors on standard input and output.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc build" -ge 1' -fa '(set -l exts \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" files-from' -l 'files-from' -d 'Also check the paths listed in this file (\'-\': standard input), one a line or NUL-separated (git ls-files -z).' -rF
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" out-dir' -l 'out-dir' -d 'The directory for ID.json outputs (default: the current directory).' -rfa '(__seqc_complete_directories)'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" o output' -l 'output' -s 'o' -d 'The output file for a single input; \'-\' for standard output.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" report' -l 'report' -d 'Also write the report as JSON to this file (\'-\': standard output, instead of the text report).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" format' -l 'format' -d 'How diagnostics are printed on standard error.' -rfka 'text json sarif github'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" config' -l 'config' -d 'The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).' -rfa '(set -l exts \'yml\' \'yaml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" stdin-filename' -l 'stdin-filename' -d 'The name standard input (-) is reported under.' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" jobs' -l 'jobs' -d 'How many files to check at once (default: every core).' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" check-across-files' -l 'check-across-files' -d 'Write nothing and report only problems between routines: two with one id, and two whose file names differ only in case or suffix (for build tools that build each routine alone and name its output after its file, as the SwiftPM plugin does).'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" no-text-report' -l 'no-text-report' -d 'Print no report of what each routine became, only diagnostics (the SwiftPM build plugin passes it, so that a build log holds only what needs attention).'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" strict' -l 'strict' -d 'Treat every warning as an error.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" q quiet' -l 'quiet' -s 'q' -d 'Print errors only: no warnings, notes or summary line.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" summary' -l 'summary' -d 'Append a Markdown summary (problems by rule, each routine\'s cards, time and timeline) to this file, e.g. "$GITHUB_STEP_SUMMARY".' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'md\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" color' -l 'color' -d 'When to colour text output (default: auto: on a terminal, unless NO_COLOR is set; FORCE_COLOR colours a pipe too).' -rfka 'auto always never'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" no-color' -l 'no-color' -d 'The same as --color never.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc build" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc lint" -ge 1' -fa '(set -l exts \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" files-from' -l 'files-from' -d 'Also check the paths listed in this file (\'-\': standard input), one a line or NUL-separated (git ls-files -z).' -rF
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" format' -l 'format' -d 'How diagnostics are printed (default: text; github when GITHUB_ACTIONS=true).' -rfka 'text json sarif github'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" o output' -l 'output' -s 'o' -d 'Write the report to this file instead of standard output.' -rF
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" stdin-filename' -l 'stdin-filename' -d 'The name standard input is reported under.' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" config' -l 'config' -d 'The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).' -rfa '(set -l exts \'yml\' \'yaml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" baseline' -l 'baseline' -d 'Report only findings not recorded in this baseline file.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" write-baseline' -l 'write-baseline' -d 'Record every finding in this baseline file.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" max-warnings' -l 'max-warnings' -d 'Fail (exit 1) when there are more than this many warnings.' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" jobs' -l 'jobs' -d 'How many files to check at once (default: every core).' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" fix' -l 'fix' -d 'Apply safe fix-its to the files in place, then report what remains.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" unsafe-fixes' -l 'unsafe-fixes' -d 'With --fix, also apply unsafe fix-its (guesses at what was meant).'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" diff' -l 'diff' -d 'With --fix, print the changes as a unified diff instead of writing them (exit 1 when there are any).'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" no-cache' -l 'no-cache' -d 'Check every file anew, neither reading nor writing the lint cache.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" cache-dir' -l 'cache-dir' -d 'Keep the lint cache in this directory (default: the user\'s cache directory; never one inside the linted tree).' -rfa '(__seqc_complete_directories)'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" strict' -l 'strict' -d 'Treat every warning as an error.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" q quiet' -l 'quiet' -s 'q' -d 'Print errors only: no warnings, notes or summary line.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" summary' -l 'summary' -d 'Append a Markdown summary (problems by rule, each routine\'s cards, time and timeline) to this file, e.g. "$GITHUB_STEP_SUMMARY".' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'md\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" color' -l 'color' -d 'When to colour text output (default: auto: on a terminal, unless NO_COLOR is set; FORCE_COLOR colours a pipe too).' -rfka 'auto always never'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" no-color' -l 'no-color' -d 'The same as --color never.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lint" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc rules" format' -l 'format' -d 'Output format: text, json or markdown.' -rfka 'text json markdown'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc rules" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc rules" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc explain" -eq 1' -fka 'clamped comment-in-text consecutive-rests duplicate-card-id duplicate-card-title duplicate-checklist-item duplicate-key duplicate-output-name duplicate-routine-id empty-value fixed-random-range implausible-duration info-without-text invalid-configuration invalid-duration invalid-id io-error json-syntax large-repeat leading-rest merge-key missing-field missing-kind multiple-documents multiple-kinds no-timed-card out-of-range resource-limit rest-after-final-rest single-round-repeat title-too-long too-many-cards trailing-final-rest unknown-key unknown-kind unsupported-tag unsupported-version unused-suppression wrong-type yaml-syntax'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc explain" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc explain" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc schema" -eq 1' -fka 'routine runtime llm'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc schema" o output' -l 'output' -s 'o' -d 'Write to this file instead of standard output.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc schema" dialect' -l 'dialect' -d 'With llm: the provider\'s strict-mode form, openai, anthropic or gemini.' -rfka 'openai anthropic gemini'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc schema" force' -l 'force' -d 'Replace the -o file if it exists.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc schema" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc schema" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc templates" format' -l 'format' -d 'Output format: text or json.' -rfka 'text json'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc templates" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc templates" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc new" -eq 1' -fka 'circuit emom-ladder evening-stretch morning-hiit morning-ritual pomodoro reaction-drill tabata'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc new" -eq 2' -fa '(set -l exts \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc new" force' -l 'force' -d 'Replace PATH if it exists.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc new" schema' -l 'schema' -d 'Add a yaml-language-server modeline pointing at this schema path or URL.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc new" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc new" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc init" -eq 1' -fa '(__seqc_complete_directories)'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc init" github-actions' -l 'github-actions' -d 'Add a GitHub Actions workflow that runs seqc lint.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc init" pre-commit' -l 'pre-commit' -d 'Add a pre-commit configuration with seqc\'s hook.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc init" force' -l 'force' -d 'Replace files that exist.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc init" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc init" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc prompt" format' -l 'format' -d 'Output format: markdown or json.' -rfka 'markdown json'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc prompt" examples' -l 'examples' -d 'How many templates to show as worked examples.' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc prompt" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc prompt" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc decompile" -eq 1' -fa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc decompile" o output' -l 'output' -s 'o' -d 'Write the routine here instead of standard output.' -rfa '(set -l exts \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc decompile" stdin-filename' -l 'stdin-filename' -d 'The name standard input is reported under (default: <stdin>).' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc decompile" color' -l 'color' -d 'When to colour text output (default: auto: on a terminal, unless NO_COLOR is set; FORCE_COLOR colours a pipe too).' -rfka 'auto always never'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc decompile" no-color' -l 'no-color' -d 'The same as --color never.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc decompile" force' -l 'force' -d 'Replace the -o file if it exists.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc decompile" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc decompile" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc format" -ge 1' -fa '(set -l exts \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" files-from' -l 'files-from' -d 'Also check the paths listed in this file (\'-\': standard input), one a line or NUL-separated (git ls-files -z).' -rF
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" check' -l 'check' -d 'Change nothing; name each file that is not formatted (exit 1 when there is one).'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" diff' -l 'diff' -d 'Change nothing; print the changes as a unified diff (exit 1 when there are any).'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" config' -l 'config' -d 'The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).' -rfa '(set -l exts \'yml\' \'yaml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" stdin-filename' -l 'stdin-filename' -d 'The name standard input is reported under.' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" jobs' -l 'jobs' -d 'How many files to check at once (default: every core).' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" q quiet' -l 'quiet' -s 'q' -d 'Print errors only: no warnings, notes or summary line.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" color' -l 'color' -d 'When to colour text output (default: auto: on a terminal, unless NO_COLOR is set; FORCE_COLOR colours a pipe too).' -rfka 'auto always never'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" no-color' -l 'no-color' -d 'The same as --color never.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc format" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc preview" -eq 1' -fa '(set -l exts \'yaml\' \'yml\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc preview" o output' -l 'output' -s 'o' -d 'Write the picture here instead of standard output.' -rfa '(set -l exts \'svg\' \'html\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc preview" format' -l 'format' -d 'svg or html (default: from the -o name, else svg).' -rfka 'svg html'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc preview" stdin-filename' -l 'stdin-filename' -d 'The name standard input is reported under (default: <stdin>).' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc preview" color' -l 'color' -d 'When to colour text output (default: auto: on a terminal, unless NO_COLOR is set; FORCE_COLOR colours a pipe too).' -rfka 'auto always never'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc preview" no-color' -l 'no-color' -d 'The same as --color never.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc preview" force' -l 'force' -d 'Replace the -o file if it exists.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc preview" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc preview" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_positional "seqc show" -eq 1' -fa '(set -l exts \'yaml\' \'yml\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc show" width' -l 'width' -d 'Columns to fit (default: the terminal\'s, else COLUMNS, else 80).' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc show" stdin-filename' -l 'stdin-filename' -d 'The name standard input is reported under (default: <stdin>).' -rfka ''
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc show" color' -l 'color' -d 'When to colour text output (default: auto: on a terminal, unless NO_COLOR is set; FORCE_COLOR colours a pipe too).' -rfka 'auto always never'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc show" no-color' -l 'no-color' -d 'The same as --color never.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc show" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lsp" stdio' -l 'stdio' -d 'Accepted for clients that pass it: standard input and output are the only transport.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lsp" version' -l 'version' -d 'Show the version.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc lsp" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'seqc' -n '__seqc_should_offer_completions_for_flags_or_options "seqc help" version' -l 'version' -d 'Show the version.'
