#!/usr/bin/env bash
# Every test: types, lint, build, unit tests, HTML validity, then browser tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

# astro check first: it writes the content collections' types (.astro/), which type-aware lint reads.
echo "== astro check"
npx astro check --minimumSeverity warning
echo "== lint and format"
npx eslint --max-warnings 0 .
npx prettier --check .
echo "== build"
npx astro build
echo "== unit tests, and tests of the built site"
npx vitest run
echo "== HTML validity (html-validate, then the W3C Nu checker)"
npx html-validate 'dist/**/*.html'
java -jar node_modules/vnu-jar/build/dist/vnu.jar --errors-only --skip-non-html dist
echo "== browser tests"
npx playwright test "$@"
