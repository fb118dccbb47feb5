import { getMoodCard } from "~/models/insights.server";
import { getWeeklyInsightsCard } from "~/models/summaries.server";

/**
 * What each dashboard card needs, gathered for the `/` loader. Each card's data comes from its
 * own model; this module only assembles them.
 */
export function getDashboardCards({ userId, timezone }: { userId: number; timezone: string }) {
  void userId;
  void timezone;
  return {
    journal: null,
    prompts: null,
    mood: getMoodCard(userId, timezone),
    weeklyInsights: getWeeklyInsightsCard(userId, timezone),
    plans: null,
  };
}
