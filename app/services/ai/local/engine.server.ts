import type { AiEngine } from "../types";
import { localAnalyzeConversation, localSuggest, localSummarizeWeek } from "./insights.server";
import { readText, sentimentOf } from "./reading.server";
import { streamReply } from "./reply.server";
import { localTitle } from "./title.server";

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
