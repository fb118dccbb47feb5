import { it } from "vitest";
import { localEngine } from "~/services/ai/engine.server";
import type { ChatTurn } from "~/services/ai/types";
import { measure } from "./measure";

/** Measured, never asserted: the local engine should answer in well under 50 ms. */
const OPENINGS = [
  "Today my boss yelled at me in front of everyone and I feel humiliated",
  "I'm so grateful for my friends, we went hiking and laughed all day",
  "I couldn't sleep again last night and I'm exhausted",
  "I feel lonely since my sister moved away",
  "Work deadlines are piling up and I don't know how to cope",
  "A quiet morning with coffee and a book, I felt calm",
  "I'm anxious about my exam tomorrow at school",
  "My dog made me smile when I got home",
];
const ENDINGS = [
  ".",
  ", and I keep thinking about it.",
  ". Not sure what to do next.",
  ", but dinner with my partner helped a little.",
  "!",
];

function message(run: number) {
  const index = Math.abs(run);
  return `${OPENINGS[index % OPENINGS.length]}${ENDINGS[Math.floor(index / OPENINGS.length) % ENDINGS.length]} (${index})`;
}

it("times the local engine", async () => {
  await measure("local chat reply (whole stream)", 1000, async (run) => {
    const history: ChatTurn[] = [
      { role: "user", content: message(run + 1) },
      { role: "ai", content: "That sounds like a lot. What feels most pressing?" },
    ];
    let text = "";
    for await (const chunk of localEngine.streamChatReply({
      message: message(run),
      history,
      assistantName: "Sage",
      memories: [{ date: "2025-01-01", content: message(run + 3) }],
    })) {
      text += chunk;
    }
    return text;
  });
  await measure("local analyzeSentiment", 1000, (run) =>
    localEngine.analyzeSentiment(message(run)),
  );
});
