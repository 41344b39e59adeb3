#!/usr/bin/env bash
# Builds the app's wasm and splits it into a small main module plus one chunk per game (and the
# realism lab), fetched only when that part of the app is first used.
#
# Run by Trunk as a `build`-stage hook (Trunk.toml); Trunk's own Rust build is skipped
# (index.html: data-trunk-skip). Writes $TRUNK_STAGING_DIR/pkg/: main.js + main_bg.wasm (what
# the lobby needs), the chunk .wasm files and __wasm_split.js (the chunk loader). The
# post_build hook (scripts/gen-sw.mjs) then renames pkg/ to a per-build folder.
#
# The steps are what cargo-leptos does for `--split` (see ../shared/code-splitting.md):
#   1. cargo build with --emit-relocs, so wasm-split can move functions between modules;
#   2. wasm-split-cli: every `#[wasm_split(name, ..)]` function and what only it reaches goes
#      to its own module; code two chunks share goes to a shared chunk;
#   3. wasm-bindgen on the main module (it keeps the exports the chunks import from it);
#   4. wasm-opt -Oz (npm binaryen 132) on every module.
#
#   scripts/build-wasm.sh [OUT_DIR]    by hand (default: $TRUNK_STAGING_DIR/pkg, else dist/pkg)
#   WASM_OPT=0 scripts/build-wasm.sh   without wasm-opt: larger, but with function names
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"

out="${1:-${TRUNK_STAGING_DIR:-$root/dist}/pkg}"
profile="${TRUNK_PROFILE:-release}"
# Trunk runs hooks with its own PATH; the tools live in ~/.cargo/bin and tools/node_modules/.bin.
export PATH="$root/tools/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

target_dir="$(cargo metadata --offline --format-version 1 --no-deps | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"
work="$target_dir/wasm-split"
rm -rf "$work" "$out"
mkdir -p "$work" "$out"

cargo_profile=(--release)
profile_dir=release
if [ "$profile" = "debug" ]; then
  cargo_profile=()
  profile_dir=debug
fi
# --emit-relocs only for the wasm target's artifacts (with --target, RUSTFLAGS skip build
# scripts), so the native build's cache is untouched.
RUSTFLAGS="${RUSTFLAGS:-} -Clink-args=--emit-relocs" \
  cargo build "${cargo_profile[@]}" --offline --features split --target wasm32-unknown-unknown --bin rinkside

wasm-split-cli "$target_dir/wasm32-unknown-unknown/$profile_dir/rinkside.wasm" "$work/split" \
  --out-name main --target web

wasm-bindgen "$work/split/main.wasm" --out-dir "$out" --target web \
  --keep-lld-exports --no-demangle --no-typescript --out-name main

shopt -s nullglob
for chunk in "$work"/split/*.wasm; do
  [ "$(basename "$chunk")" = main.wasm ] && continue
  cp "$chunk" "$out/"
done
cp "$work/split/__wasm_split.js" "$out/"
# The games' stylesheets travel with the chunks (index.html loads them when a game opens).
cp "$root/style/sim.css" "$root/style/crease.css" "$root/style/dice.css" \
  "$root/style/fourth-street.css" "$out/"

# WASM_OPT=0 keeps the names (for twiggy, or to read a stack trace).
if [ "$profile" != "debug" ] && [ "${WASM_OPT:-1}" != 0 ]; then
  for wasm in "$out"/*.wasm; do
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
      --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
      "$wasm" -o "$wasm"
  done
fi
echo "build-wasm: $(ls "$out" | wc -l) files in $out"
