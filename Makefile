# Builds seqc as a tool: one release binary that runs without a Swift toolchain.
#
#   make                                  build .build-release/release/seqc
#   make install PREFIX=/usr/local        install it as $(PREFIX)/bin/seqc (DESTDIR honoured)
#   make install-strip                    the same, without debug symbols (a much smaller file)
#   make uninstall PREFIX=/usr/local      remove it
#   make test                             the test suite (`swift test`)
#   make clean                            remove the release build
#
# On Linux the Swift runtime and Foundation are linked statically
# (--static-swift-stdlib); libyaml is linked statically wherever the platform ships
# libyaml.a next to its shared library (Debian/Ubuntu's libyaml-dev, Homebrew's libyaml).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DESTDIR ?=
SWIFT ?= swift
INSTALL ?= install
PKG_CONFIG ?= pkg-config
# The release build's own scratch folder, so it never invalidates the debug build.
SCRATCH ?= .build-release

BINARY := $(SCRATCH)/release/seqc
SWIFT_FLAGS := -c release --scratch-path $(SCRATCH) --product seqc
ifeq ($(shell uname -s),Linux)
SWIFT_FLAGS += --static-swift-stdlib
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

.PHONY: all build install install-strip uninstall test clean

all: build

build:
ifneq ($(YAML_STATIC),)
	@mkdir -p "$(STATIC_YAML_DIR)"
	@ln -sf "$(YAML_STATIC)" "$(STATIC_YAML_DIR)/libyaml.a"
	@printf '%s\n' 'Name: LibYAML' 'Description: libyaml, linked statically into seqc' \
		"Version: $$($(PKG_CONFIG) --modversion yaml-0.1)" \
		"Cflags: $$($(PKG_CONFIG) --cflags yaml-0.1)" \
		'Libs: -L$(STATIC_YAML_DIR) -lyaml' > "$(STATIC_YAML_DIR)/yaml-0.1.pc"
	@echo "libyaml: static ($(YAML_STATIC))"
else
	@echo "libyaml: shared (no libyaml.a next to the shared library)"
endif
	$(BUILD_ENV) $(SWIFT) build $(SWIFT_FLAGS)

install: build
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 755 "$(BINARY)" "$(DESTDIR)$(BINDIR)/seqc"

install-strip: build
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -s -m 755 "$(BINARY)" "$(DESTDIR)$(BINDIR)/seqc"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/seqc"

test:
	$(SWIFT) test

clean:
	rm -rf "$(SCRATCH)"
