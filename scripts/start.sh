#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, and runs allas on this machine.
# Until the sites and the gateway exist, the product's visible part is the design system: Storybook
# is built and served at http://localhost:6006.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=bootstrap.sh
. scripts/bootstrap.sh

echo "start: building Storybook"
pnpm build-storybook

PORT_STORYBOOK=${STORYBOOK_PORT:-6006}
echo "start: Storybook (the @allas/ui design system) at http://localhost:$PORT_STORYBOOK"
exec pnpm exec vite preview --outDir storybook-static --port "$PORT_STORYBOOK" --strictPort --host 127.0.0.1
