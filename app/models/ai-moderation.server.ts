import { getAiSettings } from "~/models/ai-settings.server";
import { isOpenAiItself, moderateForCrisis } from "~/services/ai/moderation.server";

/**
 * The moderation check for the crisis screen, when the saved AI settings use OpenAI itself with a
 * key; undefined otherwise (the local tiers decide alone).
 */
export function moderationCheck() {
  const settings = getAiSettings();
  if (settings.provider !== "openai" || !settings.apiKey || !isOpenAiItself(settings.baseUrl)) {
    return undefined;
  }
  const { apiKey } = settings;
  const baseUrl = settings.baseUrl ?? "https://api.openai.com/v1";
  return (text: string) => moderateForCrisis(text, { apiKey, baseUrl });
}
