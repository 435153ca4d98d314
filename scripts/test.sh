#!/bin/sh
# `npm test`: the linter and formatting check (Biome, under a second) and the search for unused code (knip, a few
# seconds), then the type check beside the builds (neither needs the other's result), then every test with vitest. Any failure stops before the tests; arguments go to vitest.
# The layer rules run once, in tests/layers.integration.test.ts (the real tree and a fixture for each rule); `npm run layers`
# is the developer's command that also redraws docs/layers.svg.
# dist/ is built for the tests' fixed day (tests/helpers/testDay.ts), not for today: `npm run build` builds for today again.
set -u
TEST_DAY=$(sed -n "s/^export const TEST_DAY = '\([0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\}\)';\$/\1/p" tests/helpers/testDay.ts)
if [ -z "$TEST_DAY" ]; then echo "npm test: kein Testtag in tests/helpers/testDay.ts (export const TEST_DAY = 'JJJJ-MM-TT';)." >&2; exit 1; fi
npm run --silent lint || { echo "npm test: Linter oder Formatierung fehlgeschlagen (npm run lint; formatieren mit npm run format)." >&2; exit 1; }
npm run --silent deadcode || { echo "npm test: ungenutzter Code gefunden (npm run deadcode)." >&2; exit 1; }
npm run --silent typecheck &
typecheck=$!
# Beside the type check (about 17 s on one core), the other core builds what the tests read: dist/, the built studio
# and dist-dev/ (tests/globalSetup.ts and tests/e2e/pages.test.ts then find them current instead of building them).
npm run build -- --today "$TEST_DAY" && npm run --silent studio:build >/dev/null && npm run --silent build -- --out dist-dev --today "$TEST_DAY" --development >/dev/null
before=$?
wait "$typecheck"
types=$?
if [ "$types" -ne 0 ]; then echo "npm test: Typprüfung fehlgeschlagen (npm run typecheck)." >&2; exit 1; fi
if [ "$before" -ne 0 ]; then exit 1; fi
exec npx vitest run "$@"
