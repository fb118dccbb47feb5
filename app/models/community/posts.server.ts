import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "#db/client";
import {
  communityCircles,
  communityPosts,
  communityProfiles,
  communityReactions,
  communityReports,
  users,
} from "#db/schema";
import {
  COMMUNITY_PAGE_SIZE,
  REACTIONS,
  REPORT_HOLD_THRESHOLD,
  authorLabel,
  type CommunityReaction,
  type CommunitySort,
  type HoldReason,
  type ReportReason,
} from "~/lib/community";
import {
  activeSuspension,
  getCommunityProfile,
  isAllowedCommunityName,
} from "~/models/community/members.server";
import { screenCommunityText } from "~/services/safety/community-screen.server";

/**
 * Circles, posts, replies, reactions and reports as members see them (docs/product.md#community,
 * docs/decisions/022-community.md). Moderation (approve, remove, suspend, circles) lives in
 * moderation.server.ts and circles-admin.server.ts.
 *
 * Where a post's `status` is set here: createCommunityPost (published, or held "crisis"/"filter"
 * by the screen), editCommunityPost (a new hold when the edited text is screened out; an edit never
 * lifts a hold) and reportCommunityPost (held "reports" at REPORT_HOLD_THRESHOLD open reports).
 *
 * Pseudonymity: nothing here returns an author's id, email, name or username. The author is a
 * label (community name, plus the display name only when they chose to show it) and `mine`.
 */

export type CommunityErrorCode =
  "not_found" | "no_profile" | "suspended" | "archived" | "closed" | "own_post";

export class CommunityError extends Error {
  constructor(
    readonly code: CommunityErrorCode,
    readonly suspension: { until: Date; reason: string | null } | null = null,
  ) {
    super(code);
    this.name = "CommunityError";
  }
}

/** Not reported by the viewer: a report hides the post for its reporter at once. */
const notReportedBy = (viewerId: number) =>
  sql`not exists (select 1 from ${communityReports} where ${communityReports.postId} = ${communityPosts.id} and ${communityReports.reporterId} = ${viewerId})`;

/** Published and not reported by the viewer, or the viewer's own (any status). */
const visibleTo = (viewerId: number) =>
  or(
    and(eq(communityPosts.status, "published"), notReportedBy(viewerId)),
    eq(communityPosts.authorId, viewerId),
  )!;

const reactionTotal = sql<number>`(select count(*) from ${communityReactions} where ${communityReactions.postId} = ${communityPosts.id})`;

/** The author's label columns: the display name leaves the database only when its owner chose to show it. */
const postColumns = {
  id: communityPosts.id,
  circleId: communityPosts.circleId,
  parentId: communityPosts.parentId,
  authorId: communityPosts.authorId,
  body: communityPosts.body,
  status: communityPosts.status,
  holdReason: communityPosts.holdReason,
  removalReason: communityPosts.removalReason,
  editedAt: communityPosts.editedAt,
  createdAt: communityPosts.createdAt,
  communityName: sql<string>`coalesce(${communityProfiles.communityName}, 'Member')`,
  displayName: sql<
    string | null
  >`case when ${communityProfiles.showDisplayName} then ${users.displayName} end`,
};

function selectPosts(where: SQL) {
  return db()
    .select(postColumns)
    .from(communityPosts)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorId))
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .where(where);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>["all"]>>[number];

export type CommunityPostView = {
  id: number;
  circleId: number;
  parentId: number | null;
  body: string;
  author: string;
  mine: boolean;
  status: "published" | "held" | "removed";
  holdReason: HoldReason | null;
  removalReason: string | null;
  edited: boolean;
  createdAt: Date;
  myReactions: CommunityReaction[];
  /** Per kind, only on the viewer's own posts: never who. */
  reactionCounts: Record<CommunityReaction, number> | null;
  replyCount: number;
};

