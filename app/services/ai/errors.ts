/** The chat provider failed; the UI shows 'Failed to get AI response. Please try again.' */
export class AiUnavailableError extends Error {
  constructor(message = "Failed to get AI response. Please try again.", options?: ErrorOptions) {
    super(message, options);
    this.name = "AiUnavailableError";
  }
}
