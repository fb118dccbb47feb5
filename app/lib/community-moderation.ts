/**
 * Plain constants of the community moderation screens (docs/product.md#community-moderation),
 * free of zod and of server code so the screens can import them.
 */

/** Held posts come first, in this order of reasons; then published posts with open reports. */
export const HOLD_REASON_ORDER = ["crisis", "filter", "reports"] as const;
export type HoldReason = (typeof HOLD_REASON_ORDER)[number];

export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  crisis: "Held: crisis screen",
  filter: "Held: language filter",
  reports: "Held: reported by several people",
};

export const QUEUE_PAGE_SIZE = 20;

/** Why a post was removed: shown to its author (with the moderator's note when there is one). */
export const REMOVAL_REASONS = [
  "unkind",
  "personal-details",
  "spam",
  "unsafe",
  "off-topic",
  "other",
] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

export const REMOVAL_REASON_LABELS: Record<RemovalReason, string> = {
  unkind: "Unkind or harassing",
  "personal-details": "Shares someone's personal details",
  spam: "Spam or advertising",
  unsafe: "Graphic or unsafe content",
  "off-topic": "Off-topic for this circle",
  other: "Other (write it in the note)",
};

/** The text stored in the post's removalReason and shown to its author. */
export function removalText(reason: RemovalReason, note: string | undefined) {
  const label = reason === "other" ? "" : REMOVAL_REASON_LABELS[reason];
  const trimmed = note?.trim() ?? "";
  return [label, trimmed].filter(Boolean).join(": ");
}

export const MODERATION_NOTE_MAX = 200;

/** How long a suspension lasts: a number of days, or until a moderator lifts it. */
export const SUSPENSION_PERIODS = ["1", "7", "30", "lifted"] as const;
export type SuspensionPeriod = (typeof SUSPENSION_PERIODS)[number];

export const SUSPENSION_PERIOD_LABELS: Record<SuspensionPeriod, string> = {
  "1": "1 day",
  "7": "7 days",
  "30": "30 days",
  lifted: "Until lifted",
};

/**
 * "Until lifted" is stored as this far-off time in community_profiles.suspended_until, so every
 * check stays "suspendedUntil > now" (decision 024).
 */
export const SUSPENDED_UNTIL_LIFTED = Date.UTC(9999, 11, 31);

export function isSuspendedUntilLifted(until: Date | number) {
  return (typeof until === "number" ? until : until.getTime()) >= SUSPENDED_UNTIL_LIFTED;
}

export const CIRCLE_NAME_MAX = 60;
export const CIRCLE_DESCRIPTION_MAX = 300;
export const CIRCLE_SLUG_MAX = 40;
/** Lower-case letters and digits in words joined by single hyphens: "work-stress". */
export const CIRCLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A circle's address made from its name: "Work stress!" -> "work-stress". */
export function slugFromName(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CIRCLE_SLUG_MAX)
    .replace(/-+$/g, "");
}
