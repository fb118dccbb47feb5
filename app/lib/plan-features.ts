/**
 * What a plan includes, in words, from its feature_limits row (docs/product.md#subscription): the
 * numbers and flags live in the database, never in copy, so the screen says what the limits do.
 */
export type LimitsRow = {
  maxJournalEntries: number | null;
  maxGoals: number | null;
  aiResponsesPerDay: number | null;
  insightsAccess: boolean;
  customPromptsAccess: boolean;
  weeklyDigestAccess: boolean;
  exportAccess: boolean;
  communityAccess: boolean;
  moodTrackingAccess: boolean;
};

export type PlanFeature = { label: string; included: boolean };

const count = (value: number | null, one: string, many: string, unlimited: string) =>
  value === null ? unlimited : `Up to ${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

export function describeLimits(limits: LimitsRow): PlanFeature[] {
  return [
    {
      label: count(
        limits.maxJournalEntries,
        "journal entry",
        "journal entries",
        "Unlimited journal entries",
      ),
      included: true,
    },
    { label: count(limits.maxGoals, "goal", "goals", "Unlimited goals"), included: true },
    {
      label:
        limits.aiResponsesPerDay === null
          ? "Unlimited AI companion replies"
          : `${limits.aiResponsesPerDay.toLocaleString("en-US")} AI companion ${limits.aiResponsesPerDay === 1 ? "reply" : "replies"} a day`,
      included: limits.aiResponsesPerDay !== 0,
    },
    { label: "Mood tracking", included: limits.moodTrackingAccess },
    { label: "Insights", included: limits.insightsAccess },
    { label: "Custom journal prompts", included: limits.customPromptsAccess },
    { label: "Weekly digest email", included: limits.weeklyDigestAccess },
    { label: "Journal export as a Markdown file", included: limits.exportAccess },
    { label: "Community", included: limits.communityAccess },
  ];
}
