#!/usr/bin/env bash
# story-tests.sh REPORT FOLDER…: the story interaction tests (scripts/test.sh), one Vitest run of the
# story files under the given folders, written into reports/REPORT.json. Vitest runs them in one
# headless chromium tester page, in one shared iframe (.storybook/vitest.config.ts says why). When
# each file had an iframe of its own, that page was often lost midway through a run of many files
# ("Browser connection was closed while running tests") and the files still queued never ran. A run
# that still loses the page while no test failed is repeated once, and the log says so; a failing
# test or any other error fails the step.
set -uo pipefail
report=$1
shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for attempt in 1 2; do
  vitest_in . "$report" -c .storybook/vitest.config.ts "$@" 2>&1 | tee "$log"
  run=${PIPESTATUS[0]}
  [ "$run" -eq 0 ] && exit 0
  if [ "$attempt" -eq 1 ] && grep -q "Browser connection was closed while running tests" "$log" &&
    node -e "process.exit(require(process.argv[1]).numFailedTests===0?0:1)" \
      "$ROOT/reports/$report.json"; then
    echo "story tests: the browser session was lost with no test failed; running it once more"
    continue
  fi
  exit 1
done
