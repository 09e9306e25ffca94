#!/usr/bin/env bash
# The project's own Swift code follows .swift-format; `swift format` ships with the
# toolchain. Fix a failure with:
#   swift format format --in-place --recursive --parallel Sources Tests Fuzz/Sources Plugins Benchmarks/Benchmarks Examples/TimerApp/Sources Examples/TimerApp/Tests Package.swift Fuzz/Package.swift Benchmarks/Package.swift Examples/TimerApp/Package.swift
set -euo pipefail
cd "$(dirname "$0")/../.."
swift format lint --strict --recursive --parallel Sources Tests Fuzz/Sources Plugins Benchmarks/Benchmarks Examples/TimerApp/Sources Examples/TimerApp/Tests Package.swift Fuzz/Package.swift Benchmarks/Package.swift Examples/TimerApp/Package.swift
echo "format: every Swift file follows .swift-format"
