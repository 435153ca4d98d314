#!/usr/bin/env bash
# Rebuilds the site for today in Germany and publishes it, so that an early-bird deadline or an end of
# sales takes effect on its day. The build writes dist/build-info.json with `nextChange`, the first day
# on which a page would look different; until then, and while nothing in the checkout has changed,
# a run does nothing. So it is safe to run hourly, daily, or by hand.
#
#   PUBLISH_DIR=/var/www/site/dist   where the web server reads the site (default)
#   PULL=1                           git pull --ff-only first (publishes whatever the branch holds)
#   FORCE=1                          rebuild even if nothing is due
#   STUDIO_CONFIG=/etc/editionen-studio.json
#                                    the hosted studio's configuration: a failed run is told to the studio's
#                                    Verwaltung (npm run studio:notify-rebuild-failed; docs/betrieb/studio-server.md)
#
# A failed build leaves dist/ and the published site as they were and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

publish_dir="${PUBLISH_DIR:-/var/www/site/dist}"
# One run at a time (a slow build must not meet the next hourly start).
exec 9>.rebuild.lock
flock -n 9 || { echo "$(date -Is) another rebuild is running"; exit 0; }
stamp=".rebuild-stamp"
# The files' dates are German calendar days: 00:05 in Berlin is already the new day.
today="$(TZ=Europe/Berlin date +%F)"

# The step under way, named in the studio's notice when the run fails.
step="Vorbereitung"
tell_failure() {
  local status=$?
  if [ "$status" != 0 ] && [ -n "${STUDIO_CONFIG:-}" ]; then
    npm run --silent studio:notify-rebuild-failed -- --config "$STUDIO_CONFIG" --today "$today" --reason "Schritt „$step“ (Status $status)" || true
  fi
}
trap tell_failure EXIT

step="Stand holen (git pull)"
if [ "${PULL:-0}" = 1 ]; then git pull --ff-only --quiet; fi
rev="$(git rev-parse HEAD 2>/dev/null || echo no-git)"
# Uncommitted edits count as a change too: changed and staged files, and new files git does not ignore
# (a new edition copied onto the host). Only regular files are read; a pipe would block the run.
if git rev-parse --git-dir >/dev/null 2>&1 && [ -n "$(git status --porcelain --untracked-files=all)" ]; then
  changes="$({
    git diff HEAD --binary
    git ls-files --others --exclude-standard -z | while IFS= read -r -d '' file; do
      if [ -f "$file" ] && [ ! -L "$file" ]; then printf '%s\n' "$file"; sha256sum < "$file"; else printf '%s (no regular file)\n' "$file"; fi
    done
  } | sha256sum | cut -c1-12)"
  rev="$rev+dirty-$changes"
fi

lock="$(sha256sum package-lock.json | cut -c1-16)"
last_rev="" next="" last_lock=""
if [ -f "$stamp" ]; then read -r last_rev next last_lock < "$stamp" || true; fi

# `-` in the stamp: no later change is planned.
if [ "${FORCE:-0}" != 1 ] && [ "$rev" = "$last_rev" ] && [ -f dist/build-info.json ] && { [ "$next" = - ] || [[ "$today" < "$next" ]]; }; then
  echo "$(date -Is) nothing due: checkout unchanged, next change ${next/#-/none} (today $today)"
  exit 0
fi

# Dependencies only when they changed (or were never installed here).
step="Abhängigkeiten installieren"
if [ ! -d node_modules ] || [ "$lock" != "$last_lock" ]; then
  npm ci --no-audit --no-fund
fi

step="Seiten bauen"
npm run build --silent -- --today "$today"
step="Seiten veröffentlichen"
mkdir -p "$publish_dir"
# New files go into place together at the end, and old ones (previous hashed assets) go after that.
rsync -a --delay-updates --delete-delay dist/ "$publish_dir/"

next="$(node -p 'require("./dist/build-info.json").nextChange ?? ""')"
echo "$rev ${next:--} $lock" > "$stamp"
echo "$(date -Is) published the build for $today to $publish_dir; next change ${next:-none}"
