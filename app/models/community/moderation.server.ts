import { and, asc, count, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { db } from "#db/client";
import { communityCircles, communityPosts, communityProfiles, communityReports } from "#db/schema";
import { communityNameKey } from "~/lib/community";
import {
  HOLD_REASON_ORDER,
  QUEUE_PAGE_SIZE,
  SUSPENDED_UNTIL_LIFTED,
  type HoldReason,
  type SuspensionPeriod,
} from "~/lib/community-moderation";

/**
 * The moderators' side of the community (docs/product.md#community-moderation, decision 024):
 * the queue of held and reported posts, approving, removing, and suspending an author from
 * posting. It reads community tables only, and of a person only their community name: never an
 * email, a real name, or anything from the journal, moods or plans.
 */

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

// Written out in full: inside a subquery drizzle leaves column names unqualified.
const HAS_OPEN_REPORT = sql`exists (select 1 from "community_reports" where "community_reports"."post_id" = "community_posts"."id" and "community_reports"."resolved_at" is null)`;

const IN_QUEUE = or(
  eq(communityPosts.status, "held"),
  and(eq(communityPosts.status, "published"), HAS_OPEN_REPORT),
);

/** held before published; among held, crisis, then filter, then reports; oldest first within. */
const QUEUE_ORDER = [
  sql`case when ${communityPosts.status} = 'held' then 0 else 1 end`,
  sql`case ${communityPosts.holdReason} ${sql.join(
    HOLD_REASON_ORDER.map((reason, index) => sql`when ${reason} then ${index}`),
    sql` `,
  )} else ${HOLD_REASON_ORDER.length} end`,
  asc(communityPosts.createdAt),
  asc(communityPosts.id),
];

/** How much of the post a reply answers is shown with it, for context. */
const PARENT_EXCERPT = 160;
const parentPosts = alias(communityPosts, "parent_posts");

/**
 * One page of the queue. Each item carries its circle, whether it is a reply, the author's
 * community name (null when the author has none), the hold reason, the open reports grouped by
 * reason and, for a reply, the start of the post it answers. The author's account id is not part of it: moderators act on a post, and the server
 * finds its author (decision 024).
 */
export function listModerationQueue({ page = 1, now = new Date() }: { page?: number; now?: Date }) {
  const total = db().select({ n: count() }).from(communityPosts).where(IN_QUEUE).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const rows = db()
    .select({
      id: communityPosts.id,
      parentId: communityPosts.parentId,
      body: communityPosts.body,
      status: communityPosts.status,
      holdReason: communityPosts.holdReason,
      createdAt: communityPosts.createdAt,
      editedAt: communityPosts.editedAt,
      parentBody: sql<string | null>`substr(${parentPosts.body}, 1, ${PARENT_EXCERPT + 1})`,
      circleName: communityCircles.name,
      circleSlug: communityCircles.slug,
      communityName: communityProfiles.communityName,
      suspendedUntil: communityProfiles.suspendedUntil,
    })
    .from(communityPosts)
    .innerJoin(communityCircles, eq(communityCircles.id, communityPosts.circleId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorId))
    .leftJoin(parentPosts, eq(parentPosts.id, communityPosts.parentId))
    .where(IN_QUEUE)
    .orderBy(...QUEUE_ORDER)
    .limit(QUEUE_PAGE_SIZE)
    .offset((current - 1) * QUEUE_PAGE_SIZE)
    .all();
  const reports = openReportsOf(rows.map((row) => row.id));
  const items = rows.map(({ suspendedUntil, parentBody, ...row }) => {
    const reasons = reports.get(row.id) ?? [];
    return {
      ...row,
      parentExcerpt:
        parentBody === null
          ? null
          : parentBody.length > PARENT_EXCERPT
            ? `${parentBody.slice(0, PARENT_EXCERPT).trimEnd()}…`
            : parentBody,
      isReply: row.parentId !== null,
      holdReason: row.status === "held" ? (row.holdReason as HoldReason | null) : null,
      reports: reasons,
      openReports: reasons.reduce((sum, item) => sum + item.count, 0),
      suspendedUntil: suspendedUntil && suspendedUntil > now ? suspendedUntil : null,
    };
  });
  return { items, total, page: current, pageCount };
}

/** Unresolved reports of these posts: per post, each reason with how many gave it. */
function openReportsOf(postIds: number[]) {
  const byPost = new Map<number, Array<{ reason: string; count: number }>>();
  if (!postIds.length) return byPost;
  const rows = db()
    .select({ postId: communityReports.postId, reason: communityReports.reason, n: count() })
    .from(communityReports)
    .where(and(inArray(communityReports.postId, postIds), isNull(communityReports.resolvedAt)))
    .groupBy(communityReports.postId, communityReports.reason)
    .orderBy(asc(communityReports.reason))
    .all();
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push({ reason: row.reason, count: row.n });
    byPost.set(row.postId, list);
  }
  return byPost;
}

export type PostReview =
  | {
      status: "done";
      post: { id: number; holdReason: HoldReason | null; resolvedReports: number };
    }
  /** Already in that state (another moderator was quicker). */
  | { status: "unchanged"; post: { id: number } }
  | { status: "not-found" }
  /** Approving a post that was removed meanwhile. */
  | { status: "removed" }
  /** Approving a text the author edited after the moderator read it. */
  | { status: "edited" };

function resolveReports(tx: Tx, postId: number, now: Date) {
  return tx
    .update(communityReports)
    .set({ resolvedAt: now })
    .where(and(eq(communityReports.postId, postId), isNull(communityReports.resolvedAt)))
    .run().changes;
}

