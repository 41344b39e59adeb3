#!/usr/bin/env bash
# Build the release site and serve it on http://127.0.0.1:${PORT:-8080}/
# (127.0.0.1/localhost count as secure contexts, so the service worker works).
#
#   scripts/serve.sh            trunk build --release --offline, then a static server
#   scripts/serve.sh --watch    trunk serve (rebuilds on change; note the service
#                               worker may serve cached files until the next rebuild)
#   PORT=9000 scripts/serve.sh  another port
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/ensure-tools.sh
PORT="${PORT:-8080}"

if [ "${1:-}" = "--watch" ]; then
  exec trunk serve --release --offline --address 127.0.0.1 --port "$PORT"
fi
trunk build --release --offline
exec node scripts/serve-dist.mjs dist "$PORT"
