#!/usr/bin/env bash
# Everything CI checks, in order: browser present, types, lint, unit and integration tests,
# production build, then end-to-end tests (JavaScript on and off) against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run typecheck
npm run lint
npm run test:unit
npm run build
npm run test:e2e
