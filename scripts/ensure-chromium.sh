#!/usr/bin/env bash
# Playwright cannot download its own browsers here, so the tests and benchmarks use Debian's packages:
#   chromium-headless-shell  the browser tests (the lean headless Chromium Playwright itself tests in);
#   chromium                 Lighthouse and the tap benchmark (npm run bench, bench:tap), which measure the full browser;
#   fonts-noto-core          Noto Sans Devanagari, as an Android phone has, so Hindi and Marathi lines break where a
#                            reader's would.
# Where Playwright's own browsers are installed, the tests use those instead and neither Chromium is needed.
set -euo pipefail
packages=()
if ! ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
  [ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
  [ -x /usr/bin/chromium ] || packages+=(chromium)
fi
if ! fc-list : family 2>/dev/null | grep 'Noto Sans Devanagari' >/dev/null; then
  packages+=(fonts-noto-core)
fi
[ ${#packages[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's ${packages[*]} for the browser tests and benchmarks…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
elif [[ " ${packages[*]} " != *" fonts-noto-core "* ]] && { [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-headless-shell ]; }; then
  # One Chromium is enough for the tests (the full one is slower; the shell cannot run the benchmarks).
  echo "Note: 'sudo apt-get install -y ${packages[*]}' would add what is missing." >&2
else
  echo "Browser tests need ${packages[*]}: run 'sudo apt-get install -y ${packages[*]}' and try again." >&2
  exit 1
fi
