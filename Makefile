# Builds seqc as a tool: one release binary that runs without a Swift toolchain.
#
#   make                                  build .build-release/release/seqc
#   make install PREFIX=/usr/local        install it as $(PREFIX)/bin/seqc, with its man page and
#                                         bash, zsh and fish completions (DESTDIR honoured)
#   make install-strip                    the same, without debug symbols (a much smaller file)
#   make uninstall PREFIX=/usr/local      remove them
#   make test                             the test suite (`swift test`)
#   make artifactbundle                   BinaryPlugin/seqc.artifactbundle (SwiftPM's artifact
#                                         bundle of this binary, for this machine's triple), its
#                                         zip and the zip's checksum (scripts/artifactbundle.sh)
#   make clean                            remove the release build
#
# On Linux the Swift runtime and FoundationEssentials (not Foundation proper, which would
# bring ICU's data) are linked statically (--static-swift-stdlib); libyaml is linked
# statically wherever the platform ships libyaml.a next to its shared library
# (Debian/Ubuntu's libyaml-dev, Homebrew's libyaml).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
# Where the man page and completions go: the folders man, bash-completion, zsh and fish
# search under a prefix (Homebrew and Debian packages use the same ones).
MANDIR ?= $(PREFIX)/share/man
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d
DESTDIR ?=
SWIFT ?= swift
INSTALL ?= install
PKG_CONFIG ?= pkg-config
# The release build's own scratch folder, so it never invalidates the debug build.
SCRATCH ?= .build-release

BINARY := $(SCRATCH)/release/seqc
SWIFT_FLAGS := -c release --scratch-path $(SCRATCH) --product seqc
# On Linux the executable is fully static (-static-executable: the C and C++ libraries
# too): no dynamic loader at start, which was a fifth of a one-file lint (8.5 M
# instructions instead of 11.4 M; docs/performance.md). The linker warns that glibc's
# user and group lookups (getpwuid_r and the like, in FoundationEssentials' file
# attributes and home directory) and dlopen need glibc's shared modules at run time, and
# that mktemp is unsafe; seqc calls none of them. The build's output passes through
# scripts/static-link-warnings.awk, which replaces exactly those warnings by one note
# saying so, and lets every other line through. `make STATIC_EXECUTABLE=no` links the C
# and C++ libraries shared instead.
STATIC_EXECUTABLE ?= yes
# Concrete generic types (an array of cards, a table of rules) get their metadata through
# accessor functions the compiler writes, not by demangling their names at run time, which
# checks each generic requirement by scanning every protocol conformance in the binary:
# that was half of a one-file lint (7.9 M instructions, now 4.2 M; docs/performance.md).
# A frontend option, so only here: a package's unsafe flags would stop apps depending on it.
SWIFT_FLAGS += -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
ifeq ($(shell uname -s),Linux)
SWIFT_FLAGS += --static-swift-stdlib
ifeq ($(STATIC_EXECUTABLE),yes)
SWIFT_FLAGS += -Xswiftc -static-executable
endif
endif

# SwiftPM links the CLibYAML system library with what pkg-config's yaml-0.1 says, which
# names the folder holding both libyaml.so and libyaml.a; the linker then prefers the
# shared one. When libyaml.a exists, a private yaml-0.1.pc points the linker at a folder
# that holds only libyaml.a, so `-lyaml` can only resolve statically.
YAML_LIBDIR := $(shell $(PKG_CONFIG) --variable=libdir yaml-0.1 2>/dev/null)
YAML_STATIC := $(if $(YAML_LIBDIR),$(wildcard $(YAML_LIBDIR)/libyaml.a))
STATIC_YAML_DIR := $(abspath $(SCRATCH))/static-yaml
ifneq ($(YAML_STATIC),)
BUILD_ENV := PKG_CONFIG_PATH="$(STATIC_YAML_DIR)$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH}"
endif

# What the binary is built from: `install` rebuilds only when one of these is newer, so
# `make && sudo make install` never needs a Swift toolchain on root's PATH.
SOURCES := Makefile Package.swift $(wildcard Package.resolved) $(shell find Sources -type f 2>/dev/null)

