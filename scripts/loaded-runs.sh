#!/usr/bin/env bash
# The browser suite under load: runs it RUNS times (default 3) on the built site while one busy process per core
# spins beside it, and prints each run's result and time. A test that passes here does not depend on the machine
# being quiet. Build first (npm run build); arguments after RUNS go to Playwright.
#
#   npm run test:loaded            # three runs of every browser test
#   npm run test:loaded -- 1 tests/e2e/enquiry-faults.spec.ts
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true

spinners=()
for _ in $(seq "$(nproc)"); do
  node -e 'for (;;);' &
  spinners+=($!)
done
trap 'kill "${spinners[@]}" 2>/dev/null' EXIT

failed=0
for run in $(seq "$runs"); do
  start=$(date +%s)
  log=$(mktemp)
  npx playwright test --reporter=line "$@" >"$log" 2>&1
  status=$?
  summary=$(grep -E '^\s+[0-9]+ (passed|failed|flaky|did not run|skipped)' "$log" | xargs)
  echo "run $run of $runs: ${summary:-no summary} in $(($(date +%s) - start)) s, $(nproc) busy processes beside it"
  if [ "$status" -ne 0 ]; then
    failed=1
    sed -n '/^\s*[0-9]*) /,$p' "$log" | head -80
  fi
  rm -f "$log"
done
exit "$failed"
