#!/usr/bin/env bash
# Benchmark (not a test): the Hard ICIH player's decision times in wasm, in headless Chromium.
# Prints median, p95 and worst decision times and the length of one search slice.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/ensure-tools.sh
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  CHROMEDRIVER=/usr/bin/chromedriver \
  WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/webdriver.json" \
  cargo test --profile bench-native --target wasm32-unknown-unknown --test bench_hard_wasm -- --include-ignored --nocapture 2>&1 |
  grep -E "hard decisions|test result|error" || true
