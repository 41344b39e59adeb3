#!/usr/bin/env bash
# Install (only what is missing) every tool Rinkside's build and tests need,
# from the package registries this project can reach: crates.io, npm, Debian.
# Nothing here downloads a prebuilt binary from elsewhere.
#
#   scripts/ensure-tools.sh            run it: installs, prints "ok: X" / "installing: X"
#   source scripts/ensure-tools.sh     from another script: installs, then exports PATH
#                                      (tools/node_modules/.bin first, ~/.cargo/bin)
#                                      and defines `ensure_tools` for calling again.
#
# Idempotent: a second run prints only "ok:" lines.
#
# Pins: trunk 0.21.14 (0.22 needs a newer rustc); wasm-bindgen-cli = the exact
# `wasm-bindgen = "=X"` pin in Cargo.toml (installed WITHOUT --locked: its lock
# names a crate version missing from the registry); wasm-opt from the npm
# package binaryen 132.0.0 (Debian's binaryen 108 breaks the wasm at load);
# playwright-core from npm, driving Debian's chromium (never its own download);
# wasm-split-cli 0.2.4 (crate wasm_split_cli_support) for splitting the wasm into chunks.

# --- the part that runs in its own bash process (strict mode) ----------------
_ensure_tools_main() {
  set -euo pipefail
  local root="$1"
  cd "$root"
  export PATH="$root/tools/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

  local apt_updated=0
  apt_install() { # apt_install pkg...
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    if [ "$apt_updated" -eq 0 ]; then
      $sudo apt-get update -qq
      apt_updated=1
    fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@"
  }

  # Rust toolchain pieces.
  if ! command -v rustup >/dev/null || ! command -v cargo >/dev/null; then
    echo "error: rustup/cargo not found on PATH; install Rust first" >&2
    exit 1
  fi
  # (Lists captured first: `cmd | grep -q` can trip pipefail via SIGPIPE.)
  local targets comps
  targets="$(rustup target list --installed)"
  comps="$(rustup component list --installed)"
  if grep -qx wasm32-unknown-unknown <<<"$targets"; then
    echo "ok: rust target wasm32-unknown-unknown"
  else
    echo "installing: rust target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
  local comp
  for comp in rustfmt clippy; do
    if grep -q "^$comp" <<<"$comps"; then
      echo "ok: rustup component $comp"
    else
      echo "installing: rustup component $comp"
      rustup component add "$comp"
    fi
  done

  # Trunk.
  local trunk_want="0.21.14"
  if [ "$(trunk --version 2>/dev/null || true)" = "trunk $trunk_want" ]; then
    echo "ok: trunk $trunk_want"
  else
    echo "installing: trunk $trunk_want (cargo install, several minutes)"
    cargo install trunk --version "$trunk_want" --locked --force
  fi

  # wasm-bindgen-cli, matching Cargo.toml's exact pin (also provides
  # wasm-bindgen-test-runner for the in-browser Rust tests).
  local wbg_want
  wbg_want="$(grep -E '^[[:space:]]*wasm-bindgen[[:space:]]*=' Cargo.toml | head -n1 |
    grep -oE '"=[0-9][^"]*"' | tr -d '"=' || true)"
  if [ -z "$wbg_want" ]; then
    echo 'error: Cargo.toml must pin wasm-bindgen exactly (wasm-bindgen = "=X.Y.Z")' >&2
    exit 1
  fi
  local trunk_wbg
  trunk_wbg="$(grep -E '^[[:space:]]*wasm_bindgen[[:space:]]*=' Trunk.toml | grep -oE '"[^"]*"' | tr -d '"' || true)"
  if [ "$trunk_wbg" != "$wbg_want" ]; then
    echo "error: Trunk.toml [tools] wasm_bindgen = \"$trunk_wbg\" but Cargo.toml pins wasm-bindgen =$wbg_want;" \
      "make them equal or an offline trunk build fails" >&2
    exit 1
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null || true)" = "wasm-bindgen $wbg_want" ] &&
    [ "$(wasm-bindgen-test-runner --version 2>/dev/null || true)" = "wasm-bindgen-test-runner $wbg_want" ]; then
    echo "ok: wasm-bindgen-cli $wbg_want"
  else
    echo "installing: wasm-bindgen-cli $wbg_want (cargo install, a few minutes)"
    cargo install wasm-bindgen-cli --version "$wbg_want" --force
  fi

  # wasm-split-cli (crate wasm_split_cli_support, feature build-binary): splits the app's wasm
  # into the main module and one lazily fetched chunk per game (scripts/build-wasm.sh). 0.2.4 is
  # the version tested with wasm-bindgen 0.2.130 (0.2.3 fixed a break wasm-bindgen 0.2.128 made).
  local split_want="0.2.4" installed
  installed="$(cargo install --list)"
  if grep -qx "wasm_split_cli_support v$split_want:" <<<"$installed" && command -v wasm-split-cli >/dev/null; then
    echo "ok: wasm-split-cli $split_want"
  else
    echo "installing: wasm-split-cli $split_want (cargo install, a few minutes)"
    cargo install wasm_split_cli_support --version "$split_want" --features build-binary --locked --force
  fi

  # Node + npm tools (tools/package-lock.json pins binaryen, playwright-core and axe-core).
  if command -v node >/dev/null && command -v npm >/dev/null; then
    echo "ok: node $(node --version)"
  else
    echo "installing: nodejs npm (apt)"
    apt_install nodejs npm
  fi
  # npm ci again whenever the lock file changed since the last install.
  local stamp="tools/node_modules/.rinkside-lock.sha256" lock_sum
  lock_sum="$(sha256sum tools/package-lock.json | cut -d' ' -f1)"
  if [ -x tools/node_modules/.bin/wasm-opt ] && [ -f tools/node_modules/playwright-core/package.json ] &&
    [ -f tools/node_modules/axe-core/axe.min.js ] &&
    [ "$(cat "$stamp" 2>/dev/null || true)" = "$lock_sum" ]; then
    echo "ok: npm tools ($(wasm-opt --version), playwright-core $(node -p 'require("./tools/node_modules/playwright-core/package.json").version'))"
  else
    echo "installing: npm tools (npm ci in tools/)"
    (cd tools && npm ci --no-audit --no-fund --loglevel=error)
    echo "$lock_sum" >"$stamp"
  fi

  # Browser for the wasm tests and the end-to-end tests.
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    echo "ok: chromium + chromium-driver"
  else
    echo "installing: chromium chromium-driver (apt)"
    apt_install chromium chromium-driver
  fi

  # Crate sources, so `trunk build --offline` and offline cargo runs work.
  if cargo fetch --offline --quiet >/dev/null 2>&1; then
    echo "ok: crates fetched"
  else
    echo "installing: crates (cargo fetch)"
    cargo fetch --quiet
  fi
}

