import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { db } from "#db/client";
import { untilDatabaseChanges } from "#db/prepared";
import { chatMessages } from "#db/schema";
import { buildTranscript, chatEntryContent, isChipText } from "~/lib/journal";
import { todayKey, type DayKey } from "~/lib/local-day";
import { getAssistantName } from "~/models/ai-settings.server";
import { aiDailyLimitMessage } from "~/lib/limits";
import { createJournalEntry, findMemoriesFor } from "~/models/journal.server";
import {
  aiRepliesUsed,
  LimitError,
  reserveAiReply,
  subjectId,
  type LimitSubject,
} from "~/models/limits.server";
import { AiUnavailableError, getAiEngine } from "~/services/ai/engine.server";
import { CHAT_HISTORY_LIMIT, MULTI_PART_PROMPT, type ChatTurn } from "~/services/ai/types";
import { checkInReply, crisisReply } from "~/services/safety/crisis.server";
import { screenCrisisTiers, type TieredScreening } from "~/services/safety/crisis-tiers.server";
import { moderationCheck } from "~/models/ai-moderation.server";

export const NO_MESSAGES_TO_SAVE = "No entries to save: Start a conversation before saving";
export const CHAT_FAILED = "Failed to get AI response. Please try again.";

/**
 * Which conversation: null for the ongoing one (today's), or the past local day a conversation
 * is written for from the dashboard's view of that day.
 */
export type ConversationDay = DayKey | null;

/** The conversation a chat form's `day` names: a past day's own, else the ongoing one. */
export function conversationDay(day: DayKey | undefined, timezone: string): ConversationDay {
  return day && day < todayKey(timezone) ? day : null;
}

const conversationOf = (userId: number, forDay: ConversationDay) =>
  and(
    eq(chatMessages.userId, userId),
    forDay === null ? isNull(chatMessages.forDay) : eq(chatMessages.forDay, forDay),
  );

/** A conversation in progress (docs/decisions/007), oldest first. */
export function getConversation(userId: number, forDay: ConversationDay = null) {
  return db()
    .select()
    .from(chatMessages)
    .where(conversationOf(userId, forDay))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .all();
}

export function clearConversation(userId: number, forDay: ConversationDay = null) {
  db().delete(chatMessages).where(conversationOf(userId, forDay)).run();
}

/**
 * What the chat panel shows: the messages (a reply knows whether it was a crisis reply), the
 * latest analysis, whether to show crisis help. After a crisis reply there is no analysis: its
 * routine suggestions are not what the person needs then.
 */
export function getChatPanel(person: LimitSubject, forDay: ConversationDay = null) {
  const userId = subjectId(person);
  const replies = aiRepliesUsed(person);
  return {
    /** Set when today's AI replies are used up (the composer stays: crisis replies are free). */
    aiLimit: replies.reached ? aiDailyLimitMessage(replies.max!) : null,
    assistantName: getAssistantName(),
    ...conversationPanels(`${userId}|${forDay}`, () => readConversationPanel(userId, forDay)),
  };
}

/** The panel's conversation, kept until anything is written to the database (decision 027). */
const conversationPanels = untilDatabaseChanges<ReturnType<typeof readConversationPanel>>(200);

function readConversationPanel(userId: number, forDay: ConversationDay) {
  const messages = getConversation(userId, forDay);
  const latestReply = messages.findLast((m) => m.isAiResponse);
  return {
    messages: messages.map((m) => ({
      id: m.id,
      content: m.content,
      isAiResponse: m.isAiResponse,
      crisisReply: m.isAiResponse && m.crisis,
    })),
    analysis: latestReply && !latestReply.crisis ? (latestReply.analysis ?? null) : null,
    crisis: messages.some((m) => m.crisis),
  };
}

function toTurns(messages: { content: string; isAiResponse: boolean }[]): ChatTurn[] {
  return messages.map((m) => ({ role: m.isAiResponse ? "ai" : "user", content: m.content }));
}

async function* once(text: string) {
  yield text;
}

/** What the companion recalls for a message (ChatRequest.memories). */
async function memoriesFor(userId: number, text: string) {
  return (await findMemoriesFor(userId, text)).map((m) => ({
    date: m.date.toISOString(),
    content: m.content,
    ...(m.title ? { title: m.title } : {}),
    similarity: Math.round(m.similarity * 1000) / 1000,
  }));
}

/**
 * The tiered crisis screen for a chat message (crisis-tiers.server.ts): rules and frames at once,
 * the embedding tier and (when OpenAI itself is configured) moderation within a short wait. A
 * chip's own words ("Tell me more") are the app's, not the person's: there is nothing to screen,
 * and a model's false alarm there would answer the chip with a check-in.
 */
function screenMessage(text: string): Promise<TieredScreening> {
  if (isChipText(text)) return Promise.resolve({ level: "none" });
  return screenCrisisTiers(text, { moderate: moderationCheck() });
}

/**
 * Takes one reply from the person's AI budget for the day unless the answer is a safety reply
 * (crisis resources or the check-in: never limited and never counted). Answers how to give it back, or the limit met.
 */
function reserveUnlessCrisis(userId: number, safetyReply: boolean, timeZone: string) {
  if (safetyReply) return { release: () => {}, limited: null };
  try {
    return { release: reserveAiReply(userId, timeZone), limited: null };
  } catch (error) {
    if (error instanceof LimitError) return { release: () => {}, limited: error };
    throw error;
  }
}

