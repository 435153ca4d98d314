#!/bin/sh
# `npm run format`: formats the code in place (Biome, biome.jsonc); `npm run format -- --check` only checks, naming
# each file that is not formatted, and exits 1 then.
if [ "${1:-}" = "--check" ]; then exec npx biome format .; fi
exec npx biome format --write .
