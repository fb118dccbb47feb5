import type { CrisisLevel } from "~/services/safety/crisis-tiers.server";

/**
 * OpenAI's moderation endpoint as an extra crisis signal (docs/architecture.md#ai-engines-and-crisis-safety).
 * Used only when an admin configured OpenAI itself (its own host, not another compatible server):
 * the text already goes there for the reply, and nothing else does moderation the same way. It can
 * only raise the local screen's level, never lower it, and it has a short timeout: on any failure
 * or delay it says "none" and the local tiers decide alone.
 *
 * self-harm/intent or self-harm/instructions -> "crisis"; self-harm alone -> "check-in".
 */
export const MODERATION_TIMEOUT_MS = 1_500;

export async function moderateForCrisis(
  text: string,
  {
    apiKey,
    baseUrl,
    timeoutMs = MODERATION_TIMEOUT_MS,
  }: { apiKey: string; baseUrl: string; timeoutMs?: number },
): Promise<CrisisLevel> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, "")}/moderations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ model: "omni-moderation-latest", input: text.slice(0, 10_000) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return "none";
    const body = (await response.json()) as {
      results?: { categories?: Record<string, boolean> }[];
    };
    const categories = body.results?.[0]?.categories ?? {};
    if (categories["self-harm/intent"] || categories["self-harm/instructions"]) return "crisis";
    if (categories["self-harm"]) return "check-in";
    return "none";
  } catch {
    return "none";
  }
}

/** True for OpenAI's own API (where the moderation endpoint exists and the text already goes). */
export function isOpenAiItself(baseUrl: string | null) {
  if (!baseUrl) return true;
  try {
    return new URL(baseUrl).hostname === "api.openai.com";
  } catch {
    return false;
  }
}
