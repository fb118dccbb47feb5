#!/usr/bin/env bash
# Everything CI checks, in order: browser present, types, lint, unused code and dependencies,
# unit and integration tests, production build and its JavaScript budget per screen, the README's
# first run on a fresh clone with an empty environment, the crash test (SIGKILL mid-write, ~30 s),
# then end-to-end tests (JavaScript on and off) against the build. The 60-second load test is run
# on its own: npm run test:load.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run typecheck
npm run lint
npm run check:unused
npm run test:unit
npm run build
node tests/bench/client-bundle-size.mjs
npm run check:first-run
npm run test:crash
npm run test:e2e