/** Shapes rows for the viewer: reactions, counts on their own posts, and replies counted. */
function present(viewerId: number, rows: PostRow[]): CommunityPostView[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const reactions = db()
    .select({
      postId: communityReactions.postId,
      userId: communityReactions.userId,
      kind: communityReactions.kind,
    })
    .from(communityReactions)
    .where(inArray(communityReactions.postId, ids))
    .all();
  const replies = db()
    .select({ parentId: communityPosts.parentId, n: sql<number>`count(*)` })
    .from(communityPosts)
    .where(and(inArray(communityPosts.parentId, ids), visibleTo(viewerId)))
    .groupBy(communityPosts.parentId)
    .all();
  const replyCounts = new Map(replies.map((row) => [row.parentId, row.n]));
  return rows.map((row) => {
    const mine = row.authorId === viewerId;
    const own = reactions.filter((r) => r.postId === row.id);
    const counts = Object.fromEntries(
      REACTIONS.map((kind) => [kind, own.filter((r) => r.kind === kind).length]),
    ) as Record<CommunityReaction, number>;
    return {
      id: row.id,
      circleId: row.circleId,
      parentId: row.parentId,
      body: row.body,
      // A shown display name never makes a post look like the service's or a moderator's.
      author: authorLabel({
        communityName: row.communityName,
        displayName:
          row.displayName && isAllowedCommunityName(row.displayName) ? row.displayName : null,
      }),
      mine,
      status: row.status,
      holdReason: row.holdReason,
      // What a moderator wrote is for the author alone.
      removalReason: mine ? row.removalReason : null,
      edited: row.editedAt !== null,
      createdAt: row.createdAt,
      myReactions: own.filter((r) => r.userId === viewerId).map((r) => r.kind),
      reactionCounts: mine ? counts : null,
      replyCount: replyCounts.get(row.id) ?? 0,
    };
  });
}

/** The circles members can post in (not archived), in the admins' order, with their post counts. */
export function listCircles() {
  return db()
    .select({
      id: communityCircles.id,
      slug: communityCircles.slug,
      name: communityCircles.name,
      description: communityCircles.description,
      postCount: sql<number>`(select count(*) from ${communityPosts} where ${communityPosts.circleId} = ${communityCircles.id} and ${communityPosts.parentId} is null and ${communityPosts.status} = 'published')`,
    })
    .from(communityCircles)
    .where(eq(communityCircles.archived, false))
    .orderBy(asc(communityCircles.sortOrder), asc(communityCircles.name))
    .all();
}

export function getCircleBySlug(slug: string) {
  return db().select().from(communityCircles).where(eq(communityCircles.slug, slug)).get();
}

/** One page of a circle's top-level posts that the viewer may see, newest or most supported first. */
export function listCirclePosts(
  viewerId: number,
  circleId: number,
  { sort, page }: { sort: CommunitySort; page: number },
) {
  const rows = selectPosts(
    and(
      eq(communityPosts.circleId, circleId),
      isNull(communityPosts.parentId),
      eq(communityPosts.status, "published"),
      notReportedBy(viewerId),
    )!,
  )
    .orderBy(
      ...(sort === "supported"
        ? [desc(reactionTotal), desc(communityPosts.createdAt), desc(communityPosts.id)]
        : [desc(communityPosts.createdAt), desc(communityPosts.id)]),
    )
    .limit(COMMUNITY_PAGE_SIZE + 1)
    .offset((page - 1) * COMMUNITY_PAGE_SIZE)
    .all();
  return {
    posts: present(viewerId, rows.slice(0, COMMUNITY_PAGE_SIZE)),
    hasMore: rows.length > COMMUNITY_PAGE_SIZE,
  };
}

/** A top-level post or a reply the viewer may see, or undefined. */
function visiblePost(viewerId: number, postId: number) {
  const [row] = selectPosts(and(eq(communityPosts.id, postId), visibleTo(viewerId))!).all();
  return row ? present(viewerId, [row])[0] : undefined;
}

/** A post with its circle and the replies the viewer may see (oldest first), or undefined. */
export function getPostThread(viewerId: number, postId: number) {
  const post = visiblePost(viewerId, postId);
  if (!post || post.parentId !== null) return undefined;
  const circle = db()
    .select()
    .from(communityCircles)
    .where(eq(communityCircles.id, post.circleId))
    .get()!;
  const replies = present(
    viewerId,
    selectPosts(and(eq(communityPosts.parentId, postId), visibleTo(viewerId))!)
      .orderBy(asc(communityPosts.createdAt), asc(communityPosts.id))
      .all(),
  );
  return { post, circle, replies };
}

