import { it } from "vitest";
import { localEngine } from "~/services/ai/engine.server";
import type { ChatTurn } from "~/services/ai/types";
import { HELD_OUT, TUNE, type LabelledEntry, type Sign } from "./analysis-set";

/**
 * The local engine's analysis against the labelled set (tests/bench/analysis-set.ts), and the CPU
 * time of its chat replies. Measured and printed, never asserted (docs/decisions/020-*):
 *   npm run bench:analysis
 */

/** The same bands the entry screen uses for "Mostly positive" / "Mixed or neutral" / "Mostly negative". */
function signOf(score: number | null): Sign {
  if (score === null) return "?";
  if (score >= 0.15) return "+";
  if (score <= -0.15) return "-";
  return "0";
}

/** Labels are written as words come ("groceries"); themes are dictionary forms ("grocery"). */
function singular(word: string) {
  return word.replace(/ies$/, "y").replace(/(?<=[^s])s$/, "");
}

async function report(name: string, set: LabelledEntry[]) {
  let signRight = 0;
  let emotionRight = 0;
  let themesPredicted = 0;
  let themesRight = 0;
  const misses: string[] = [];
  for (const [text, sign, emotion, themes] of set) {
    const result = await localEngine.analyzeSentiment(text);
    const predictedSign = signOf(result.score);
    const predictedEmotion = result.emotions[0] ?? "none";
    if (predictedSign === sign) signRight += 1;
    else misses.push(`sign ${predictedSign} (want ${sign}): ${text}`);
    if (emotion.split("|").includes(predictedEmotion)) emotionRight += 1;
    else misses.push(`emotion ${predictedEmotion} (want ${emotion}): ${text}`);
    const allowed = new Set(
      themes
        .split(/\s+/)
        .filter(Boolean)
        .map((theme) => singular(theme.replaceAll("_", " "))),
    );
    for (const theme of result.themes) {
      themesPredicted += 1;
      if (allowed.has(singular(theme))) themesRight += 1;
      else misses.push(`theme ${theme}: ${text}`);
    }
  }
  const percent = (part: number, whole: number) =>
    whole ? `${((100 * part) / whole).toFixed(1)}%` : "n/a";
  console.log(
    `${name} (${set.length} entries): sentiment sign ${percent(signRight, set.length)}, ` +
      `main emotion ${percent(emotionRight, set.length)}, ` +
      `theme precision ${percent(themesRight, themesPredicted)} (${themesRight}/${themesPredicted})`,
  );
  if (process.env.SHOW_MISSES) for (const miss of misses) console.log(`  ${miss}`);
}

it("reports the local analysis on the labelled set", async () => {
  await report("tune", TUNE);
  await report("held-out", HELD_OUT);
});

it("times the local replies in CPU milliseconds", async () => {
  const texts = [...TUNE, ...HELD_OUT].map(([text]) => text);
  const runs = 1000;
  const reply = async (run: number) => {
    const history: ChatTurn[] = [
      { role: "user", content: texts[(run + 7) % texts.length]! },
      { role: "ai", content: "That sounds like a lot. What feels most pressing?" },
      { role: "user", content: texts[(run + 3) % texts.length]! },
      { role: "ai", content: "Thank you for telling me. How are you feeling now?" },
    ];
    const message =
      run % 5 === 0
        ? "Tell me more"
        : run % 7 === 0
          ? "Why do I feel this way?"
          : texts[run % texts.length]!;
    let text = "";
    for await (const chunk of localEngine.streamChatReply({
      message,
      history,
      assistantName: "Sage",
      memories: [
        { date: "2025-01-01T09:00:00.000Z", content: texts[(run + 11) % texts.length]! },
        { date: "2025-01-05T09:00:00.000Z", content: texts[(run + 13) % texts.length]! },
      ],
    })) {
      text += chunk;
    }
    return text;
  };
  for (let run = 0; run < 50; run++) await reply(run);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage();
    await reply(run);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  console.log(
    `local chat reply CPU (${runs} replies with history and 2 memories): median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${samples.at(-1)!.toFixed(2)} ms`,
  );
});
