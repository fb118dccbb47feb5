/** The chat reply streamed to the browser: one JSON event per line (resources/chat). */
export const CHAT_STREAM_TYPE = "application/x-ndjson";

export type ChatStreamEvent =
  | { type: "token"; text: string }
  | { type: "done"; crisis: boolean }
  /** `link`: where the person can act on it (a plan limit links to the plans page). */
  | { type: "error"; message: string; title?: string; link?: { href: string; label: string } };

/** Splits a growing text buffer into complete events and what is left over. */
export function takeChatEvents(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const lines = buffer.split("\n");
  const rest = lines.pop() ?? "";
  const events = lines
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ChatStreamEvent);
  return { events, rest };
}

/** docs/product.md#chat-tab: the four chips of the empty chat and the two shown after a reply. */
export const STARTER_CHIPS = [
  "How am I feeling today?",
  "What's something I'm grateful for?",
  "What's on my mind right now?",
  "What made me smile today?",
] as const;
export const FOLLOW_UP_CHIPS = ["Tell me more", "Why do I feel this way?"] as const;

/** Marks a suggestion chip: "ASK_ME_ABOUT:How am I feeling today?" (docs/product.md#chat-tab). */
export const ASK_ME_ABOUT = "ASK_ME_ABOUT:";
/** Marks a journal prompt sent from the prompts card (docs/product.md#journal-prompts-card, docs/api.md#prompts). */
export const MULTI_PART_PROMPT = "__MULTI_PART_PROMPT__: ";

/** docs/product.md#stored-prompts: a stored prompt that matches a chip is sent as a question about it. */
export function storedPromptMessage(prompt: string) {
  const chip = [...STARTER_CHIPS, ...FOLLOW_UP_CHIPS].find(
    (c) => c.toLowerCase() === prompt.trim().toLowerCase(),
  );
  return chip ? `${ASK_ME_ABOUT}${chip}` : prompt;
}

/** localStorage key of a prompt waiting to be sent when the dashboard opens with ?refresh. */
export const STORED_PROMPT_KEY = "storedPrompt";
