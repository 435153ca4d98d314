#!/bin/sh
# `npm test`: the type check runs beside the layer rules and the build (neither needs the other's result),
# then every test with vitest. Any failure stops before the tests; arguments go to vitest.
set -u
npm run --silent typecheck &
typecheck=$!
npm run layers && npm run build
before=$?
wait "$typecheck"
types=$?
if [ "$types" -ne 0 ]; then echo "npm test: Typprüfung fehlgeschlagen (npm run typecheck)." >&2; exit 1; fi
if [ "$before" -ne 0 ]; then exit 1; fi
exec npx vitest run "$@"
