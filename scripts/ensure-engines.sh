#!/usr/bin/env bash
# The engines tests (tests/engines) open the site in the other two engines visitors use, from Debian's packages
# (Playwright's own Firefox and WebKit cannot be downloaded here, and its Firefox path does not drive a stock ESR):
#   webkit2gtk-driver  WebKitGTK's WebDriver server, with its MiniBrowser: WebKit, Safari's and every iPhone browser's engine;
#   xvfb               a screen for it (WebKitGTK has no headless mode);
#   firefox-esr        Firefox, driven over its own WebDriver BiDi;
#   openssl            the certificate the site is served with for the run (tests/engines/server.ts).
set -euo pipefail
packages=()
command -v WebKitWebDriver >/dev/null || packages+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || packages+=(xvfb)
command -v firefox-esr >/dev/null || packages+=(firefox-esr)
command -v openssl >/dev/null || packages+=(openssl)
[ ${#packages[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's ${packages[*]} for the engines tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
else
  echo "The engines tests need ${packages[*]}: run 'sudo apt-get install -y ${packages[*]}' and try again." >&2
  exit 1
fi
