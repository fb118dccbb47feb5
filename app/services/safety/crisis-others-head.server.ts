import fitted from "./crisis-others-head.json";
import {
  crisisModelFingerprint,
  crisisModelState,
  crisisModelVectors,
  linearScore,
} from "./crisis-model.server";

/**
 * The crisis model's second head (docs/decisions/041-someone-at-risk-head.md): a logistic
 * regression on the same pooled vectors as the writer's head, fitted by `npm run fit:crisis-others`
 * (tests/bench/fit-crisis-others-head.bench.ts) to tell someone at risk now (a friend's messages,
 * a child's cuts, the writer's own words) from talk of the subject with nobody at risk (a play, a
 * shift as a paramedic, a memorial run, history). It reads what the rules matched in, and decides
 * only whether a rule hit about someone else keeps its check-in. It belongs to one model file: with
 * any other (a model trained again and the head not fitted again) it does not answer, and the
 * check-in stands.
 */

/** The head's highest score over the passages, null when it cannot answer. */
export async function someoneAtRiskScore(
  passages: string[],
  timeoutMs: number,
): Promise<number | null> {
  // Not loaded yet (no fingerprint), or another model file: nothing to ask.
  crisisModelState();
  if (passages.length === 0 || crisisModelFingerprint() !== fitted.model) return null;
  const vectors = await crisisModelVectors(passages, { timeoutMs });
  return vectors ? Math.max(...vectors.map((vector) => linearScore(fitted, vector))) : null;
}

/** True only when the head answers and reads nobody at risk now. */
export async function readsNobodyAtRisk(passages: string[], timeoutMs: number) {
  const score = await someoneAtRiskScore(passages, timeoutMs);
  return score !== null && score < fitted.threshold;
}
