/**
 * docs/product.md#sentiment-analysis: a text of fewer than MIN_WORDS_TO_TELL words ("ok", "fine
 * today") says too little to tell how the writer feels. Its sentiment has a null score, and it
 * feeds neither the mood chart nor the insights. Both engines follow this rule; the local engine
 * also says so for a short text with no feeling in it at all.
 */
const MIN_WORDS_TO_TELL = 3;

export const NOT_ENOUGH_TO_TELL = "Not enough to tell";

function wordCount(text: string) {
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;
}

export function tooShortToTell(text: string) {
  return wordCount(text) < MIN_WORDS_TO_TELL;
}