/** The person's profile, checked for posting: a community name and no suspension in force. */
function requirePoster(userId: number, now = new Date()) {
  const profile = getCommunityProfile(userId);
  if (!profile) throw new CommunityError("no_profile");
  const suspension = activeSuspension(profile, now);
  if (suspension) throw new CommunityError("suspended", suspension);
  return profile;
}

/**
 * A new post (no `parentId`) or reply, screened before anyone else can see it: published, or held
 * with the screen's reason. Throws CommunityError (no profile, suspended, archived circle, the
 * post replied to not open for replies).
 */
export async function createCommunityPost(
  userId: number,
  input: { circleId: number; parentId?: number | null; body: string },
) {
  requirePoster(userId);
  let circleId = input.circleId;
  if (input.parentId) {
    const parent = visiblePost(userId, input.parentId);
    if (!parent) throw new CommunityError("not_found");
    if (parent.parentId !== null || parent.status !== "published") {
      throw new CommunityError("closed");
    }
    circleId = parent.circleId;
  }
  const circle = db()
    .select()
    .from(communityCircles)
    .where(eq(communityCircles.id, circleId))
    .get();
  if (!circle) throw new CommunityError("not_found");
  if (circle.archived) throw new CommunityError("archived");
  const screening = await screenCommunityText(input.body);
  const post = db()
    .insert(communityPosts)
    .values({
      circleId,
      authorId: userId,
      parentId: input.parentId ?? null,
      body: input.body,
      status: screening.holdReason ? "held" : "published",
      holdReason: screening.holdReason,
    })
    .returning({
      id: communityPosts.id,
      parentId: communityPosts.parentId,
      status: communityPosts.status,
      holdReason: communityPosts.holdReason,
    })
    .get();
  return { post, checkIn: screening.checkIn };
}

function ownPost(userId: number, postId: number) {
  return db()
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorId, userId)))
    .get();
}

/**
 * The author edits their post or reply (marked edited). The new text is screened again: it may
 * hold a published post; an edit never lifts a hold, and a removed post cannot be edited, nor a
 * post in an archived circle (read only; deleting stays possible).
 */
export async function editCommunityPost(userId: number, postId: number, body: string) {
  requirePoster(userId);
  const existing = ownPost(userId, postId);
  if (!existing || existing.status === "removed") throw new CommunityError("not_found");
  const circle = db()
    .select({ archived: communityCircles.archived })
    .from(communityCircles)
    .where(eq(communityCircles.id, existing.circleId))
    .get();
  if (circle?.archived) throw new CommunityError("archived");
  const screening = await screenCommunityText(body);
  const hold = existing.status === "held" ? null : screening.holdReason;
  const post = db()
    .update(communityPosts)
    .set({
      body,
      editedAt: new Date(),
      updatedAt: new Date(),
      ...(hold ? { status: "held" as const, holdReason: hold } : {}),
    })
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorId, userId)))
    .returning({
      id: communityPosts.id,
      parentId: communityPosts.parentId,
      status: communityPosts.status,
      holdReason: communityPosts.holdReason,
    })
    .get()!;
  return { post, checkIn: screening.checkIn };
}

/** The author deletes their post (its replies go with it) or reply. Returns what it was, or undefined. */
export function deleteCommunityPost(userId: number, postId: number) {
  return db()
    .delete(communityPosts)
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.authorId, userId)))
    .returning({
      id: communityPosts.id,
      parentId: communityPosts.parentId,
      circleId: communityPosts.circleId,
    })
    .get();
}

/** A published post of someone else that the viewer can see (to react to or report it). */
function othersPublishedPost(viewerId: number, postId: number) {
  const post = visiblePost(viewerId, postId);
  if (!post || post.status !== "published") throw new CommunityError("not_found");
  if (post.mine) throw new CommunityError("own_post");
  return post;
}

/** Adds or takes back one reaction of a kind (one of each per person and post). Returns whether it is on now. */
export function toggleReaction(userId: number, postId: number, kind: CommunityReaction) {
  if (!getCommunityProfile(userId)) throw new CommunityError("no_profile");
  othersPublishedPost(userId, postId);
  return db().transaction((tx) => {
    const mine = and(
      eq(communityReactions.postId, postId),
      eq(communityReactions.userId, userId),
      eq(communityReactions.kind, kind),
    );
    const removed = tx.delete(communityReactions).where(mine).returning().all();
    if (removed.length === 0) {
      tx.insert(communityReactions).values({ postId, userId, kind }).run();
    }
    tx.update(communityPosts)
      .set({ supportCount: reactionTotal })
      .where(eq(communityPosts.id, postId))
      .run();
    return removed.length === 0;
  });
}

