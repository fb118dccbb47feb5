#!/usr/bin/env bash
# The README's first command on a fresh machine: a clean clone of HEAD, an empty environment
# (only PATH, HOME, and where to listen), `npm run build && npm start`, then `/` must answer 200
# with the landing page and the data folder must hold the database and a private session secret.
#
# Only committed files are checked (the clone is of HEAD). Stops by itself: every wait has a
# deadline, and the server's whole process group is killed and the clone removed on any exit.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build_and_start_timeout=${FIRST_RUN_TIMEOUT:-300} # seconds for the build plus the first answer

tmp="$(mktemp -d "${TMPDIR:-/tmp}/solace-first-run-XXXXXX")"
app="$tmp/app"
log="$tmp/server.log"
server_pid=""

cleanup() {
  local status=$?
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    # The server runs in its own session (setsid): its process group id is its pid. Killing the
    # group reaches npm, the shell and the server alike.
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 -- "-$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
  fi
  if [[ $status -ne 0 && -f "$log" ]]; then
    echo "--- last lines of the first-run server log ---" >&2
    tail -n 40 "$log" >&2 || true
  fi
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

fail() {
  echo "check-first-run: FAILED: $*" >&2
  exit 1
}

echo "check-first-run: cloning HEAD into $app"
git clone --quiet "$root" "$app"

# Reuse the dependencies already installed here instead of a second `npm install`, which would
# compile better-sqlite3 from source again (minutes). CI's own `npm install` already exercises
# the install half of the README's command on a clean clone. Hard links (cp -al) rather than a
# symlink, so anything a tool writes under node_modules (caches) stays in the throwaway clone; a
# symlink when the temporary folder is on another file system, where hard links cannot reach.
if ! cp -al "$root/node_modules" "$app/node_modules" 2>/dev/null; then
  rm -rf "$app/node_modules"
  ln -s "$root/node_modules" "$app/node_modules"
fi

free_port="const s = require('net').createServer();
s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });"
port="$(node -e "$free_port")"
base="http://127.0.0.1:$port"

echo "check-first-run: npm run build && npm start, empty environment, $base"
(
  cd "$app"
  exec setsid env -i PATH="$PATH" HOME="$HOME" PORT="$port" HOST=127.0.0.1 \
    bash -c 'npm run build && npm start'
) >"$log" 2>&1 </dev/null &
server_pid=$!

page="$tmp/index.html"
# GET a URL into a file and print the status (node rather than curl: node is what the README asks for).
fetch_page='fetch(process.argv[1], { signal: AbortSignal.timeout(5000) })
  .then(async (r) => { require("fs").writeFileSync(process.argv[2], await r.text()); console.log(r.status); })
  .catch(() => console.log("none"))'
deadline=$((SECONDS + build_and_start_timeout))
status=""
while ((SECONDS < deadline)); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    fail "the build or the server exited before answering"
  fi
  status="$(node -e "$fetch_page" "$base/" "$page" || true)"
  [[ "$status" == "200" ]] && break
  sleep 0.5
done
[[ "$status" == "200" ]] || fail "GET / did not answer 200 within ${build_and_start_timeout}s (last: ${status:-none})"

grep -q 'id="hero-heading"' "$page" || fail "GET / answered 200 without the landing page's hero"
grep -q 'href="/auth?tab=register"' "$page" || fail "the landing page has no sign-up link"

[[ -f "$app/data/app.db" ]] || fail "./data/app.db was not created"
secret="$app/data/.session-secret"
[[ -f "$secret" ]] || fail "./data/.session-secret was not generated"
mode="$(stat -c '%a' "$secret")"
[[ "$mode" == "600" ]] || fail "./data/.session-secret has mode $mode, not 600"
[[ "$(grep -c 'generated a session secret' "$log")" == "1" ]] ||
  fail "the server did not log the generated session secret exactly once"

echo "check-first-run: OK (/ answered 200 with the landing page; data/app.db and data/.session-secret (600) created)"
