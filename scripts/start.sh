#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the three sites, then runs the api and the gateway in
# production mode (NODE_ENV=production: React's production build, no development route anywhere).
# The api creates, migrates and fills the embedded database (data/db) on its first run.
# `pnpm dev` is the development mode (hot reload, the mail outbox).
# HU answers at http://localhost:3000 and http://hu.localhost:3000, RO at http://ro.localhost:3000,
# the blue-collar board at http://blue.localhost:3000,
# the api on 127.0.0.1:3001. Ctrl-C (or SIGTERM) stops both.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=bootstrap.sh
. scripts/bootstrap.sh

echo "start: building the HU, RO and blue-collar sites"
pnpm build:sites

API_PORT=${API_PORT:-3001}
PORT=${PORT:-3000}
# The gateway reaches the api where this script starts it, unless API_URL says otherwise.
API_URL=${API_URL:-http://${API_HOST:-127.0.0.1}:$API_PORT}
NODE_ENV=production
export API_PORT PORT API_URL NODE_ENV

pids=()
stop() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait
}
trap stop EXIT INT TERM

echo "start: api on 127.0.0.1:$API_PORT (the first run fills the database with demo data)"
pnpm --filter @allas/api start &
pids+=($!)

# The gateway only needs the api for pages with data; wait for it so the first page is complete.
for _ in $(seq 1 300); do
  if node -e "fetch('http://127.0.0.1:$API_PORT/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
    break
  fi
  sleep 1
done

echo "start: gateway on port $PORT"
pnpm --filter @allas/gateway start &
pids+=($!)

cat <<URLS

allas is running:
  HU  http://localhost:$PORT  and  http://hu.localhost:$PORT
  RO  http://ro.localhost:$PORT
  BLUE http://blue.localhost:$PORT  (the blue-collar board: HU jobs, blue theme)
  api http://127.0.0.1:$API_PORT  (OpenAPI: /openapi.json)
Storybook for the design system: pnpm storybook
URLS

wait -n
