#!/usr/bin/env bash
# Installs what allas needs on a fresh machine: pnpm (pinned), the workspace dependencies and,
# with --browser, Debian's chromium for the browser tests. Safe to run again: each step is skipped
# when its result is already there.
set -euo pipefail
# BASH_SOURCE, not $0: this file is sourced by test.sh and start.sh.
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PNPM_VERSION=12.21.0

need_browser=0
need_postgres=0
for arg in "$@"; do
  case "$arg" in
    --browser) need_browser=1 ;;
    --postgres) need_postgres=1 ;;
  esac
done

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then
    as_root apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# pnpm: a global install of the pinned version; a project-local one when the global prefix is not writable.
if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "bootstrap: installing pnpm $PNPM_VERSION"
  if ! npm install -g --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    npm install --silent --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
  fi
fi
if [ -x .tools/node_modules/.bin/pnpm ]; then
  export PATH="$PWD/.tools/node_modules/.bin:$PATH"
fi

if [ "$need_browser" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  echo "bootstrap: installing Debian chromium"
  apt_install chromium
fi

if [ "$need_postgres" = 1 ] && ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "bootstrap: installing Debian PostgreSQL"
  apt_install postgresql postgresql-contrib
fi

echo "bootstrap: installing workspace dependencies"
CI=true pnpm install --frozen-lockfile --reporter=silent