# The private yaml-0.1.pc; empty when libyaml stays shared.
STATIC_YAML_PC := $(if $(YAML_STATIC),$(STATIC_YAML_DIR)/yaml-0.1.pc)
# The build, its output through the static-link filter above. POSIX sh has no pipefail,
# so the build's exit status goes through a file and is the recipe's.
BUILD_STATUS := $(SCRATCH)/build.status
SWIFT_BUILD := mkdir -p "$(SCRATCH)" && { $(BUILD_ENV) $(SWIFT) build $(SWIFT_FLAGS) 2>&1; echo $$? > "$(BUILD_STATUS)"; } \
	| awk -f scripts/static-link-warnings.awk; exit "$$(cat "$(BUILD_STATUS)")"

.PHONY: all build install install-strip install-data uninstall test clean artifactbundle

all: build

build: $(STATIC_YAML_PC)
	$(SWIFT_BUILD)
	@touch "$(STAMP)"

# A stamp, not the binary itself: SwiftPM leaves the binary alone when nothing it links
# changed, so the binary's own time cannot say whether it is current.
STAMP := $(SCRATCH)/seqc.stamp
$(STAMP): $(SOURCES) $(STATIC_YAML_PC)
	$(SWIFT_BUILD)
	@touch "$@"

$(STATIC_YAML_DIR)/yaml-0.1.pc:
	@mkdir -p "$(STATIC_YAML_DIR)"
	@ln -sf "$(YAML_STATIC)" "$(STATIC_YAML_DIR)/libyaml.a"
	@printf '%s\n' 'Name: LibYAML' 'Description: libyaml, linked statically into seqc' \
		"Version: $$($(PKG_CONFIG) --modversion yaml-0.1)" \
		"Cflags: $$($(PKG_CONFIG) --cflags yaml-0.1)" \
		'Libs: -L$(STATIC_YAML_DIR) -lyaml' > "$@"
	@echo "libyaml: linked statically from $(YAML_STATIC)"

install: $(STAMP) install-data
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 755 "$(BINARY)" "$(DESTDIR)$(BINDIR)/seqc"

install-strip: $(STAMP) install-data
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -s -m 755 "$(BINARY)" "$(DESTDIR)$(BINDIR)/seqc"

# The checked-in man page and completions (generated from the command definitions, and
# checked against them by CI), so installing needs no run of the binary.
install-data:
	$(INSTALL) -d "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(BASH_COMPLETION_DIR)" \
		"$(DESTDIR)$(ZSH_COMPLETION_DIR)" "$(DESTDIR)$(FISH_COMPLETION_DIR)"
	$(INSTALL) -m 644 man/seqc.1 "$(DESTDIR)$(MANDIR)/man1/seqc.1"
	$(INSTALL) -m 644 completions/seqc.bash "$(DESTDIR)$(BASH_COMPLETION_DIR)/seqc"
	$(INSTALL) -m 644 completions/_seqc "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_seqc"
	$(INSTALL) -m 644 completions/seqc.fish "$(DESTDIR)$(FISH_COMPLETION_DIR)/seqc.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/seqc" "$(DESTDIR)$(MANDIR)/man1/seqc.1" "$(DESTDIR)$(BASH_COMPLETION_DIR)/seqc" \
		"$(DESTDIR)$(ZSH_COMPLETION_DIR)/_seqc" "$(DESTDIR)$(FISH_COMPLETION_DIR)/seqc.fish"

test:
	$(SWIFT) test

# The bundle's one variant is the binary built here, for the triple it was built for (the
# compiler's, without an OS version): x86_64-unknown-linux-gnu on this kind of machine.
# A bundle with more variants (a macOS universal binary, Linux on aarch64) is made where
# their SDKs are, with scripts/artifactbundle.sh and one --variant each (CHANGELOG.md, "Making a release").
BUNDLE_DIR ?= BinaryPlugin
HOST_TRIPLE = $(shell $(SWIFT) -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1)

artifactbundle: $(STAMP)
	bash scripts/artifactbundle.sh "$(BUNDLE_DIR)" --variant "$(BINARY)=$(HOST_TRIPLE)"

clean:
	rm -rf "$(SCRATCH)"
