"""Rebuilds a training checkpoint from the shipped crisis model (decision 040), so that train.py can
go on from it (INIT) on a machine that never had the trainer's own .pt file.

The shipped file holds int8 per-row deltas against the base MiniLM weights and the head
(export.py); base plus dequantised deltas is exactly the model the app runs. The checkpoint is
checked against the scores the trainer recorded (tests/fixtures/crisis-model-expected.json).

  /usr/bin/python3 scripts/crisis-model/resume.py models/crisis-model.safetensors.gz model.pt
"""
import gzip, json, os, sys, tempfile
import numpy as np, torch
from minilm import MODEL_DIR, MiniLM, Tokenizer, load, batchify, read_safetensors, hf_name

SCALE = 10.0  # train.py's: the head reads the unit-length vector times this
EXPECTED = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "fixtures",
                        "crisis-model-expected.json")

shipped_path, out = sys.argv[1], sys.argv[2]
with gzip.open(shipped_path, "rb") as packed, tempfile.NamedTemporaryFile(suffix=".safetensors") as raw:
    raw.write(packed.read()); raw.flush()
    shipped = read_safetensors(raw.name)
base = read_safetensors(os.path.join(MODEL_DIR, "model.fp16.safetensors"))

encoder = MiniLM(); load(encoder)
state = encoder.state_dict()
for name in state:
    hf = hf_name(name)
    if hf + ".delta" not in shipped: continue
    delta = shipped[hf + ".delta"].astype(np.float32)
    if hf + ".scale" in shipped: delta = delta * shipped[hf + ".scale"][:, None]
    state[name] = torch.from_numpy(base[hf].astype(np.float32) + delta)
encoder.load_state_dict(state)

head = {"weight": torch.from_numpy(shipped["head.weight"].astype(np.float32) / SCALE).reshape(1, -1),
        "bias": torch.from_numpy(shipped["head.bias"].astype(np.float32)).reshape(1)}
threshold = float(shipped["head.threshold"][0])
clearly_safe = float(shipped["head.clearly_safe"][0])

expected = json.load(open(EXPECTED))
texts = [entry["text"] for entry in expected["texts"]]
with torch.no_grad():
    ids, mask = batchify(Tokenizer(), texts)
    z = (encoder.eval()(ids, mask) * SCALE @ head["weight"].T).squeeze(-1) + head["bias"]
worst = max(abs(float(v) - entry["logit"]) for v, entry in zip(z, expected["texts"]))
if worst > 0.01: sys.exit(f"the rebuilt model is off the recorded scores by {worst:.4f}")

torch.save({"enc": encoder.state_dict(), "head": head, "scale": SCALE,
            "threshold": threshold, "clearly_safe": clearly_safe}, out)
print(f"written {out}; recorded scores reproduced within {worst:.4f}; threshold {threshold:.3f}")