function review(
  postId: number,
  change: (tx: Tx, post: typeof communityPosts.$inferSelect) => PostReview,
) {
  return db().transaction(
    (tx) => {
      const post = tx.select().from(communityPosts).where(eq(communityPosts.id, postId)).get();
      if (!post) return { status: "not-found" } as const;
      return change(tx, post);
    },
    { behavior: "immediate" },
  );
}

/** The version of a post's text a moderator reads: its last edit in ms, 0 when never edited. */
export const textVersion = (post: { editedAt: Date | null }) => post.editedAt?.getTime() ?? 0;

/**
 * Publishes a held or reported post: its open reports are resolved and its report count starts
 * again from 0, so the reports that were reviewed cannot hide it again. With `seen` (the
 * textVersion the moderator read), a post edited since is left as it is ("edited").
 */
export function approvePost(postId: number, now = new Date(), seen?: number): PostReview {
  return review(postId, (tx, post) => {
    if (post.status === "removed") return { status: "removed" };
    if (seen !== undefined && textVersion(post) !== seen) return { status: "edited" };
    const holdReason = post.status === "held" ? (post.holdReason as HoldReason | null) : null;
    const resolvedReports = resolveReports(tx, post.id, now);
    if (post.status === "published" && resolvedReports === 0) {
      return { status: "unchanged", post: { id: post.id } };
    }
    tx.update(communityPosts)
      .set({
        status: "published",
        holdReason: null,
        reportCount: 0,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(communityPosts.id, post.id))
      .run();
    return { status: "done", post: { id: post.id, holdReason, resolvedReports } };
  });
}

/** Removes a post; `reason` is shown to its author (and to nobody else). */
export function removePost(postId: number, reason: string, now = new Date()): PostReview {
  return review(postId, (tx, post) => {
    if (post.status === "removed") return { status: "unchanged", post: { id: post.id } };
    const holdReason = post.status === "held" ? (post.holdReason as HoldReason | null) : null;
    const resolvedReports = resolveReports(tx, post.id, now);
    tx.update(communityPosts)
      .set({
        status: "removed",
        holdReason: null,
        removalReason: reason,
        reportCount: 0,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(communityPosts.id, post.id))
      .run();
    return { status: "done", post: { id: post.id, holdReason, resolvedReports } };
  });
}

/** When a suspension of this period, starting now, ends. */
export function suspensionEnd(period: SuspensionPeriod, now = new Date()) {
  if (period === "lifted") return new Date(SUSPENDED_UNTIL_LIFTED);
  return new Date(now.getTime() + Number(period) * 24 * 60 * 60 * 1000);
}

export type SuspensionChange =
  | { status: "done"; author: { userId: number } }
  | { status: "unchanged"; author: { userId: number } }
  | { status: "not-found" };

/** The author of a post, by their community profile (null when there is none). */
function authorOfPost(tx: Tx, postId: number) {
  return tx
    .select({ userId: communityProfiles.userId, suspendedUntil: communityProfiles.suspendedUntil })
    .from(communityPosts)
    .innerJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorId))
    .where(eq(communityPosts.id, postId))
    .get();
}

/**
 * Stops the author of a post from posting and replying until `until`, with a reason they are
 * shown. A later suspension replaces an earlier one (it may shorten it).
 */
export function suspendAuthorOfPost(
  postId: number,
  { until, reason }: { until: Date; reason: string },
  now = new Date(),
): SuspensionChange {
  return db().transaction(
    (tx) => {
      const author = authorOfPost(tx, postId);
      if (!author) return { status: "not-found" } as const;
      tx.update(communityProfiles)
        .set({ suspendedUntil: until, suspensionReason: reason, updatedAt: now })
        .where(eq(communityProfiles.userId, author.userId))
        .run();
      return { status: "done", author: { userId: author.userId } } as const;
    },
    { behavior: "immediate" },
  );
}

/** Lets a suspended member (found by community name, any case) post again. */
export function liftSuspension(communityName: string, now = new Date()): SuspensionChange {
  return db().transaction(
    (tx) => {
      const profile = tx
        .select({
          userId: communityProfiles.userId,
          suspendedUntil: communityProfiles.suspendedUntil,
        })
        .from(communityProfiles)
        .where(eq(communityProfiles.nameKey, communityNameKey(communityName)))
        .get();
      if (!profile) return { status: "not-found" } as const;
      if (!profile.suspendedUntil || profile.suspendedUntil <= now) {
        return { status: "unchanged", author: { userId: profile.userId } } as const;
      }
      tx.update(communityProfiles)
        .set({ suspendedUntil: null, suspensionReason: null, updatedAt: now })
        .where(eq(communityProfiles.userId, profile.userId))
        .run();
      return { status: "done", author: { userId: profile.userId } } as const;
    },
    { behavior: "immediate" },
  );
}

/** Members suspended right now, the suspension ending soonest first. */
export function listSuspendedAuthors(now = new Date()) {
  return db()
    .select({
      communityName: communityProfiles.communityName,
      suspendedUntil: communityProfiles.suspendedUntil,
      suspensionReason: communityProfiles.suspensionReason,
    })
    .from(communityProfiles)
    .where(gt(communityProfiles.suspendedUntil, now))
    .orderBy(asc(communityProfiles.suspendedUntil), asc(communityProfiles.nameKey))
    .all()
    .map((row) => ({ ...row, suspendedUntil: row.suspendedUntil! }));
}
