"""Refits the crisis model's head on more labelled sets, its encoder unchanged
(docs/decisions/036-crisis-model-long-entries.md).

A full retraining (train.py) takes two hours and more on two cores; this takes minutes, so a set
written to fix a blind spot can reach the shipped model at once, before the next full training
learns from it end to end.

  python3 scripts/crisis-model/refit_head.py sets.json model.pt out.pt "training 8"

The encoder of model.pt learnt from every set in sets.json except those named last (comma
separated). The texts it learnt from are split exactly as train.py split them, and the new sets'
texts the same way on their own, so nothing held back from the encoder is fitted on. The head (a
logistic regression on the pooled vector) is fitted by L-BFGS, from the trained head's weights,
on every trained-on text; the threshold and the "clearly safe" bar are read again from every
held-back text. SEED (1) must be the seed train.py ran with.
"""
import json, os, random, sys
import numpy as np, torch, torch.nn.functional as F
from minilm import MiniLM, Tokenizer, pooled
from heldback import refit_split, stages_of, threshold_at, clearly_safe_at

torch.set_num_threads(int(os.environ.get("THREADS", "2")))
SEED = int(os.environ.get("SEED", "1"))
L2 = 1e-3  # on the head's weights, against the mean loss

sets = json.load(open(sys.argv[1]))
ckpt = torch.load(sys.argv[2])
out = sys.argv[3]
new = stages_of(sys.argv[4])
missing = [name for stage in new for name in stage if name not in {s["name"] for s in sets}]
if missing: sys.exit(f"not in {sys.argv[1]}: {missing}")

learnt, learnt_back, added, added_back = refit_split(sets, SEED, new)
train, val = learnt + added, learnt_back + added_back
print(f"fitting the head on {len(train)} ({len(added)} new), threshold from {len(val)} ({len(added_back)} new)", flush=True)

encoder = MiniLM(); encoder.load_state_dict(ckpt["enc"]); tok = Tokenizer()
scale = ckpt["scale"]
x = pooled(encoder, tok, [t for t, _ in train]) * scale
y = torch.tensor([float(l) for _, l in train])
x_val = pooled(encoder, tok, [t for t, _ in val]) * scale
y_val = [l for _, l in val]

weight = ckpt["head"]["weight"].clone().reshape(-1).requires_grad_(True)
bias = ckpt["head"]["bias"].clone().requires_grad_(True)
optimiser = torch.optim.LBFGS([weight, bias], max_iter=500, line_search_fn="strong_wolfe")

def loss():
    optimiser.zero_grad()
    value = F.binary_cross_entropy_with_logits(x @ weight + bias, y) + L2 * weight.pow(2).sum()
    value.backward(); return value

def held_back_report(label, w, b):
    scores = (x_val @ w + b).tolist()
    threshold = threshold_at([s for s, l in zip(scores, y_val) if l == 0])
    bar = clearly_safe_at([s for s, l in zip(scores, y_val) if l == 1])
    recall = np.mean([s >= threshold for s, l in zip(scores, y_val) if l == 1])
    new_safe = [s for s, (_, l) in zip(scores[len(learnt_back):], added_back) if l == 0]
    new_alarms = np.mean([s >= threshold for s in new_safe]) if new_safe else 0.0
    print(f"{label}: threshold {threshold:.3f}, held-back recall {recall * 100:.1f}%, clearly safe under"
          f" {bar:.3f}; the new sets' held-back safe texts over the threshold {new_alarms * 100:.1f}%", flush=True)
    return threshold, bar

with torch.no_grad(): held_back_report("before", weight, bias)
optimiser.step(loss)
with torch.no_grad(): threshold, clearly_safe = held_back_report("after", weight, bias)
torch.save({"enc": ckpt["enc"], "scale": scale, "threshold": threshold, "clearly_safe": clearly_safe,
            "head": {"weight": weight.detach().reshape(1, -1), "bias": bias.detach()}}, out)
