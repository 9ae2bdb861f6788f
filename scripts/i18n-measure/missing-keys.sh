#!/usr/bin/env bash
# Removes the Spanish "mapView" ("Switch to the map view") message in a copy of each app and runs the checks.
cd "$(dirname "$0")"
B=$PWD/node_modules/.bin
export NO_COLOR=1 LINGUI_SUPPRESS_BABEL_WARNING=1
T=$PWD/tmp-missing; rm -rf "$T"; mkdir -p "$T"
run() { echo "\$ $*"; "$@" > "$T/out.txt" 2>&1; rc=$?; grep -v '^\s*$' "$T/out.txt" | grep -iE "error|missing|mapView|map view|fail" | head -${LINES_SHOWN:-4}; echo "-> exit $rc"; }

echo "## own typed catalogs"; cp -r apps/own "$T/own"; rm -rf "$T/own/dist"; cd "$T/own"
sed -i '/^  mapView:/d' src/App.messages.es.ts
run "$B/tsc" -p .
run "$B/vite" build --logLevel error
cd - >/dev/null

echo "## lingui"; cp -r apps/lingui "$T/lingui"; rm -rf "$T/lingui/dist"; cd "$T/lingui"
python3 - <<'PY'
import re; p='src/locales/es.po'; s=open(p).read()
s=re.sub(r'#: [^\n]*\nmsgid "Switch to the map view"\nmsgstr "[^"]*"\n\n', '', s); open(p,'w').write(s)
PY
grep -c "Switch to the map view" src/locales/es.po
run "$B/lingui" compile --strict
run "$B/vite" build --logLevel error
LINGUI_STRICT=1 run "$B/vite" build --logLevel error   # lingui({ failOnMissing: true })
run "$B/tsc" -p .
cd - >/dev/null

echo "## paraglide"; cp -r apps/paraglide "$T/paraglide"; rm -rf "$T/paraglide/dist" "$T/paraglide/src/paraglide"; cd "$T/paraglide"
sed -i '/"mapView":/d' messages/es.json
run "$B/vite" build --logLevel warn
run "$B/tsc" -p .
grep -o 'Cambiar a la vista de mapa' dist/assets/*.js | head -1 || true
echo "es mapView in compiled output:"; grep -n "es_mapview\|const es_" src/paraglide/messages/mapview*.js | head -3
cd - >/dev/null

echo "## react-intl"; cp -r apps/intl-ast "$T/intl"; rm -rf "$T/intl/dist"; cd "$T/intl"
sed -i '/"mapView":/d' src/lang/es.json
run "$B/formatjs" compile src/lang/es.json --ast --format simple --out-file src/compiled/es.json
run "$B/tsc" -p .
run "$B/vite" build --logLevel error
run "$B/formatjs" verify --source-locale en --missing-keys src/lang/en.json src/lang/es.json
cd - >/dev/null
