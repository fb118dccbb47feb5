import type { Sentiment } from "#db/schema";

/**
 * The one interface of the AI companion (docs/architecture.md#ai-engines-and-crisis-safety). Two engines implement it: `local`
 * (default, no key, deterministic) and `openai` (any OpenAI-compatible endpoint).
 * Crisis screening is not part of an engine: it always runs locally, before any engine is asked
 * (`~/services/safety/crisis.server`).
 */
export type { Sentiment };

export type ChatRole = "ai" | "user";
export type ChatTurn = { role: ChatRole; content: string };

export { ASK_ME_ABOUT, MULTI_PART_PROMPT } from "~/lib/chat-stream";
/** docs/product.md#business-constants: the history sent with a chat message is the last 5 messages. */
export const CHAT_HISTORY_LIMIT = 5;

export type ChatRequest = {
  /** The person's message, possibly starting with ASK_ME_ABOUT or MULTI_PART_PROMPT. */
  message: string;
  /** At most the last CHAT_HISTORY_LIMIT messages before this one, oldest first. */
  history: ChatTurn[];
  /** The avatar name the companion answers as (an admin setting). */
  assistantName: string;
  /**
   * Up to 3 past entries most similar in meaning to the message (only those above the model's
   * similarity threshold: empty when nothing past is relevant), best first, so the companion can
   * remember. `title` and `similarity` (0..1) are filled by the semantic memory.
   */
  memories: { date: string; content: string; title?: string; similarity?: number }[];
};

export type WeeklySummaryInput = {
  /** The local Monday (YYYY-MM-DD) of the week summarised. */
  weekStart: string;
  entries: { date: string; content: string; sentiment: Sentiment | null }[];
  moods: { date: string; rating: number }[];
};

export type WeeklySummary = { topEmotions: string[]; commonThemes: string[]; insights: string[] };

export type ConversationAnalysis = {
  summary: string;
  emotions: string[];
  themes: string[];
  suggestions: string[];
};

export type SuggestionInput = {
  entries: { id: number; date: string; content: string; sentiment: Sentiment | null }[];
  /** Names/titles the person already has, so nothing is suggested twice. */
  existing: { goals: string[]; tasks: string[]; habits: string[] };
};

export type Suggestions = {
  goals: {
    name: string;
    description: string;
    category: string;
    explanation: string;
    journalEntryId: number | null;
  }[];
  tasks: {
    title: string;
    description: string;
    priority: "high" | "medium" | "low";
    explanation: string;
    journalEntryId: number | null;
  }[];
  habits: {
    title: string;
    description: string;
    frequency: "daily" | "weekly";
    explanation: string;
    journalEntryId: number | null;
  }[];
};

export interface AiEngine {
  readonly name: "local" | "openai";
  /** Score -1..1 with emotions (lexicon names such as "joy", "anxiety") and themes (topics). */
  analyzeSentiment(text: string): Promise<Sentiment>;
  /** The reply as a stream of text chunks; concatenated they are the whole reply. */
  streamChatReply(request: ChatRequest): AsyncIterable<string>;
  /** A short title (3-7 words) for an entry the person did not title. */
  titleFor(text: string): Promise<string>;
  summarizeWeek(input: WeeklySummaryInput): Promise<WeeklySummary>;
  analyzeConversation(turns: ChatTurn[]): Promise<ConversationAnalysis>;
  suggest(input: SuggestionInput): Promise<Suggestions>;
}
