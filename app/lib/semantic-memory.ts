/** The sentence model's state (app/services/ai/sentence-embeddings.server.ts). */
export type SemanticMemoryState = "off" | "loading" | "ready" | "failed";

const count = new Intl.NumberFormat("en-US");

/**
 * The admin line on /admin/openai about semantic memory (docs/product.md#admin-ai-settings): how
 * many entries the sentence model has embedded, and what happens while it is not ready.
 */
export function semanticMemoryLine({
  state,
  ready,
  total,
}: {
  state: SemanticMemoryState;
  ready: number;
  total: number;
}) {
  if (state === "off")
    return "Semantic memory is switched off (SEMANTIC_MEMORY=off): related entries, search and memories use words only.";
  if (state === "failed")
    return "Semantic memory: the sentence model could not load on this server, so related entries, search and memories use words only.";
  const progress = `Semantic memory: ${count.format(ready)} of ${count.format(total)} ${total === 1 ? "entry" : "entries"} ready`;
  if (state === "loading") return `${progress} (the sentence model is loading).`;
  return ready < total
    ? `${progress}; the rest are being embedded in the background.`
    : `${progress}.`;
}

/**
 * The admin line on /admin/openai about re-reading old entries after the local analyser changed
 * (docs/product.md#admin-ai-settings).
 */
export function reanalysisLine({
  current,
  total,
  paused,
}: {
  current: number;
  total: number;
  paused: boolean;
}) {
  const progress = `Entry analysis: ${count.format(current)} of ${count.format(total)} ${total === 1 ? "entry" : "entries"} read by the current local analyser`;
  if (current >= total) return `${progress}.`;
  return paused
    ? `${progress}; older entries are re-read in the background only while the local engine is active.`
    : `${progress}; the rest are being re-read in the background.`;
}
