/** A label at the start of a transcript block: "You: …" or "Sage: …" (docs/product.md#saving-a-chat). */
const LABEL = /^([^:\n]{1,40}):[ \t]?([\s\S]*)$/;
const PERSON = "You";

export type TranscriptTurn = { speaker: string | null; text: string };

/**
 * A saved chat's transcript: blocks separated by blank lines, each opening with its speaker.
 * The speakers are "You" and the assistant (the first other label seen), so "Note: …" in a
 * person's own paragraph is not taken for a speaker; such a block continues the message before.
 */
export function parseTranscript(transcript: string): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [];
  let assistant: string | null = null;
  for (const block of transcript.split(/\n{2,}/)) {
    if (!block.trim()) continue;
    const match = LABEL.exec(block);
    const label = match?.[1]?.trim() ?? null;
    if (label && label !== PERSON && assistant === null) assistant = label;
    if (match && (label === PERSON || label === assistant)) {
      turns.push({ speaker: label, text: match[2]! });
    } else if (turns.length) {
      turns[turns.length - 1]!.text += `\n\n${block}`;
    } else {
      turns.push({ speaker: null, text: block });
    }
  }
  return turns;
}

export function EntryTranscript({ transcript }: { transcript: string }) {
  return (
    <ol className="space-y-3">
      {parseTranscript(transcript).map((turn, index) => (
        <li key={index} className="break-words whitespace-pre-wrap">
          {turn.speaker ? <strong className="font-semibold">{turn.speaker}:</strong> : null}{" "}
          {turn.text}
        </li>
      ))}
    </ol>
  );
}
