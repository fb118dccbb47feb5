#!/usr/bin/env bash
# Retrains the crisis model and rewrites models/crisis-model.safetensors.gz and
# tests/fixtures/crisis-model-expected.json (docs/decisions/034-fine-tuned-crisis-model.md).
# Needs PyTorch for Python 3 (Debian: apt-get install python3-torch libopenblas0-pthread: without
# OpenBLAS, Debian's PyTorch multiplies with the reference BLAS, on one core and about nine times
# slower, decision 054); PYTHON names the interpreter that has it. Three hours and more with the
# reference BLAS and every set (decisions 036, 039);
# refit_head.py refits only the head on a new set, in minutes, and train.py with INIT goes on from
# the shipped model for an epoch (decision 039); resume.py rebuilds that INIT checkpoint from
# models/crisis-model.safetensors.gz (decision 040). The "someone at risk" head is fitted again
# at the end (decision 041).   npm run train:crisis-model
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON="${PYTHON:-python3}"
work="tests/.tmp/crisis-model"
mkdir -p "$work"
npx tsx scripts/crisis-model/labelled-sets.ts "$work/sets.json"
"$PYTHON" scripts/crisis-model/train.py "$work/sets.json" "$work/model.pt"
export_model() {
  "$PYTHON" scripts/crisis-model/export.py "$work/model.pt" models/crisis-model.safetensors.gz \
    tests/fixtures/crisis-model-expected.json
}
export_model
# The threshold, read from the app's own scores of the held-back safe texts (decision 044), and
# the "clearly safe" bars, read from the held-back texts the rules match (decisions 037 and 050;
# the named subject's, decision 048), written into the exported model (set-bars.ts).
"$PYTHON" scripts/crisis-model/heldback.py "$work/sets.json" "$work/held-back.json"
HELD_BACK="$work/held-back.json" BAR_OUT="$work/bar.txt" IN_CONTEXT_BAR_OUT="$work/context-bar.txt" \
  NAMED_BAR_OUT="$work/named-bar.txt" THRESHOLD_OUT="$work/threshold.txt" npm run crisis:set-aside-bar
CLEARLY_SAFE="$(cat "$work/bar.txt")" CLEARLY_SAFE_IN_CONTEXT="$(cat "$work/context-bar.txt")" \
  CLEARLY_SAFE_NAMED="$(cat "$work/named-bar.txt")" THRESHOLD="$(cat "$work/threshold.txt")" \
  npx tsx scripts/crisis-model/set-bars.ts
npx prettier --write tests/fixtures/crisis-model-expected.json
# The "someone at risk" head reads this model's vectors: fit it again (decision 041).
npm run fit:crisis-others
