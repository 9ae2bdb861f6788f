#!/usr/bin/env bash
# Regenerates the tiny apps, builds them one after another (2 shared cores) and prints the size table.
set -euo pipefail
cd "$(dirname "$0")"
B=$PWD/node_modules/.bin
export NO_COLOR=1 LINGUI_SUPPRESS_BABEL_WARNING=1
node gen.mjs
(cd apps/lingui && "$B/lingui" extract >/dev/null) && node fill-lingui-es.mjs
(cd apps/intl-ast && mkdir -p src/compiled && for l in en es; do "$B/formatjs" compile src/lang/$l.json --ast --format simple --out-file src/compiled/$l.json; done)
for app in baseline own lingui paraglide intl-icu intl-ast; do
  rm -rf apps/$app/dist
  echo "building $app" >&2
  (cd apps/$app && "$B/vite" build --logLevel error >/dev/null)
done
echo "building paraglide-perlocale (en + es environments)" >&2
(cd apps/paraglide-perlocale && "$B/vite" build --logLevel error >/dev/null)
node report.mjs
