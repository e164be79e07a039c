#!/bin/sh
# `npm run serve` (and so `npm start`): runs the built site and keeps it running (ADR 036).
#
# - A site that ends any other way than a stop (a crash, an out-of-memory kill, kill -9) is started
#   again 2 s later; so is one that fails to start for another reason (a database not answering yet).
# - A site that cannot start until a person fixes something (a bad setting, no build: exit status 78)
#   is not started again: its message says what to fix.
# - SIGTERM or SIGINT (Ctrl-C) is passed on once, as SIGTERM; the site finishes its requests and closes
#   the database, and this script ends with its exit status.
#
# A shell, about 1.5 MB resident, where a supervisor in Node would take 40 MB. The site gets ADR 029's
# memory settings (scripts/serve-settings.mjs holds the same for the benches, which start it themselves).
set -u
cd "$(dirname "$0")/.." || exit 1
export MALLOC_ARENA_MAX=2
export MALLOC_MMAP_THRESHOLD_=8192

NEEDS_A_PERSON=78
stopping=""
site=""
stop() {
  # Ctrl-C arrives from the terminal and again from npm: passed on once.
  [ -n "$stopping" ] && return
  stopping=1
  # SIGTERM, not SIGINT: a background process of a shell ignores SIGINT until Node listens for it.
  [ -n "$site" ] && kill -s TERM "$site" 2>/dev/null
}
trap stop TERM INT

while :; do
  node --max-semi-space-size=2 --max-old-space-size=512 --liftoff-only --expose-gc server.js &
  site=$!
  # A signal ends `wait` early (its handler runs): wait again until the site has ended.
  while :; do
    wait "$site"
    status=$?
    kill -0 "$site" 2>/dev/null || break
  done
  site=""
  if [ -n "$stopping" ] || [ "$status" -eq 0 ] || [ "$status" -eq "$NEEDS_A_PERSON" ]; then
    exit "$status"
  fi
  echo "npm run serve: the site ended (exit status $status); starting it again in 2 s" >&2
  sleep 2
  [ -n "$stopping" ] && exit 0
done
