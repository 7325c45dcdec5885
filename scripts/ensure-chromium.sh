#!/usr/bin/env bash
# Browser tests need a Chromium. Playwright cannot download its own here, so use Debian's package. They also
# need a Devanagari font, as an Android phone has (Noto Sans Devanagari), for the Hindi and Marathi pages' lines
# to break where a reader's would.
set -euo pipefail
packages=()
if ! [ -x /usr/bin/chromium ] && ! ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
  packages+=(chromium)
fi
if ! fc-list : family 2>/dev/null | grep 'Noto Sans Devanagari' >/dev/null; then
  packages+=(fonts-noto-core)
fi
[ ${#packages[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's ${packages[*]} for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
else
  echo "Browser tests need ${packages[*]}: run 'sudo apt-get install -y ${packages[*]}' and try again." >&2
  exit 1
fi