/**
 * One turn of the chat: stores the person's message, then answers with a stream of the reply.
 * The crisis screen runs first and locally: on a rule or frame match no model is asked and the
 * reply points to crisis resources; on an embedding-tier match alone the reply is a gentle
 * check-in with the resources (no model is asked either). Neither is limited or counted. Any
 * other reply comes out of the day's AI budget: when it is used up, the message is kept and
 * LimitError is thrown. The reply (and the conversation's analysis) is stored when the stream
 * ends. If the provider fails, the person's message stays, the reply is given back to the budget
 * and AiUnavailableError is thrown.
 */
export async function sendChatMessage(
  userId: number,
  text: string,
  timeZone: string,
  forDay: ConversationDay = null,
) {
  const previous = getConversation(userId, forDay);
  const screening = await screenMessage(text);
  const crisis = screening.level === "crisis";
  const checkIn = screening.level === "check-in";
  const { release, limited } = reserveUnlessCrisis(userId, crisis || checkIn, timeZone);
  db()
    .insert(chatMessages)
    .values({ userId, content: text, isAiResponse: false, crisis, forDay })
    .run();
  if (limited) throw limited;
  const assistantName = getAssistantName();

  async function* reply() {
    const engine = getAiEngine();
    const chunks = crisis
      ? once(crisisReply(assistantName))
      : checkIn
        ? once(checkInReply())
        : engine.streamChatReply({
            message: text,
            // docs/api.md#chat-response: a journal prompt starts its own thread of thought (empty history).
            history: text.startsWith(MULTI_PART_PROMPT)
              ? []
              : toTurns(previous).slice(-CHAT_HISTORY_LIMIT),
            assistantName,
            memories: await memoriesFor(userId, text),
          });
    let content = "";
    try {
      for await (const chunk of chunks) {
        content += chunk;
        yield chunk;
      }
      if (!content.trim()) throw new AiUnavailableError(CHAT_FAILED);
    } catch (error) {
      release();
      if (error instanceof AiUnavailableError) throw error;
      throw new AiUnavailableError(CHAT_FAILED, { cause: error });
    }
    const turns = toTurns([...previous, { content: text, isAiResponse: false }]);
    turns.push({ role: "ai", content });
    const analysis =
      crisis || checkIn ? null : await engine.analyzeConversation(turns).catch(() => null);
    db()
      .insert(chatMessages)
      .values({ userId, content, isAiResponse: true, crisis, analysis, forDay })
      .run();
  }

  return { crisis, checkIn, reply: reply() };
}

/**
 * POST /api/chat-response: one reply to a message and the history the caller keeps (at most the
 * last 5 turns), without touching the stored conversation. Crisis screening comes first (its
 * reply is free); any other reply comes out of the day's AI budget (LimitError when used up).
 */
export async function replyToMessage(
  userId: number,
  message: string,
  history: ChatTurn[],
  timeZone: string,
) {
  const assistantName = getAssistantName();
  const screening = await screenMessage(message);
  if (screening.level === "crisis") {
    return { content: crisisReply(assistantName), crisis: true, checkIn: false };
  }
  if (screening.level === "check-in") {
    return { content: checkInReply(), crisis: false, checkIn: true };
  }
  const release = reserveAiReply(userId, timeZone);
  let content = "";
  try {
    for await (const chunk of getAiEngine().streamChatReply({
      message,
      history: history.slice(-CHAT_HISTORY_LIMIT),
      assistantName,
      memories: await memoriesFor(userId, message),
    })) {
      content += chunk;
    }
    if (!content.trim()) throw new AiUnavailableError(CHAT_FAILED);
  } catch (error) {
    release();
    if (error instanceof AiUnavailableError) throw error;
    throw new AiUnavailableError(CHAT_FAILED, { cause: error });
  }
  return { content, crisis: false, checkIn: false };
}

/** Sends a message and waits for the whole reply (the form post without JavaScript). */
export async function sendChatMessageAndWait(
  userId: number,
  text: string,
  timeZone: string,
  forDay: ConversationDay = null,
) {
  const { crisis, checkIn, reply } = await sendChatMessage(userId, text, timeZone, forDay);
  let content = "";
  for await (const chunk of reply) content += chunk;
  return { crisis, checkIn, content };
}

/**
 * "Save Chat as Journal Entry": one entry with the transcript and content rules of docs/product.md#saving-a-chat,
 * then the conversation is emptied. Answers null when there is nothing to save.
 */
export async function saveConversationAsEntry(
  userId: number,
  date: Date,
  timezone?: string,
  forDay: ConversationDay = null,
) {
  const messages = getConversation(userId, forDay);
  if (!messages.length) return null;
  const saved = await createJournalEntry(userId, {
    content: chatEntryContent(messages),
    transcript: buildTranscript(messages, getAssistantName()),
    date,
    isJournal: true,
    analyzeSentiment: true,
    timezone,
  });
  // Only what was saved is removed: a message sent meanwhile from another tab stays.
  const lastSavedId = messages.at(-1)!.id;
  db()
    .delete(chatMessages)
    .where(and(conversationOf(userId, forDay), lte(chatMessages.id, lastSavedId)))
    .run();
  return saved;
}
