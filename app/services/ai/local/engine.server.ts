import type { AiEngine } from "../types";
import { localAnalyzeConversation, localSuggest, localSummarizeWeek } from "./insights.server";
import { readText, sentimentOf } from "./reading.server";
import { streamReply } from "./reply.server";
import { localTitle } from "./title.server";

/**
 * The local analyser's version, stored with every entry it reads (journal_entries.analysis_version).
 * Raise it when sentiment, emotions, themes or titles change: entries read by an older version are
 * read again in the background (app/models/reanalysis.server.ts, docs/decisions/026-crisis-classifier.md).
 * 1: the analyser of decision 020 (the writer's own feelings, "but", negation, "not enough to tell").
 */
export const LOCAL_ANALYSER_VERSION = 1;

/**
 * The built-in engine: wink-nlp (tokens, lemmas, POS, negation) with our emotion and topic
 * lexicons. Deterministic, no network, a few milliseconds a call; the default and the fallback.
 */
export const localEngine: AiEngine = {
  name: "local",
  analyzeSentiment: async (text) => sentimentOf(readText(text)),
  streamChatReply: (request) => streamReply(request),
  titleFor: async (text) => localTitle(text),
  summarizeWeek: async (input) => localSummarizeWeek(input),
  analyzeConversation: async (turns) => localAnalyzeConversation(turns),
  suggest: async (input) => localSuggest(input),
};
