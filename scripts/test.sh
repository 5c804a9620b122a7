#!/usr/bin/env bash
# `npm test`: installs what the tests need, then runs every check and test suite of the repository.
# Every step runs even when an earlier one failed, so one run shows every problem; the script ends
# with one plain "N passed, N failed" line and exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

# shellcheck source=bootstrap.sh
. scripts/bootstrap.sh --browser --postgres || { echo "bootstrap failed"; echo "0 passed, 1 failed"; exit 1; }

rm -rf reports && mkdir -p reports
: >reports/steps.tsv

# step NAME REPORT COMMAND…: runs one check and records whether it passed. REPORT names the JSON
# test report the command writes into reports/ (without .json), or - for a check without one.
step() {
  local name=$1 report=$2
  shift 2
  echo
  echo "━━ $name"
  local started=$SECONDS
  if "$@"; then
    printf '%s\tpassed\t%s\t%s\n' "$name" "$((SECONDS - started))" "$report" >>reports/steps.tsv
  else
    printf '%s\tfailed\t%s\t%s\n' "$name" "$((SECONDS - started))" "$report" >>reports/steps.tsv
  fi
}

# step_in_background NAME REPORT COMMAND…: a `step` that runs while the script goes on to the next
# one, for suites that leave a core idle on their own. Its output goes to a log that wait_for_steps
# prints whole once it has ended, so two steps' output never interleaves.
background_pids=()
background_logs=()
step_in_background() {
  local log="reports/background-${#background_logs[@]}.log"
  step "$@" >"$log" 2>&1 &
  background_pids+=("$!")
  background_logs+=("$log")
}

# wait_for_steps: waits for the steps started by step_in_background and prints their output.
wait_for_steps() {
  local log
  wait "${background_pids[@]}"
  for log in "${background_logs[@]}"; do cat "$log"; done
  background_pids=()
  background_logs=()
}

# vitest_in DIR REPORT [ARGS…]: one Vitest run that writes reports/REPORT.json.
# Exported so that wrapper scripts (server/api/scripts/with-postgres.sh) can run it too.
vitest_in() {
  local dir=$1 report=$2
  shift 2
  (cd "$dir" && pnpm exec vitest run --reporter=default --reporter=json \
    --outputFile.json="$ROOT/reports/$report.json" "$@")
}
export -f vitest_in
export ROOT

step "format and lint (biome)" - pnpm exec biome ci .
# ARCHITECTURE.md §3's import rules: a forbidden import per rule, which Biome must refuse.
step "import rules refuse forbidden imports" - node scripts/check-import-rules.mjs
step "type check (tsc -b)" - pnpm exec tsc -b
step "core: unit and property tests, coverage" vitest-core vitest_in packages/core vitest-core --coverage
# ui's component tests (happy-dom) beside the story interactions: the story run waits on its browser
# for a third of its time. Back to back: 146 s side by side, 211-393 s one after the other.
step_in_background "ui: component tests" vitest-ui vitest_in packages/ui vitest-ui
# Every story of ui and site-kit (play functions included) as a test in chromium, in one Vitest run
# (one Vite server transforms ui's sources once for both; 80 s where one run for ui and three for
# site-kit's areas took 553 s, measured within minutes on one machine); then the static Storybook,
# screenshotted in two themes at two widths and scanned by axe in every theme (tests/visual).
step "ui and site-kit: story interactions (chromium)" vitest-stories \
  scripts/story-tests.sh vitest-stories packages/ui packages/site-kit
wait_for_steps
step "ui: static Storybook build" - pnpm build-storybook
step "ui: visual and accessibility (playwright)" playwright-visual pnpm test:visual
# The packed @allas/ui tarball in a plain Vite app with the demo partner theme (tests/ui-pack).
step "ui: packed tarball in a partner app" ui-pack pnpm test:pack
# api: the same integration suite on embedded PGlite and on a throw-away Debian PostgreSQL cluster,
# side by side (each run seeds its own database; together 36-72 s instead of 50-168 s one after
# the other, measured back to back here).
step_in_background "api: integration tests on PGlite" vitest-api-pglite \
  vitest_in server/api vitest-api-pglite
step "api: integration tests on PostgreSQL" vitest-api-postgres \
  server/api/scripts/with-postgres.sh vitest_in server/api vitest-api-postgres
wait_for_steps
# gateway: auth proxy, pass-through, failure modes and the SSR adapter against loopback stand-ins for the api.
step "gateway: proxy, headers and SSR hook" vitest-gateway vitest_in server/gateway vitest-gateway
# site-kit: the route table of spec §2, the guards in spec order, the catalogs, SEO and the root middleware.
step "site-kit: route table, guards, catalogs" vitest-site-kit vitest_in packages/site-kit vitest-site-kit
# The two sites built, then Playwright journeys through the gateway (api with a small seed, a second
# gateway in maintenance) in Debian chromium, axe included (tests/e2e).
step "sites: build (hu, ro, blue)" - pnpm build:sites
step "e2e: sites through the gateway (playwright)" playwright-e2e pnpm test:e2e
# Whole pages of the built sites (signed out, a job seeker's, an employer's) at 375 and 1280 px against
# their baselines, axe on each, on a product of their own seeded under a fixed clock (tests/pages).
step "pages: screenshots and accessibility (playwright)" playwright-pages pnpm test:pages
# The built product as npm start runs it (production): a seeded fuzzer (≥ 5,000 malformed requests),
# the authorization matrix, hostile uploads, and the api killed, frozen and restarted (tests/resilience).
step "resilience: fuzzer, authorization, uploads, faults" vitest-resilience \
  pnpm exec vitest run -c tests/resilience/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$ROOT/reports/vitest-resilience.json"

# The closing summary: each step with its wall time, the run's total wall time (bootstrap included).
node scripts/summarize-tests.mjs reports "$SECONDS"
