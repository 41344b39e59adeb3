#!/usr/bin/env bash
# Size benchmark: raw and gzip -9 bytes of every file the release app serves from dist/, the
# first load (what the lobby needs: index.html, the main wasm and its JS, the chunk loader, the
# CSS and the service worker) and each lazily fetched chunk. Builds the release site first if
# dist/ is missing (or REBUILD=1). Prints figures only; asserts nothing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ ! -f dist/index.html ] || [ "${REBUILD:-0}" = 1 ]; then
  source scripts/ensure-tools.sh
  trunk build --release --offline
fi

shopt -s nullglob
pkg=(dist/pkg-*/)
if [ "${#pkg[@]}" -ne 1 ]; then
  echo "expected one dist/pkg-<build>/ folder, found ${#pkg[@]}: rebuild with REBUILD=1" >&2
  exit 1
fi
pkg="${pkg[0]%/}"

gz() { gzip -9 -c "$1" | wc -c; }
row() { printf '%-56s %12s %12s\n' "$@"; }

# rows FILE...: one row per file; leaves the sums in $sum_raw and $sum_gz.
rows() {
  sum_raw=0 sum_gz=0
  local f raw g
  for f in "$@"; do
    raw=$(wc -c <"$f")
    g=$(gz "$f")
    sum_raw=$((sum_raw + raw)) sum_gz=$((sum_gz + g))
    row "${f#dist/}" "$raw" "$g"
  done
}

row "file" "raw bytes" "gzip -9"
echo "-- first load (the lobby)"
rows dist/index.html "$pkg/main_bg.wasm" "$pkg/main.js" "$pkg/__wasm_split.js" dist/*.css dist/sw.js
first_raw=$sum_raw first_gz=$sum_gz
row "FIRST LOAD TOTAL" "$first_raw" "$first_gz"

echo "-- chunks (fetched when a game or the lab is first opened; split_* is one game's, chunk_* is shared; the games' CSS comes with the first)"
rows "$pkg"/split_*.wasm "$pkg"/chunk_*.wasm "$pkg"/*.css
row "CHUNKS TOTAL" "$sum_raw" "$sum_gz"
row "ALL (first load + chunks)" "$((first_raw + sum_raw))" "$((first_gz + sum_gz))"
