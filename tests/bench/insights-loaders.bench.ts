import { it } from "vitest";
import { db } from "#db/client";
import { addDaysToKey, dayRange, todayKey } from "~/lib/local-day";
import { getMoodCard } from "~/models/insights.server";
import { getWeeklyInsightsCard } from "~/models/summaries.server";
import { loader as insightsLoader } from "~/routes/_app.insights";
import { callRoute, createSignedInUser, getRequest } from "#tests/utils/http";
import { measure } from "./measure";

/**
 * The dashboard's mood and weekly cards and the /insights loader, for a person with 1 year of
 * history and one with 3 years (a mood, an entry and habit ticks every day, a summary every
 * week). Each query reads only the window its chart shows (at most a year), so the two should
 * cost about the same: history beyond the window must not make them slower.
 */
const EMOTIONS = ["joy", "anxiety", "calm", "sadness", "gratitude", "hope", "anger", "fatigue"];
const THEMES = ["work", "family", "sleep", "friends", "health", "money"];

async function seedPerson(days: number) {
  const person = await createSignedInUser();
  const userId = person.user.id;
  const sqlite = db().$client;
  const today = todayKey("UTC");
  const insertMood = sqlite.prepare("INSERT INTO moods (user_id, rating, date) VALUES (?, ?, ?)");
  const insertEntry = sqlite.prepare(
    "INSERT INTO journal_entries (user_id, content, date, is_journal, analyzed, sentiment) VALUES (?, ?, ?, 1, 1, ?)",
  );
  const insertWeek = sqlite.prepare(
    "INSERT INTO weekly_summaries (user_id, week_start, top_emotions, common_themes, insights, entry_count, inputs_fingerprint) VALUES (?, ?, ?, ?, ?, 7, ?)",
  );
  const history: Record<string, boolean> = {};
  sqlite.transaction(() => {
    for (let i = 0; i < days; i++) {
      const day = addDaysToKey(today, -i);
      const noon = dayRange(day, "UTC").start.getTime() + 12 * 3_600_000;
      if (i % 4 !== 0) insertMood.run(userId, 1 + (i % 5), noon - 3_600_000);
      insertEntry.run(
        userId,
        `Day ${i}: a few honest lines about how things went, what helped and what did not. `.repeat(
          4,
        ),
        noon,
        JSON.stringify({
          score: Math.sin(i / 7),
          emotions: [EMOTIONS[i % 8], EMOTIONS[(i * 3) % 8]],
          themes: [THEMES[i % 6], THEMES[(i * 5) % 6]],
        }),
      );
      if (i % 2 === 0) history[day] = true;
      if (day.endsWith("-01") || i % 7 === 0) {
        insertWeek.run(
          userId,
          addDaysToKey(today, -i - (i % 7)),
          JSON.stringify(["joy", "calm"]),
          JSON.stringify(["work"]),
          JSON.stringify(["Your mood stayed fairly steady this week."]),
          `fingerprint-${i}`,
        );
      }
    }
    const insertHabit = sqlite.prepare(
      "INSERT INTO habits (user_id, title, completion_history) VALUES (?, ?, ?)",
    );
    insertHabit.run(userId, "Walk", JSON.stringify(history));
    insertHabit.run(userId, "Read", JSON.stringify(history));
  })();
  return person;
}

it("times the dashboard cards and the /insights loader against the length of history", async () => {
  for (const [label, days] of [
    ["1 year", 365],
    ["3 years", 3 * 365],
  ] as const) {
    const person = await seedPerson(days);
    const userId = person.user.id;
    console.log(`\n${label} of daily moods and entries:`);
    await measure(`dashboard mood card (${label})`, 300, () => getMoodCard(userId, "UTC"));
    await measure(`dashboard weekly insights card (${label})`, 300, () =>
      getWeeklyInsightsCard(userId, "UTC"),
    );
    for (const period of [30, 365]) {
      await measure(`/insights?period=${period} loader (${label})`, 100, () =>
        callRoute(
          insightsLoader,
          getRequest(`/insights?period=${period}`, { cookie: `${person.cookie}; tz=UTC` }),
        ),
      );
    }
  }
});
