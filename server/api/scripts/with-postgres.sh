#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster from Debian's packages: initdb in a temp
# folder, a server on a free loopback port, TEST_DATABASE_URL pointing at it; everything is stopped
# and removed afterwards. PostgreSQL refuses to run as root, so as root the cluster belongs to the
# `postgres` user. Usage: scripts/with-postgres.sh <command> [args…]
set -euo pipefail

bin_dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin_dir" ] || [ ! -x "$bin_dir/postgres" ]; then
  echo "with-postgres: no PostgreSQL server found (run scripts/bootstrap.sh --postgres)" >&2
  exit 1
fi

run_as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cluster=$(mktemp -d "${TMPDIR:-/tmp}/allas-pg.XXXXXX")
if [ "$(id -u)" = 0 ]; then chown postgres "$cluster"; fi
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  run_as_owner "$bin_dir/pg_ctl" -D "$cluster/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap cleanup EXIT

run_as_owner "$bin_dir/initdb" -D "$cluster/data" -U allas --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
run_as_owner "$bin_dir/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$cluster -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

export TEST_DATABASE_URL="postgresql://allas@127.0.0.1:$port/postgres"
"$@"
