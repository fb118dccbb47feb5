import { untilDatabaseChanges } from "#db/prepared";
import { format, parse } from "date-fns";
import { isDayKey, todayKey } from "~/lib/local-day";
import { getChatPanel } from "~/models/chat.server";
import { getMoodCard } from "~/models/insights.server";
import { listRecentJournalEntries } from "~/models/journal.server";
import { getPlansCard } from "~/models/plans-card.server";
import { pickPrompts } from "~/models/prompts.server";
import { getWeeklyInsightsCard } from "~/models/summaries.server";
import { entryPreview } from "~/lib/journal";
import { featureLockedMessage } from "~/lib/limits";
import { hasFeature } from "~/models/limits.server";
import type { SubscriptionState } from "~/lib/subscription";

/** The day the dashboard journals for: `?date=YYYY-MM-DD`, never in the future, else today. */
export function selectedDay(url: URL, timezone: string) {
  const today = todayKey(timezone);
  const requested = url.searchParams.get("date");
  return isDayKey(requested) && requested < today ? requested : today;
}

/** The journal card's previews, kept until anything is written to the database (decision 027). */
const recentEntries =
  untilDatabaseChanges<{ id: number; title: string | null; content: string; date: string }[]>(200);

/**
 * What each dashboard card needs, gathered for the `/` loader. Each card's data comes from its
 * own model; this module only assembles them.
 */
export function getDashboardCards({
  person,
  timezone,
  url,
}: {
  /** The signed-in user as the loader has it: its plan decides the cards' limits. */
  person: { id: number } & SubscriptionState;
  timezone: string;
  url: URL;
}) {
  const userId = person.id;
  const day = selectedDay(url, timezone);
  const isToday = day === todayKey(timezone);
  const dateParam = isToday ? "" : `&date=${day}`;
  const requestedSet = Number.parseInt(url.searchParams.get("prompts") ?? "", 10);
  // "Get More Prompts" counts up from 0; anything else (Infinity, -3, junk) shows the first set.
  const promptSet = Number.isSafeInteger(requestedSet) && requestedSet > 0 ? requestedSet : 0;
  const tab =
    url.searchParams.get("panel") === "journal" ? ("journal" as const) : ("chat" as const);
  return {
    journal: {
      // A past day shows that day's own conversation, never today's.
      ...getChatPanel(person, isToday ? null : day),
      tab,
      day,
      isToday,
      dayLabel: format(parse(day, "yyyy-MM-dd", new Date()), "EEEE, MMMM d"),
      timezone,
      redirectTo: `/?panel=chat${dateParam}`,
      journalRedirectTo: `/?panel=journal${dateParam}`,
      // Shown on the Journal tab only; switching tabs is a navigation, which loads them.
      recentEntries:
        tab === "journal"
          ? recentEntries(String(userId), () =>
              listRecentJournalEntries(userId).map((e) => ({
                id: e.id,
                title: e.title,
                content: entryPreview(e.content),
                date: e.date.toISOString(),
              })),
            )
          : [],
    },
    prompts: { prompts: pickPrompts(userId, promptSet), promptSet, day },
    mood: getMoodCard(person, timezone),
    weeklyInsights: {
      ...getWeeklyInsightsCard(userId, timezone),
      /** The plan has no insights: why, instead of the summary. */
      locked: hasFeature(person, "insightsAccess") ? null : featureLockedMessage("insightsAccess"),
    },
    plans: getPlansCard(userId, timezone),
  };
}

export type JournalPanelData = ReturnType<typeof getDashboardCards>["journal"];
export type PromptsCardData = ReturnType<typeof getDashboardCards>["prompts"];
