import { ASK_ME_ABOUT, FOLLOW_UP_CHIPS, MULTI_PART_PROMPT, STARTER_CHIPS } from "~/lib/chat-stream";

/** Pure rules of the journal (docs/product.md#chat-and-journal-panel, docs/product.md#validation, docs/api.md), shared by the server and the screens. */

/** docs/product.md#business-constants: a non-journal entry longer than this still counts as something the person wrote. */
export const LONG_ENTRY_THRESHOLD = 200;
export const DEFAULT_ENTRY_TITLE = "Journal Entry";
export const CHAT_ENTRY_FALLBACK_CONTENT = "Journal entry from chat";

/** One entry or message: long enough for a real day, short enough to stay a journal. */
export const MAX_ENTRY_LENGTH = 20_000;
export const MAX_MESSAGE_LENGTH = 4_000;
export const MAX_TITLE_LENGTH = 120;

/** The most of an entry a two-line preview can show, even on a wide screen. */
const ENTRY_PREVIEW_LENGTH = 280;

/**
 * The start of an entry for a clamped preview: a page sends this much, never a whole 20,000-
 * character entry, so its size does not grow with what was written (docs/architecture.md#performance).
 */
export function entryPreview(content: string, length = ENTRY_PREVIEW_LENGTH) {
  if (content.length <= length) return content;
  // Never cut a character written as two UTF-16 units (an emoji) in half.
  const end = /[\uD800-\uDBFF]/.test(content[length - 1] ?? "") ? length - 1 : length;
  return `${content.slice(0, end).trimEnd()}…`;
}

/** docs/product.md#recent-entries-rule: Recent Journal Entries lists journal entries and long non-AI entries. */
export function isRecentJournalEntry(entry: {
  isJournal: boolean;
  isAiResponse: boolean;
  content: string;
}) {
  return entry.isJournal || (!entry.isAiResponse && entry.content.length > LONG_ENTRY_THRESHOLD);
}

/**
 * How a chat message reads to people: a suggestion chip shows as its own words, a journal
 * prompt as "I'd like to reflect on: …" (docs/product.md#stored-prompts). The markers stay in storage for the engine.
 */
export function displayChatText(content: string) {
  if (content.startsWith(ASK_ME_ABOUT)) return content.slice(ASK_ME_ABOUT.length).trim();
  if (content.startsWith(MULTI_PART_PROMPT)) {
    return `I'd like to reflect on: ${content.slice(MULTI_PART_PROMPT.length).trim()}`;
  }
  return content;
}

export type ConversationMessage = { content: string; isAiResponse: boolean };

/**
 * docs/product.md#saving-a-chat: "Sage: …" or "You: …" lines separated by blank lines, oldest first.
 */
export function buildTranscript(messages: ConversationMessage[], assistantName: string) {
  return messages
    .map((m) => `${m.isAiResponse ? `${assistantName}: ` : "You: "}${displayChatText(m.content)}`)
    .join("\n\n");
}

const CHIP_TEXTS = new Set<string>(
  [...STARTER_CHIPS, ...FOLLOW_UP_CHIPS].map((chip) => chip.toLowerCase()),
);

/** Exactly the words of one of the app's chips ("Tell me more"): nothing the person wrote. */
export const isChipText = (content: string) => CHIP_TEXTS.has(content.trim().toLowerCase());

/**
 * A message the person picked rather than wrote: a suggestion chip ("Tell me more", "How am I
 * feeling today?", ASK_ME_ABOUT:…) or a journal prompt from the prompts card.
 */
export function isSuggestedMessage(content: string) {
  return (
    content.startsWith(ASK_ME_ABOUT) || content.startsWith(MULTI_PART_PROMPT) || isChipText(content)
  );
}

/**
 * A saved chat's content is the person's own messages joined by blank lines (chips and prompts
 * stay in the transcript only), or 'Journal entry from chat' when they wrote none.
 */
export function chatEntryContent(messages: ConversationMessage[]) {
  const mine = messages
    .filter((m) => !m.isAiResponse && !isSuggestedMessage(m.content))
    .map((m) => m.content);
  return mine.length ? mine.join("\n\n") : CHAT_ENTRY_FALLBACK_CONTENT;
}

/**
 * Turns what a person types into the search box into an FTS5 query that cannot be a syntax
 * error: every word becomes a quoted prefix term, all of which must match.
 */
export function toFtsQuery(input: string) {
  const words = input.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(" ");
}
