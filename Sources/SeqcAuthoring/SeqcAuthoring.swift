// Schemas, templates, the AI prompt text and decompiling: generated from the language
// definitions in SeqcCompiler, so they can never disagree with the parser.
