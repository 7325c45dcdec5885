#!/usr/bin/env bash
# HTML validity of the built site: html-validate, then the W3C Nu checker, on every page in dist/. The enquiry
# dialog's files (dist/_astro/*.htm, src/pages/[...sharedFile].ts) are fragments a page fetches and puts in
# itself: each is checked inside a document of its own, since neither checker reads a fragment alone.
set -euo pipefail
cd "$(dirname "$0")/.."

fragments=$(mktemp -d -p . .fragments.XXXXXX)
trap 'rm -rf "$fragments"' EXIT
for file in dist/_astro/*.htm; do
  [ -e "$file" ] || continue
  name=$(basename "$file" .htm)
  {
    printf '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>%s</title></head>\n<body>\n' "$name"
    cat "$file"
    printf '\n</body>\n</html>\n'
  } >"$fragments/$name.html"
done

npx html-validate 'dist/**/*.html' "$fragments/*.html"
mapfile -t pages < <(find dist -name '*.html')
java -jar node_modules/vnu-jar/build/dist/vnu.jar --errors-only --skip-non-html "${pages[@]}" "$fragments"