# --- the part that runs in the caller's shell when sourced --------------------
_ENSURE_TOOLS_SCRIPT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
_ENSURE_TOOLS_ROOT="$(cd "$(dirname "$_ENSURE_TOOLS_SCRIPT")/.." && pwd)"

_ensure_tools_path() {
  local cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
  case ":$PATH:" in *":$cargo_bin:"*) ;; *) PATH="$cargo_bin:$PATH" ;; esac
  local npm_bin="$_ENSURE_TOOLS_ROOT/tools/node_modules/.bin"
  case ":$PATH:" in ":$npm_bin:"*) ;; *) PATH="$npm_bin:$PATH" ;; esac
  export PATH
  # For CommonJS require() of playwright-core from scripts outside tools/
  # (ES modules ignore NODE_PATH: import tools/playwright.mjs instead).
  case ":${NODE_PATH:-}:" in
    *":$_ENSURE_TOOLS_ROOT/tools/node_modules:"*) ;;
    *) export NODE_PATH="$_ENSURE_TOOLS_ROOT/tools/node_modules${NODE_PATH:+:$NODE_PATH}" ;;
  esac
}

# Install what is missing (in a child bash, so strict mode works whatever the
# caller's shell options are), then put the tools on the caller's PATH.
ensure_tools() {
  bash "$_ENSURE_TOOLS_SCRIPT" --install-only || return $?
  _ensure_tools_path
}

if [ "${1:-}" = "--install-only" ]; then
  _ensure_tools_main "$_ENSURE_TOOLS_ROOT"
elif [ "${BASH_SOURCE[0]}" = "$0" ]; then
  # Executed directly.
  set -euo pipefail
  _ensure_tools_main "$_ENSURE_TOOLS_ROOT"
  echo "ensure-tools: done (to use the tools in your shell: source scripts/ensure-tools.sh)"
else
  # Sourced.
  ensure_tools
fi
