import { getPlansCard } from "~/models/plans-card.server";

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
    mood: null,
    weeklyInsights: null,
    plans: getPlansCard(userId, timezone),
  };
}
