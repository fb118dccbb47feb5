import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

/** One analysed word of a text, as the local engine uses it. */
export type Token = {
  /** The word as written, lower-cased. */
  value: string;
  /** Its dictionary form ("laughed" → "laugh"). */
  lemma: string;
  /** Universal POS tag (NOUN, VERB, ADJ…). */
  pos: string;
  stop: boolean;
  /** Inside the scope of a nearby negation ("not happy", "never felt calm"). */
  negated: boolean;
  /** Index of the sentence the token belongs to. */
  sentence: number;
  /** Index of the clause (split at punctuation and at words like "but", "and", "because"). */
  clause: number;
};

export type AnalysedText = {
  tokens: Token[];
  sentences: string[];
  /** wink's own sentiment of the whole text, -1..1 (AFINN-style, negation aware). */
  sentiment: number;
};

type Nlp = ReturnType<typeof winkNLP>;

// The model takes ~100 ms to load: load it once, on first use, not at import.
let nlp: Nlp | undefined;
function getNlp() {
  nlp ??= winkNLP(model, ["sbd", "negation", "sentiment", "pos"]);
  return nlp;
}

const NEGATORS = new Set(["not", "no", "never", "nothing", "nobody", "none", "nor", "without"]);
/** wink's negation scope runs to the end of the clause; a feeling word is negated only nearby. */
const NEGATION_WINDOW = 3;
/** Words that open a new clause: whose feeling a word is, and an intensifier's reach, stop here. */
const CLAUSE_OPENERS = new Set([
  "but",
  "and",
  "because",
  "while",
  "when",
  "although",
  "though",
  "however",
  "yet",
  "whereas",
  "since",
]);

export function analyseText(text: string): AnalysedText {
  const instance = getNlp();
  const its = instance.its;
  const doc = instance.readDoc(text);
  const tokens: Token[] = [];
  const sentences: string[] = [];
  let clause = 0;
  doc.sentences().each((sentence, index) => {
    sentences.push(sentence.out());
    const values = sentence.tokens().out(its.value);
    const types = sentence.tokens().out(its.type);
    // wink's typings declare `its.lemma` with a third parameter `out()` does not accept; it works.
    const lemmas = sentence.tokens().out(its.lemma as unknown as typeof its.value);
    const pos = sentence.tokens().out(its.pos);
    const stops = sentence.tokens().out(its.stopWordFlag);
    const negations = sentence.tokens().out(its.negationFlag);
    let lastNegator = -Infinity;
    let wordIndex = 0;
    clause += 1;
    values.forEach((raw, i) => {
      if (types[i] !== "word") {
        // A comma or other break ends a negation's reach and a clause.
        if (types[i] === "punctuation") {
          lastNegator = -Infinity;
          clause += 1;
        }
        return;
      }
      const value = String(raw).toLowerCase();
      const lemma = String(lemmas[i] ?? value).toLowerCase();
      if (NEGATORS.has(lemma) || value.endsWith("n't")) lastNegator = wordIndex;
      else if (value === "but") lastNegator = -Infinity;
      if (CLAUSE_OPENERS.has(value) && wordIndex > 0) clause += 1;
      tokens.push({
        value,
        lemma,
        pos: String(pos[i] ?? ""),
        stop: Boolean(stops[i]),
        negated: Boolean(negations[i]) && wordIndex - lastNegator <= NEGATION_WINDOW,
        sentence: index,
        clause,
      });
      wordIndex += 1;
    });
  });
  return { tokens, sentences, sentiment: Number(doc.out(its.sentiment)) || 0 };
}
