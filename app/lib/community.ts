import { isSuspendedUntilLifted } from "~/lib/community-moderation";
import { formatDateTime } from "~/lib/timezone";

/**
 * The community's rules and words, shared by the server and the screens (docs/product.md#community,
 * docs/decisions/022-community.md). One source for each: routes and models import them from here.
 */

/** The same list as db/schema.ts's COMMUNITY_REACTIONS (the schema is not bundled for browsers). */
export const REACTIONS = ["support", "me_too", "thank_you"] as const;
/** The community's hub for signed-in people: explains access, asks for a name, lists the circles. */
export const COMMUNITY_HOME = "/community/circles";

export type CommunityReaction = (typeof REACTIONS)[number];

export const REACTION_LABELS: Record<CommunityReaction, string> = {
  support: "Sending support",
  me_too: "Me too",
  thank_you: "Thank you",
};

/** Distinct people whose open reports hide a post for everyone until a moderator reviews it. */
export const REPORT_HOLD_THRESHOLD = 3;

export const REPORT_REASONS = {
  unkind: "Unkind, harassing or hateful",
  unsafe: "Someone may be in danger",
  advice: "Harmful or medical advice",
  privacy: "Shares someone's private details",
  spam: "Spam or selling",
  other: "Something else",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as ReportReason[];

export const COMMUNITY_PAGE_SIZE = 20;
export const POST_MAX_LENGTH = 4000;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 30;

/**
 * One form per look: compatibility forms (full-width letters, ligatures, odd spaces) become their
 * plain letters and a run of spaces one space (HTML shows it as one), so a name cannot pass for
 * another member's by its look. Lower-cased, it is the unique key (`communityNameKey`).
 */
export const canonicalCommunityName = (value: string) =>
  value.normalize("NFKC").replace(/\s+/gu, " ").trim();

export const communityNameKey = (name: string) => canonicalCommunityName(name).toLowerCase();

export const COMMUNITY_SORTS = ["newest", "supported"] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];
export const SORT_LABELS: Record<CommunitySort, string> = {
  newest: "Newest",
  supported: "Most supported",
};

export type PostStatus = "published" | "held" | "removed";
export type HoldReason = "crisis" | "filter" | "reports";

/** What the author is told about their own post (my posts, the post page). */
export const STATUS_LABELS: Record<PostStatus, string> = {
  published: "Published",
  held: "Waiting for a moderator",
  removed: "Removed by a moderator",
};

export const HOLD_MESSAGES: Record<HoldReason, string> = {
  crisis:
    "Your post is safe with us and is waiting for a moderator before anyone else sees it. It sounds like things may be really hard right now: you don't have to wait for a reply to get support.",
  filter:
    "Your post is waiting for a moderator because some words in it might hurt someone. A moderator will look at it soon; only you can see it until then.",
  reports: "Several people reported this post, so it is hidden until a moderator looks at it.",
};

export const COMMUNITY_STRINGS = {
  locked:
    "The community is not part of your plan. Peer support circles are included in plans with community access.",
  published: "Posted to the circle.",
  replied: "Reply posted.",
  edited: "Your changes are saved.",
  deleted: "Deleted.",
  reported:
    "Thank you for telling us. You won't see this post again, and a moderator will look at it.",
  nameSaved: "Your community name is saved.",
  nameTaken: "That community name is taken. Please choose another.",
  nameNeeded: "Choose a community name before you post.",
  notFound: "That post is not available.",
  cannotReply: "Replies are closed for this post.",
  archived: "This circle is archived: you can read it but not post in it.",
} as const;

/**
 * "Posting is paused until …" for a suspended member; `until` and `reason` as the moderator set
 * them, the date in the member's own zone ("until a moderator lifts it" has no date).
 */
export function suspensionMessage(
  suspension: { until: Date; reason: string | null },
  timezone: string,
) {
  const untilLabel = isSuspendedUntilLifted(suspension.until)
    ? "a moderator lifts the pause"
    : formatDateTime(suspension.until, timezone);
  const reason = suspension.reason;
  const why = reason ? ` Reason: ${reason.trim().replace(/[.!?]*$/, ".")}` : "";
  return `A moderator has paused your posting and replying until ${untilLabel}.${why} You can still read and react.`;
}

/** The name people see on a post: the community name, and the display name when its owner chose to show it. */
export function authorLabel(author: { communityName: string; displayName: string | null }) {
  return author.displayName
    ? `${author.communityName} (${author.displayName})`
    : author.communityName;
}

/** A post or reply as the community screens receive it (no author id, email, name or username). */
export type ScreenPost = {
  id: number;
  parentId: number | null;
  body: string;
  author: string;
  mine: boolean;
  status: PostStatus;
  holdReason: HoldReason | null;
  removalReason: string | null;
  edited: boolean;
  createdAt: string;
  createdLabel: string;
  myReactions: CommunityReaction[];
  reactionCounts: Record<CommunityReaction, number> | null;
  replyCount: number;
};

/** What a community form's scripts get back. */
export type CommunityAnswer =
  | {
      ok: true;
      message: string;
      postId?: number;
      status?: PostStatus;
      holdReason?: HoldReason | null;
      checkIn?: boolean;
      reacted?: boolean;
    }
  | { ok: false; error: string; values?: Record<string, string> | null };

/** "3 sent support · 1 me too" for an author's own post; null when nobody reacted yet. */
export function reactionSummary(counts: Record<CommunityReaction, number> | null) {
  if (!counts) return null;
  const parts = [
    counts.support ? `${counts.support} sent support` : null,
    counts.me_too ? `${counts.me_too} said me too` : null,
    counts.thank_you ? `${counts.thank_you} said thank you` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}
