"""Writes the fine-tuned crisis model (docs/decisions/034-fine-tuned-crisis-model.md) as int8 per-row deltas against the base MiniLM weights (gzip'd safetensors),
plus the scores the Node runtime must reproduce for a few texts."""
import gzip, json, sys, os
import numpy as np, torch
from minilm import MODEL_DIR, MiniLM, Tokenizer, load, batchify, read_safetensors, write_safetensors, hf_name

# python3 scripts/crisis-model/export.py out.pt models/crisis-model.safetensors.gz tests/fixtures/crisis-model-expected.json
ckpt = torch.load(sys.argv[1]); out = sys.argv[2]; expected_out = sys.argv[3]
base = read_safetensors(os.path.join(MODEL_DIR, "model.fp16.safetensors"))
tensors = {}
for name, value in ckpt["enc"].items():
    hf = hf_name(name); b = base[hf].astype(np.float32); d = value.numpy().astype(np.float32) - b
    if not np.any(d): continue
    if d.ndim == 2:
        scale = np.abs(d).max(axis=1) / 127; scale[scale == 0] = 1
        tensors[hf + ".delta"] = np.round(d / scale[:, None]).astype(np.int8)
        tensors[hf + ".scale"] = scale.astype(np.float32)
    else:
        tensors[hf + ".delta"] = d.astype(np.float32)
tensors["head.weight"] = (ckpt["head"]["weight"].numpy().reshape(-1) * ckpt["scale"]).astype(np.float32)
tensors["head.bias"] = ckpt["head"]["bias"].numpy().astype(np.float32)
# log-odds: the trainer's own threshold and "clearly safe" bar (decision 035). The app's tool reads
# the ones that ship from the app's own scores of the held-back texts (decisions 037, 044, 048 and
# 050), and set-bars.ts writes them over these.
threshold_logit = float(ckpt["threshold"])
tensors["head.threshold"] = np.array([threshold_logit], dtype=np.float32)
clearly_safe = float(ckpt["clearly_safe"])
tensors["head.clearly_safe"] = np.array([clearly_safe], dtype=np.float32)
tmp = out + ".raw"; write_safetensors(tmp, tensors)
with open(tmp, "rb") as f, open(out, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as g: g.write(f.read())
os.remove(tmp)

# The model as the runtime will see it: base + dequantised deltas.
model = MiniLM().eval(); load(model)
sd = model.state_dict()
for name in sd:
    hf = hf_name(name)
    if hf + ".delta" in tensors:
        d = tensors[hf + ".delta"].astype(np.float32)
        if hf + ".scale" in tensors: d = d * tensors[hf + ".scale"][:, None]
        sd[name] = torch.from_numpy(base[hf].astype(np.float32) + d)
model.load_state_dict(sd)
texts = ["I bought a rope today and I know what it's for.", "Had tea and read a novel, lovely quiet evening.",
         "Nobody would even notice if I was gone for good.", "I'm dead tired after the gym but it was great.",
         "how many of these pills would it take", "Dropped my phone in the sink, what a day."]
tok = Tokenizer()
with torch.no_grad():
    ids, mask = batchify(tok, texts)
    z = model(ids, mask) @ torch.from_numpy(tensors["head.weight"]) + float(tensors["head.bias"][0])
json.dump({"about": "Scores (log-odds) of the shipped crisis model for these texts, computed by the trainer in PyTorch; the app's WASM runtime must reproduce them.",
           "threshold": threshold_logit, "clearlySafe": clearly_safe, "texts": [{"text": t, "logit": round(float(v), 4)} for t, v in zip(texts, z)]},
          open(expected_out, "w"), indent=2)
print("written", out, os.path.getsize(out), "bytes; threshold", threshold_logit, "clearly safe under", clearly_safe)
