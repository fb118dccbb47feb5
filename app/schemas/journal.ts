import * as z from "zod";
import { MAX_ENTRY_LENGTH, MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH } from "~/lib/journal";
import { isDayKey } from "~/lib/local-day";

export { MAX_ENTRY_LENGTH } from "~/lib/journal";

const DATETIME_MESSAGE = "date must be a datetime string, such as 2026-11-22T09:30:00.000Z";

const entryContent = z
  .string({ error: "Write something before saving" })
  .trim()
  .min(1, "Write something before saving")
  .max(
    MAX_ENTRY_LENGTH,
    `Entries can be up to ${MAX_ENTRY_LENGTH.toLocaleString("en-US")} characters`,
  );

const optionalTitle = z
  .string()
  .trim()
  .max(MAX_TITLE_LENGTH, `Titles can be up to ${MAX_TITLE_LENGTH} characters`)
  .optional()
  .transform((t) => (t ? t : undefined));

const dayKey = z.string().refine(isDayKey, "Choose a valid date").optional();

/** The journal forms: /journal/new, /journal/{id} (edit) and the dashboard's Journal tab. */
export const JournalEntryFormSchema = z.object({
  title: optionalTitle,
  content: entryContent,
  day: dayKey,
});

/** POST /api/journal-entries (docs/api.md#journal-entries). */
export const JournalEntryApiSchema = z.object({
  userId: z.number({ error: "userId must be a number" }).int().positive(),
  content: entryContent,
  date: z.iso.datetime({ offset: true, error: DATETIME_MESSAGE }),
  title: optionalTitle,
  isJournal: z.boolean().optional().default(true),
  transcript: z
    .string()
    .max(MAX_ENTRY_LENGTH * 2)
    .optional(),
  analyzeSentiment: z.boolean().optional(),
});

const chatTurn = z.object({
  role: z.enum(["ai", "user"], { error: "role must be 'ai' or 'user'" }),
  content: z.string().max(MAX_MESSAGE_LENGTH),
});

const chatMessage = z
  .string({ error: "Write a message first" })
  .trim()
  .min(1, "Write a message first")
  .max(
    MAX_MESSAGE_LENGTH,
    `Messages can be up to ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`,
  );

/** POST /api/chat-response (docs/api.md#chat-response): history is at most the last 5 messages. */
export const ChatResponseApiSchema = z.object({
  content: chatMessage,
  userId: z.number({ error: "userId must be a number" }).int().positive(),
  history: z.array(chatTurn).max(5, "history can hold at most the last 5 messages").default([]),
});

/** The chat panel's form (dashboard and /chat). */
export const ChatFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), message: chatMessage, day: dayKey }),
  z.object({ intent: z.literal("new-chat"), day: dayKey }),
  z.object({ intent: z.literal("save"), day: dayKey }),
]);

/** /journal's search and filters, read from the query string. */
export const JournalSearchSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  from: dayKey.catch(undefined),
  to: dayKey.catch(undefined),
  emotion: z.string().trim().max(40).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