/**
 * Reports a post: hidden for the reporter at once and queued for moderators. At
 * REPORT_HOLD_THRESHOLD distinct open reports a published post is held ("reports") for everyone.
 * Reporting twice changes nothing. Returns whether the post is now held.
 */
export function reportCommunityPost(userId: number, postId: number, reason: ReportReason) {
  if (!getCommunityProfile(userId)) throw new CommunityError("no_profile");
  othersPublishedPost(userId, postId);
  return db().transaction((tx) => {
    tx.insert(communityReports)
      .values({ postId, reporterId: userId, reason })
      .onConflictDoNothing()
      .run();
    const open = tx
      .select({ n: sql<number>`count(*)` })
      .from(communityReports)
      .where(and(eq(communityReports.postId, postId), isNull(communityReports.resolvedAt)))
      .get()!.n;
    const held = open >= REPORT_HOLD_THRESHOLD;
    tx.update(communityPosts)
      .set({
        reportCount: open,
        ...(held ? { status: "held" as const, holdReason: "reports" as const } : {}),
      })
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.status, "published")))
      .run();
    return held;
  });
}

/** Every post and reply of the person, newest first, with its status (held and removed too). */
export function listMyCommunityPosts(userId: number, page: number) {
  const rows = selectPosts(eq(communityPosts.authorId, userId))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(COMMUNITY_PAGE_SIZE + 1)
    .offset((page - 1) * COMMUNITY_PAGE_SIZE)
    .all();
  const posts = present(userId, rows.slice(0, COMMUNITY_PAGE_SIZE));
  const circleIds = [...new Set(posts.map((post) => post.circleId))];
  const circles = circleIds.length
    ? db()
        .select({
          id: communityCircles.id,
          slug: communityCircles.slug,
          name: communityCircles.name,
        })
        .from(communityCircles)
        .where(inArray(communityCircles.id, circleIds))
        .all()
    : [];
  return {
    posts: posts.map((post) => ({ ...post, circle: circles.find((c) => c.id === post.circleId)! })),
    hasMore: rows.length > COMMUNITY_PAGE_SIZE,
  };
}

/** The person's community data for their export: profile, posts and replies, reactions, reports made. */
export function exportCommunityData(userId: number) {
  const database = db();
  const profile = database
    .select({
      communityName: communityProfiles.communityName,
      showDisplayName: communityProfiles.showDisplayName,
      suspendedUntil: communityProfiles.suspendedUntil,
      suspensionReason: communityProfiles.suspensionReason,
      createdAt: communityProfiles.createdAt,
      updatedAt: communityProfiles.updatedAt,
    })
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, userId))
    .get();
  return {
    profile: profile ?? null,
    posts: database
      .select({
        id: communityPosts.id,
        circle: communityCircles.name,
        replyTo: communityPosts.parentId,
        body: communityPosts.body,
        status: communityPosts.status,
        holdReason: communityPosts.holdReason,
        removalReason: communityPosts.removalReason,
        editedAt: communityPosts.editedAt,
        createdAt: communityPosts.createdAt,
      })
      .from(communityPosts)
      .innerJoin(communityCircles, eq(communityCircles.id, communityPosts.circleId))
      .where(eq(communityPosts.authorId, userId))
      .orderBy(asc(communityPosts.createdAt), asc(communityPosts.id))
      .all(),
    reactions: database
      .select({
        postId: communityReactions.postId,
        kind: communityReactions.kind,
        createdAt: communityReactions.createdAt,
      })
      .from(communityReactions)
      .where(eq(communityReactions.userId, userId))
      .orderBy(asc(communityReactions.createdAt))
      .all(),
    reportsMade: database
      .select({
        postId: communityReports.postId,
        reason: communityReports.reason,
        resolvedAt: communityReports.resolvedAt,
        createdAt: communityReports.createdAt,
      })
      .from(communityReports)
      .where(eq(communityReports.reporterId, userId))
      .orderBy(asc(communityReports.createdAt))
      .all(),
  };
}
