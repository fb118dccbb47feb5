"""The crisis model's held-back texts, and the threshold and bar read from their scores
(docs/decisions/034-fine-tuned-crisis-model.md, 035, 036).

Every labelled text not in a held-out set, crisis 1 and safe 0, shuffled with the seed; the first
15% are held back (the threshold and the "clearly safe" bar come from them), the rest are trained
on. `refit_head.py` calls it twice, once for the sets the encoder learnt from and once for the
sets only the head learns from, so a text held back from the encoder stays held back.

  python3 scripts/crisis-model/heldback.py sets.json held-back.json ["training 8;training 11"]
writes the texts train.py held back (same SEED), or with the sets refit_head.py added named
last, the texts it held back, for the tool that chooses the "clearly safe" bar and reads the
threshold as the app scores (tests/bench/crisis-set-aside-bar.bench.ts, decisions 037 and 044).
"""
import json, os, random, sys

HELD_BACK_SHARE = 15  # percent


def split(sets, rng, leave_out=()):
    """(trained on, held back); `rng` shuffles (train.py passes its seeded `random` module)."""
    texts = [(t, 1) for s in sets if s["name"] not in leave_out for t in s["crisis"]] + \
            [(t, 0) for s in sets if s["name"] not in leave_out for t in s["safe"]]
    rng.shuffle(texts)
    held_back = len(texts) * HELD_BACK_SHARE // 100
    return texts[held_back:], texts[:held_back]


# The share of held-back safe texts allowed over the threshold. The held-back texts come from the
# same authors as the training texts and include their hardest look-alikes, so this share is
# higher than the false alarms wanted on a new author's texts (decision 034 measures the mapping
# on set 6 held out). It was 5% until decision 044: the rules, frames and the "someone at risk"
# head add their own false alarms to the model's, so the model keeps a smaller share of the
# screen's 5%; 3.5% until decision 050, which traded a little recall for fewer false alarms on
# the spent held-out sets (2.75%). Written into held-back.json, so the tool that reads the threshold in
# the app (tests/bench/crisis-set-aside-bar.bench.ts) uses this same share.
HELD_BACK_FALSE_ALARMS = float(os.environ.get("HELD_BACK_FALSE_ALARMS", "0.0275"))


def threshold_at(safe_scores, rate=HELD_BACK_FALSE_ALARMS):
    return sorted(safe_scores, reverse=True)[int(len(safe_scores) * rate)] + 1e-6


# Under the "clearly safe" bar the app lets the model set a rule's hit aside (decision 035). The
# trainer's first reading is the score this share of held-back crisis texts fell under, printed
# for comparison; train.sh replaces it with the bar read from held-back rule hits (decision 037).
CLEARLY_SAFE_SHARE = 0.04


def clearly_safe_at(crisis_scores, share=CLEARLY_SAFE_SHARE):
    return sorted(crisis_scores)[int(len(crisis_scores) * share)]


def stages_of(names):
    """"training 8,held-out 7;training 11" -> [["training 8", "held-out 7"], ["training 11"]]."""
    return [[n for n in group.split(",") if n] for group in names.split(";") if group.strip(",")]


def refit_split(sets, seed, new):
    """refit_head.py's and train.py's split, (learnt, learnt back, added, added back): the sets
    the model learnt from as they were split when it learnt them, the new ones the same way on
    their own. `new` is a list of stages (lists of set names), each learnt after the one before:
    the sets in no stage were split first, then each stage on its own, so a text held back once
    stays held back. The last stage is what is added now."""
    stages = new if new and isinstance(new[0], list) else [new]
    named = {n for stage in stages for n in stage}
    parts = [split([s for s in sets if s["name"] not in named], random.Random(seed))]
    parts += [split([s for s in sets if s["name"] in stage], random.Random(seed)) for stage in stages]
    learnt = [t for train, _ in parts[:-1] for t in train]
    learnt_back = [t for _, back in parts[:-1] for t in back]
    return learnt, learnt_back, parts[-1][0], parts[-1][1]


if __name__ == "__main__":
    sets, seed = json.load(open(sys.argv[1])), int(os.environ.get("SEED", "1"))
    new = stages_of(sys.argv[3] if len(sys.argv) > 3 else "")
    if new:
        _, learnt_back, _, added_back = refit_split(sets, seed, new)
        held_back = learnt_back + added_back
    else:
        # train.py seeds `random` and splits before drawing anything else from it: the same draws.
        _, held_back = split(sets, random.Random(seed))
    json.dump({"crisis": [t for t, label in held_back if label == 1],
               "safe": [t for t, label in held_back if label == 0],
               "falseAlarmShare": HELD_BACK_FALSE_ALARMS}, open(sys.argv[2], "w"))
    print(f"{len(held_back)} held-back texts written to {sys.argv[2]}")
