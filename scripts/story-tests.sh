#!/usr/bin/env bash
# story-tests.sh REPORT RUN…: the story interaction tests (scripts/test.sh), one Vitest run per RUN
# argument (one folder, or several separated by spaces), all written into reports/REPORT.json. Vitest
# runs a run's story files in one headless chromium tester page. With many story files in one run,
# that page was often lost midway ("Browser connection was closed while running tests") and the
# files still queued never ran: with every story file of the repository (about 120), and with
# site-kit's 61 in one run (twice in one `npm test`; alone it held). ui's 61 lighter files hold in
# one run; site-kit runs in groups of area folders of at most 25 files (a run per folder paid a Vite
# start and transform each: 11 runs 308 s, against 130 s for one run). A run that still loses the
# page while no test failed is repeated once, and the log says so; a failing test or any other error
# fails the step.
set -uo pipefail
report=$1
shift
log=$(mktemp)
parts=()
status=0
trap 'rm -f "$log"' EXIT
for run_folders in "$@"; do
  read -ra folders <<<"$run_folders"
  part="$report-$((${#parts[@]} + 1))"
  parts+=("$ROOT/reports/$part.json")
  for attempt in 1 2; do
    vitest_in . "$part" -c .storybook/vitest.config.ts "${folders[@]}" 2>&1 | tee "$log"
    run=${PIPESTATUS[0]}
    [ "$run" -eq 0 ] && break
    if [ "$attempt" -eq 1 ] && grep -q "Browser connection was closed while running tests" "$log" &&
      node -e "process.exit(require(process.argv[1]).numFailedTests===0?0:1)" \
        "$ROOT/reports/$part.json"; then
      echo "story tests: the browser session was lost in $run_folders with no test failed; running it once more"
      continue
    fi
    status=1
    break
  done
done
# One report for the step: the parts' counts added up, their files listed together.
node -e '
const fs = require("node:fs");
const [out, ...parts] = process.argv.slice(1);
const reports = parts.filter((p) => fs.existsSync(p)).map((p) => JSON.parse(fs.readFileSync(p, "utf8")));
const sum = (key) => reports.reduce((n, r) => n + (r[key] ?? 0), 0);
fs.writeFileSync(out, JSON.stringify({
  numPassedTests: sum("numPassedTests"), numFailedTests: sum("numFailedTests"),
  numPendingTests: sum("numPendingTests"), numTodoTests: sum("numTodoTests"),
  testResults: reports.flatMap((r) => r.testResults ?? []),
}));
' "$ROOT/reports/$report.json" "${parts[@]}"
exit "$status"
