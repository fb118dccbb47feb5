import { monthDay, monthDayYear } from "~/lib/format-day";
import type { DayKey } from "~/lib/local-day";
import { moodLabel } from "~/lib/mood";

/**
 * The weekly digest's words (docs/product.md#notifications): last week's journal count, moods,
 * streaks and weekly insights. Counts and the insights the person already sees on /insights;
 * never a line of their journal.
 */
export type DigestInput = {
  weekStart: DayKey;
  weekEnd: DayKey;
  entries: number;
  /** One rating (1-5) per mood logged that week. */
  moodRatings: number[];
  /** Live habits with a streak of 1 or more, and how it reads ("12 days", "3 weeks"). */
  streaks: Array<{ title: string; streak: string }>;
  summary: { topEmotions: string[]; commonThemes: string[]; insights: string[] } | null;
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export function digestContent(input: DigestInput) {
  const range = `${monthDay(input.weekStart)} – ${monthDayYear(input.weekEnd)}`;
  const average =
    input.moodRatings.length > 0
      ? input.moodRatings.reduce((sum, rating) => sum + rating, 0) / input.moodRatings.length
      : null;
  const paragraphs = [`Here is your week of ${range}.`];
  paragraphs.push(
    input.entries > 0
      ? `Journal: you wrote ${plural(input.entries, "entry", "entries")}.`
      : "Journal: no entries last week. A few lines this week are enough to start again.",
  );
  paragraphs.push(
    average === null
      ? "Mood: no moods logged last week."
      : `Mood: ${plural(input.moodRatings.length, "check-in")}, ${moodLabel(average)} on average (${average.toFixed(1)} of 5).`,
  );
  if (input.streaks.length > 0) {
    paragraphs.push(
      `Streaks: ${input.streaks.map((habit) => `${habit.title} ${habit.streak}`).join("; ")}.`,
    );
  }
  const summary = input.summary;
  if (summary && summary.insights.length > 0) {
    paragraphs.push(`Weekly insights: ${summary.insights.join(" ")}`);
  }
  if (summary && summary.topEmotions.length > 0) {
    paragraphs.push(`Top emotions: ${summary.topEmotions.join(", ")}.`);
  }
  if (summary && summary.commonThemes.length > 0) {
    paragraphs.push(`Common themes: ${summary.commonThemes.join(", ")}.`);
  }
  const bellParts = [
    plural(input.entries, "entry", "entries"),
    average === null ? null : `mood ${moodLabel(average)} on average`,
  ].filter(Boolean);
  return {
    subject: `Your week in review: ${range}`,
    heading: "Your week in review",
    paragraphs,
    title: "Your weekly digest",
    message: `Last week: ${bellParts.join(", ")}. See your insights.`,
  };
}
