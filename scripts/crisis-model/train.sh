#!/usr/bin/env bash
# Retrains the crisis model and rewrites models/crisis-model.safetensors.gz and
# tests/fixtures/crisis-model-expected.json (docs/decisions/034-fine-tuned-crisis-model.md).
# Needs PyTorch for Python 3 (Debian: apt-get install python3-torch); PYTHON names the
# interpreter that has it. Two hours and more on two cores (decision 036); refit_head.py refits
# only the head on a new set, in minutes.   npm run train:crisis-model
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON="${PYTHON:-python3}"
work="tests/.tmp/crisis-model"
mkdir -p "$work"
npx tsx scripts/crisis-model/labelled-sets.ts "$work/sets.json"
"$PYTHON" scripts/crisis-model/train.py "$work/sets.json" "$work/model.pt"
"$PYTHON" scripts/crisis-model/export.py "$work/model.pt" models/crisis-model.safetensors.gz \
  tests/fixtures/crisis-model-expected.json
npx prettier --write tests/fixtures/crisis-model-expected.json
