import type { AiEngine } from "./types";
import { localEngine } from "./local/engine.server";

export { localEngine };

/** The chat provider failed; the UI shows 'Failed to get AI response. Please try again.' */
export class AiUnavailableError extends Error {
  constructor(message = "Failed to get AI response. Please try again.", options?: ErrorOptions) {
    super(message, options);
    this.name = "AiUnavailableError";
  }
}

/** The engine chosen in /admin/openai (or by OPENAI_* env); the local engine by default. */
export function getAiEngine(): AiEngine {
  return localEngine;
}
