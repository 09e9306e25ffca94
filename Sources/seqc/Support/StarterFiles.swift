/// The files `seqc init` writes besides the configuration: a CI workflow and a pre-commit
/// configuration. seqc has no release yet, so both name its repository and `main` where a
/// version belongs, with a comment saying to pin a tag once one exists.
enum StarterFiles {
    /// Where seqc's source is fetched from; the README names the same placeholder.
    static let repository = "https://github.com/OWNER/seqc"
    /// The version the files pin until a release exists.
    static let version = "main"

    /// `.github/workflows/seqc.yml`: lint every push and pull request, annotated on the
    /// pull request (seqc picks its `github` format on GitHub Actions).
    static let githubWorkflow = """
        # seqc lint on every push and pull request: compile errors and lint rules, shown as
        # annotations on the pull request. Made by `seqc init --github-actions`.
        name: seqc

        on:
          push:
          pull_request:

        permissions:
          contents: read

        jobs:
          lint:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - name: Install libyaml
                run: sudo apt-get update && sudo apt-get install -y libyaml-dev
              - name: Build seqc
                # seqc has no release yet: this builds its main branch. Pin a release tag in
                # SEQC_REF once one exists, and set SEQC_REPOSITORY to where seqc lives.
                env:
                  SEQC_REPOSITORY: \(repository)
                  SEQC_REF: \(version)
                run: |
                  git clone --depth 1 --branch "$SEQC_REF" "$SEQC_REPOSITORY" "$RUNNER_TEMP/seqc"
                  swift build -c release --package-path "$RUNNER_TEMP/seqc" --product seqc
                  echo "$RUNNER_TEMP/seqc/.build/release" >> "$GITHUB_PATH"
              - name: Lint routines
                run: seqc lint

        """

    /// `.pre-commit-config.yaml`: seqc's hook on the routines a commit stages.
    static let preCommitConfiguration = """
        # pre-commit (https://pre-commit.com): seqc lint on the routines you commit.
        # Made by `seqc init --pre-commit`. Set `repo` to where seqc lives.
        repos:
          - repo: \(repository)
            # seqc has no release yet: pin a release tag here once one exists
            # (`pre-commit autoupdate` does it).
            rev: \(version)
            hooks:
              - id: seqc-lint          # builds seqc with SwiftPM (Swift 6 and libyaml-dev)
              # - id: seqc-lint-system # or: the seqc already on PATH

        """
}
