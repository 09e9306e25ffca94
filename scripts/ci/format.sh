#!/usr/bin/env bash
# The project's own Swift code follows .swift-format; `swift format` ships with the
# toolchain. Fix a failure with:
#   swift format format --in-place --recursive --parallel Sources Tests Fuzz/Sources Package.swift Fuzz/Package.swift
set -euo pipefail
cd "$(dirname "$0")/../.."
swift format lint --strict --recursive --parallel Sources Tests Fuzz/Sources Package.swift Fuzz/Package.swift
echo "format: every Swift file follows .swift-format"
