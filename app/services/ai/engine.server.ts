import { getAiSettings, type AiSettings } from "~/models/ai-settings.server";
import { AiUnavailableError } from "./errors";
import { localEngine } from "./local/engine.server";
import { createOpenAiEngine } from "./openai-engine.server";
import type { AiEngine } from "./types";

export { AiUnavailableError, localEngine };

let cached: { signature: string; engine: AiEngine } | undefined;

/**
 * The engine chosen in /admin/openai (or by OPENAI_* env): local unless the provider is "openai".
 * Settings are read on every call (one small indexed query), so a saved change applies at once;
 * the SDK client is reused while they stay the same.
 */
export function getAiEngine(settings: AiSettings = getAiSettings()): AiEngine {
  if (settings.provider !== "openai") return localEngine;
  const signature = JSON.stringify([settings.apiKey, settings.baseUrl, settings.model]);
  if (cached?.signature !== signature) {
    cached = { signature, engine: createOpenAiEngine(settings) };
  }
  return cached.engine;
}
