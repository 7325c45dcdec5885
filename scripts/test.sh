#!/usr/bin/env bash
# Every test: types, lint, build, unit tests, HTML validity, then browser tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
# A maintained Node LTS for every step (fetched once where the machine's is older).
# shellcheck source=ensure-node.sh
source scripts/ensure-node.sh

# Runs two steps at once (each alone leaves one of the two cores idle much of the time), prints each one's output
# when it ends, and fails if either failed.
side_by_side() {
  local first second status_first=0 status_second=0
  first=$(mktemp)
  second=$(mktemp)
  bash -c "$1" >"$first" 2>&1 &
  local pid=$!
  bash -c "$2" >"$second" 2>&1 || status_second=$?
  wait "$pid" || status_first=$?
  cat "$first" "$second"
  rm -f "$first" "$second"
  [ "$status_first" -eq 0 ] && [ "$status_second" -eq 0 ]
}

# Each step's heading says when it started, so a slow run shows where its time went.
step() { printf '== %s (at %dm%02ds)\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }

step "the site's behaviour constants against the spec's, then the unit tests (seconds, before anything is built)"
node --import tsx --test tests/spec/constants.test.ts
npx vitest run --project unit
bash scripts/ensure-chromium.sh
# The art test runs the picture generator, a package of its own (workshop/art/): installed here if it is not yet.
node scripts/workshop.mjs --install art

# astro sync writes the content collections' types (.astro/), which type-aware lint reads.
step "types (astro check), beside lint and format (ESLint, Prettier)"
npx astro sync >/dev/null
side_by_side 'npx astro check --minimumSeverity warning' 'npx eslint --max-warnings 0 . && npx prettier --check .'
step "build"
npx astro build
step "integration tests and tests of the built site (vitest), beside HTML validity (html-validate, then the W3C Nu checker)"
side_by_side 'npx vitest run --project integration --project built' 'bash scripts/validate-html.sh'
step "browser tests"
npx playwright test "$@"
# Last and alone: they watch timed behaviour in real time in Chromium, Firefox and WebKit (tests/engines/README.md).
step "the engines tests (Chromium, Firefox, WebKit)"
bash scripts/ensure-engines.sh
npx playwright test -c playwright.engines.config.ts
step "done"
