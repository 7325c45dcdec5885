#!/usr/bin/env bash
# Browser tests need a Chromium. Playwright cannot download its own here, so use Debian's package.
set -euo pipefail
if [ -x /usr/bin/chromium ] || ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Browser tests need Chromium: run 'sudo apt-get install -y chromium' and try again." >&2
  exit 1
fi
