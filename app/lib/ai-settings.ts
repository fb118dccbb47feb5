/** The AI engines an admin can choose (zod-free, so /admin/openai can list them in the browser). */
export const AI_PROVIDERS = ["local", "openai"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  local: "Built-in local engine",
  openai: "OpenAI-compatible",
};
