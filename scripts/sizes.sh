#!/usr/bin/env bash
# Size benchmark: raw and gzip -9 bytes of the release .wasm/.js/.css in dist/.
# Builds the release site first if dist/ is missing (or REBUILD=1). Prints
# figures only; asserts nothing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ ! -d dist ] || [ -z "$(ls -A dist 2>/dev/null)" ] || [ "${REBUILD:-0}" = 1 ]; then
  source scripts/ensure-tools.sh
  trunk build --release --offline
fi

shopt -s nullglob
files=(dist/*.wasm dist/*.js dist/*.css)
if [ "${#files[@]}" -eq 0 ]; then
  echo "no .wasm/.js/.css files in dist/" >&2
  exit 1
fi
printf '%-48s %12s %12s\n' "file" "raw bytes" "gzip -9"
total_raw=0 total_gz=0
for f in "${files[@]}"; do
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw)) total_gz=$((total_gz + gz))
  printf '%-48s %12d %12d\n' "${f#dist/}" "$raw" "$gz"
done
printf '%-48s %12d %12d\n' "TOTAL" "$total_raw" "$total_gz"
