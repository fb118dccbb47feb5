import { and, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import {
  adminActions,
  communityCircles,
  communityPosts,
  communityProfiles,
  communityReports,
} from "#db/schema";
import { callRoute, createSignedInUser, formRequest, getRequest } from "#tests/utils/http";
import { SUSPENDED_UNTIL_LIFTED } from "~/lib/community-moderation";
import { editCommunityPost } from "~/models/community/posts.server";
import { action as queueAction, loader as queueLoader } from "~/routes/_app.admin.community._index";
import {
  action as circlesAction,
  loader as circlesLoader,
} from "~/routes/_app.admin.community.circles";

/**
 * Community moderation (docs/product.md#community-moderation, decision 024). The members' side
 * (posting, reporting) is not needed here: posts, reports and profiles are written directly.
 */

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
type QueueData = Awaited<ReturnType<typeof queueLoader>>;
type CirclesData = Awaited<ReturnType<typeof circlesLoader>>;

let admin: Signed;
let person: Signed;
let circleId: number;
let nameCounter = 0;

async function member(name?: string) {
  nameCounter += 1;
  const signed = await createSignedInUser({ verified: true, name: `Real Name ${nameCounter}` });
  const communityName = name ?? `Quiet Heron ${nameCounter}`;
  db()
    .insert(communityProfiles)
    .values({
      userId: signed.user.id,
      communityName,
      nameKey: communityName.trim().toLowerCase(),
    })
    .run();
  return { ...signed, communityName };
}

let clock = Date.UTC(2026, 0, 1);
function post(
  authorId: number,
  values: Partial<typeof communityPosts.$inferInsert> = {},
): typeof communityPosts.$inferSelect {
  clock += 60_000;
  return db()
    .insert(communityPosts)
    .values({
      circleId,
      authorId,
      body: `Post text ${clock}`,
      createdAt: new Date(clock),
      ...values,
    })
    .returning()
    .get();
}

function report(postId: number, reporterId: number, reason = "Unkind", resolvedAt?: Date) {
  db().insert(communityReports).values({ postId, reporterId, reason, resolvedAt }).run();
}

function postRow(id: number) {
  return db().select().from(communityPosts).where(eq(communityPosts.id, id)).get()!;
}

function profileRow(userId: number) {
  return db().select().from(communityProfiles).where(eq(communityProfiles.userId, userId)).get()!;
}

function lastLog() {
  return db().select().from(adminActions).orderBy(desc(adminActions.id)).limit(1).get();
}

function logCount() {
  return db().select().from(adminActions).all().length;
}

async function queue(as: Signed = admin, search = "") {
  const result = await callRoute(
    queueLoader,
    getRequest(`/admin/community${search}`, { cookie: as.cookie }),
  );
  expect(result.status).toBe(200);
  return result.body as QueueData;
}

function moderate(fields: Record<string, string>, as: Signed = admin) {
  return callRoute(queueAction, formRequest("/admin/community", fields, { cookie: as.cookie }));
}

function circles(fields: Record<string, string>, as: Signed = admin) {
  return callRoute(
    circlesAction,
    formRequest("/admin/community/circles", fields, { cookie: as.cookie }),
  );
}

/** Empties the community tables, so each test sees only its own queue. */
function clearCommunity() {
  db().delete(communityReports).run();
  db().delete(communityPosts).run();
  db().delete(communityProfiles).run();
  db().delete(communityCircles).run();
  circleId = db()
    .insert(communityCircles)
    .values({ slug: "low-mood", name: "Low mood", description: "For heavy days." })
    .returning()
    .get().id;
}

beforeAll(async () => {
  admin = await createSignedInUser({ admin: true, verified: true });
  person = await createSignedInUser({ verified: true });
});

beforeEach(() => clearCommunity());

describe("who may moderate", () => {
  it("answers 403 to a signed-in person who is not an admin and sends visitors to sign in", async () => {
    const author = await member();
    const held = post(author.user.id, { status: "held", holdReason: "crisis" });
    for (const [cookie, status] of [
      [person.cookie, 403],
      [null, 302],
    ] as const) {
      const options = { cookie };
      expect((await callRoute(queueLoader, getRequest("/admin/community", options))).status).toBe(
        status,
      );
      expect(
        (await callRoute(circlesLoader, getRequest("/admin/community/circles", options))).status,
      ).toBe(status);
      const approve = await callRoute(
        queueAction,
        formRequest("/admin/community", { intent: "approve", postId: String(held.id) }, options),
      );
      expect(approve.status).toBe(status);
      const create = await callRoute(
        circlesAction,
        formRequest(
          "/admin/community/circles",
          { intent: "create", name: "Sneaky", description: "No" },
          options,
        ),
      );
      expect(create.status).toBe(status);
    }
    expect(postRow(held.id).status).toBe("held");
    expect(db().select().from(communityCircles).all()).toHaveLength(1);
  });
});

describe("the queue", () => {
  it("lists held posts first (crisis, filter, reports), then published posts with open reports", async () => {
    const author = await member("Calm Otter");
    const reporter = await member();
    const reported = post(author.user.id);
    report(reported.id, reporter.user.id, "Unkind");
    const heldByReports = post(author.user.id, { status: "held", holdReason: "reports" });
    const filtered = post(author.user.id, { status: "held", holdReason: "filter" });
    const crisisOld = post(author.user.id, { status: "held", holdReason: "crisis" });
    const crisisNew = post(author.user.id, {
      status: "held",
      holdReason: "crisis",
      parentId: reported.id,
    });
    // Not in the queue: reviewed reports only, nothing reported, removed.
    const reviewed = post(author.user.id);
    report(reviewed.id, reporter.user.id, "Spam", new Date());
    post(author.user.id);
    post(author.user.id, { status: "removed", removalReason: "Spam or advertising" });

    const data = await queue();
    expect(data.items.map((item) => item.id)).toEqual([
      crisisOld.id,
      crisisNew.id,
      filtered.id,
      heldByReports.id,
      reported.id,
    ]);
    expect(data.total).toBe(5);
    const reply = data.items[1]!;
    expect(reply).toMatchObject({
      isReply: true,
      parentExcerpt: reported.body,
      held: true,
      holdReason: "crisis",
      circleName: "Low mood",
      communityName: "Calm Otter",
    });
    const last = data.items[4]!;
    expect(last).toMatchObject({
      isReply: false,
      parentExcerpt: null,
      held: false,
      holdReason: null,
      openReports: 1,
      reports: [{ reason: "Unkind", count: 1 }],
    });
  });

  it("groups open reports by reason and never carries the author's email, name or account id", async () => {
    const author = await member("Brave Finch");
    const held = post(author.user.id, { status: "held", holdReason: "reports", reportCount: 3 });
    for (const reason of ["Unkind", "Unkind", "Spam"])
      report(held.id, (await member()).user.id, reason);
    const data = await queue();
    expect(data.items[0]).toMatchObject({
      openReports: 3,
      reports: [
        { reason: "Spam", count: 1 },
        { reason: "Unkind", count: 2 },
      ],
    });
    const text = JSON.stringify(data);
    expect(text).toContain("Brave Finch");
    expect(text).not.toContain(author.user.email);
    expect(text).not.toContain(author.user.name);
    expect(text).not.toMatch(/"(userId|authorId|email)"/);
  });

  it("shows a reply with the start of the post it answers, and an author without a community name", async () => {
    const author = await member();
    const parent = post(author.user.id, {
      body: `${"a".repeat(150)} and the rest ${"b".repeat(40)}`,
    });
    post(author.user.id, { status: "held", holdReason: "filter", parentId: parent.id });
    const nameless = await createSignedInUser({ verified: true });
    post(nameless.user.id, { status: "held", holdReason: "filter" });
    const [reply, orphan] = (await queue()).items;
    expect(reply!.parentExcerpt).toBe(`${"a".repeat(150)} and the r…`);
    expect(orphan).toMatchObject({ communityName: null, isReply: false });
    // Without a community name there is nobody to suspend.
    const refused = await moderate({
      intent: "suspend",
      postId: String(orphan!.id),
      period: "1",
      reason: "x",
    });
    expect(refused.status).toBe(404);
  });

  it("pages 20 posts at a time and says when there is nothing to review", async () => {
    expect((await queue()).total).toBe(0);
    const author = await member();
    for (let i = 0; i < 25; i += 1) post(author.user.id, { status: "held", holdReason: "filter" });
    const first = await queue();
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(20);
    const second = await queue(admin, "?page=2");
    expect(second.items).toHaveLength(5);
    expect((await queue(admin, "?page=99")).page).toBe(2);
    expect((await queue(admin, "?page=abc")).page).toBe(1);
  });
});

describe("approve", () => {
  it("publishes a held post, resolves its reports and sets its report count to 0; logged without the text", async () => {
    const author = await member();
    const held = post(author.user.id, {
      status: "held",
      holdReason: "reports",
      reportCount: 3,
      body: "Secret-community-text-4410",
    });
    const reporters = [await member(), await member(), await member()];
    for (const reporter of reporters) report(held.id, reporter.user.id);

    const result = await moderate({ intent: "approve", postId: String(held.id) });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/community");
    const row = postRow(held.id);
    expect(row).toMatchObject({ status: "published", holdReason: null, reportCount: 0 });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    const open = db()
      .select()
      .from(communityReports)
      .where(and(eq(communityReports.postId, held.id)))
      .all();
    expect(open.every((item) => item.resolvedAt instanceof Date)).toBe(true);
    expect((await queue()).items).toEqual([]);

    const entry = lastLog()!;
    expect(entry).toMatchObject({
      action: "community_post.approve",
      adminId: admin.user.id,
      target: `community_post:${held.id}`,
      details: { holdReason: "reports", resolvedReports: 3 },
    });
    expect(JSON.stringify(entry)).not.toContain("Secret-community-text-4410");

    // Again: nothing to change, nothing logged.
    const before = logCount();
    expect((await moderate({ intent: "approve", postId: String(held.id) })).status).toBe(302);
    expect(logCount()).toBe(before);
  });

  it("refuses to publish a text its author edited after the moderator read it", async () => {
    const author = await member();
    const held = post(author.user.id, { status: "held", holdReason: "crisis", body: "Read-text" });
    const seen = (await queue()).items.find((item) => item.id === held.id)!.version;
    // An edit of a held post is not screened again: only a moderator's reading protects the circle.
    await editCommunityPost(author.user.id, held.id, "Unread-text-after-review");
    const before = logCount();
    const fields = { intent: "approve", postId: String(held.id) };
    const refused = await moderate({ ...fields, seen: String(seen) });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("edited this post after you opened the queue");
    expect(postRow(held.id)).toMatchObject({ status: "held", holdReason: "crisis" });
    expect(logCount()).toBe(before);

    const reread = (await queue()).items.find((item) => item.id === held.id)!;
    expect(reread.body).toBe("Unread-text-after-review");
    const approved = await moderate({ ...fields, seen: String(reread.version) });
    expect(approved.status).toBe(302);
    expect(postRow(held.id).status).toBe("published");
    expect((await moderate({ ...fields, seen: "-1" })).status).toBe(400);
  });

  it("keeps a reported published post visible and out of the queue", async () => {
    const author = await member();
    const published = post(author.user.id, { reportCount: 2 });
    report(published.id, (await member()).user.id);
    report(published.id, (await member()).user.id);
    expect((await moderate({ intent: "approve", postId: String(published.id) })).status).toBe(302);
    expect(postRow(published.id)).toMatchObject({ status: "published", reportCount: 0 });
    expect((await queue()).total).toBe(0);
  });

  it("answers 404 for an unknown post and 409 for a removed one", async () => {
    const author = await member();
    const removed = post(author.user.id, { status: "removed", removalReason: "Spam" });
    const before = logCount();
    const missing = await moderate({ intent: "approve", postId: "999999" });
    expect(missing.status).toBe(404);
    const refused = await moderate({ intent: "approve", postId: String(removed.id) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errors: { "": ["This post was removed, so it cannot be approved."] },
    });
    expect(postRow(removed.id).status).toBe("removed");
    expect((await moderate({ intent: "approve", postId: "x" })).status).toBe(400);
    expect((await moderate({ intent: "publish-all", postId: "1" })).status).toBe(400);
    expect(logCount()).toBe(before);
  });
});

describe("remove", () => {
  it("removes a post with the reason its author is shown; the log has the reason's key", async () => {
    const author = await member();
    const held = post(author.user.id, {
      status: "held",
      holdReason: "filter",
      body: "Mean-text-77",
    });
    report(held.id, (await member()).user.id);
    const result = await moderate({
      intent: "remove",
      postId: String(held.id),
      reason: "unkind",
      note: "Please be gentle with others",
    });
    expect(result.status).toBe(302);
    const row = postRow(held.id);
    expect(row).toMatchObject({
      status: "removed",
      removalReason: "Unkind or harassing: Please be gentle with others",
      reportCount: 0,
    });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    const entry = lastLog()!;
    expect(entry).toMatchObject({
      action: "community_post.remove",
      target: `community_post:${held.id}`,
      details: { reason: "unkind", note: "Please be gentle with others", holdReason: "filter" },
    });
    expect(JSON.stringify(entry)).not.toContain("Mean-text-77");
    expect((await queue()).total).toBe(0);
  });

  it("needs a reason, and a note when the reason is Other; nothing changes meanwhile", async () => {
    const author = await member();
    const held = post(author.user.id, { status: "held", holdReason: "crisis" });
    const before = logCount();
    const none = await moderate({ intent: "remove", postId: String(held.id) });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ postId: held.id, errors: { reason: ["Choose a reason"] } });
    const other = await moderate({ intent: "remove", postId: String(held.id), reason: "other" });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({
      errors: { note: ["Write the reason for the author"] },
      values: { reason: "other" },
    });
    const long = await moderate({
      intent: "remove",
      postId: String(held.id),
      reason: "spam",
      note: "x".repeat(201),
    });
    expect(long.status).toBe(400);
    expect(postRow(held.id).status).toBe("held");
    expect(logCount()).toBe(before);

    expect(
      (
        await moderate({
          intent: "remove",
          postId: String(held.id),
          reason: "other",
          note: "Shared a phone number",
        })
      ).status,
    ).toBe(302);
    expect(postRow(held.id).removalReason).toBe("Shared a phone number");
  });
});

describe("suspend and lift", () => {
  it("suspends the author of a post for a period with a reason, lists them, and lifts it", async () => {
    const author = await member("Gentle Moss");
    const held = post(author.user.id, { status: "held", holdReason: "filter" });
    const started = Date.now();
    const result = await moderate({
      intent: "suspend",
      postId: String(held.id),
      period: "7",
      reason: "Repeated unkind replies",
    });
    expect(result.status).toBe(302);
    const profile = profileRow(author.user.id);
    expect(profile.suspensionReason).toBe("Repeated unkind replies");
    const until = profile.suspendedUntil!.getTime();
    expect(until).toBeGreaterThanOrEqual(started + 7 * 86_400_000);
    expect(until).toBeLessThan(Date.now() + 7 * 86_400_000 + 1000);
    expect(lastLog()).toMatchObject({
      action: "community_author.suspend",
      target: `user:${author.user.id}`,
      details: { postId: held.id, period: "7", reason: "Repeated unkind replies" },
    });
    // The post stays in the queue until it is reviewed.
    expect(postRow(held.id).status).toBe("held");

    const data = await queue();
    expect(data.suspended).toEqual([
      expect.objectContaining({ communityName: "Gentle Moss", reason: "Repeated unkind replies" }),
    ]);
    expect(data.items[0]!.suspendedLabel).toMatch(/^until /);

    // Until lifted, then lifted (by community name, any case).
    await moderate({
      intent: "suspend",
      postId: String(held.id),
      period: "lifted",
      reason: "Threats",
    });
    expect(profileRow(author.user.id).suspendedUntil!.getTime()).toBe(SUSPENDED_UNTIL_LIFTED);
    expect((await queue()).suspended[0]!.untilLabel).toBe("until lifted");
    const lifted = await moderate({ intent: "unsuspend", name: "gentle moss" });
    expect(lifted.status).toBe(302);
    expect(profileRow(author.user.id)).toMatchObject({
      suspendedUntil: null,
      suspensionReason: null,
    });
    expect(lastLog()).toMatchObject({
      action: "community_author.unsuspend",
      target: `user:${author.user.id}`,
    });
    expect((await queue()).suspended).toEqual([]);

    // Lifting again changes and logs nothing.
    const before = logCount();
    expect((await moderate({ intent: "unsuspend", name: "Gentle Moss" })).status).toBe(302);
    expect(logCount()).toBe(before);
  });

  it("refuses a suspension without a reason or period, and for an unknown post or name", async () => {
    const author = await member();
    const held = post(author.user.id, { status: "held", holdReason: "filter" });
    const before = logCount();
    const noReason = await moderate({ intent: "suspend", postId: String(held.id), period: "7" });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      errors: { reason: ["Write a reason for the author"] },
    });
    const badPeriod = await moderate({
      intent: "suspend",
      postId: String(held.id),
      period: "365",
      reason: "x",
    });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body).toMatchObject({ errors: { period: ["Choose how long"] } });
    expect(
      (await moderate({ intent: "suspend", postId: "999999", period: "1", reason: "x" })).status,
    ).toBe(404);
    expect((await moderate({ intent: "unsuspend", name: "Nobody Here" })).status).toBe(404);
    expect(profileRow(author.user.id).suspendedUntil).toBeNull();
    expect(logCount()).toBe(before);
  });
});

describe("circles", () => {
  async function list() {
    const result = await callRoute(
      circlesLoader,
      getRequest("/admin/community/circles", { cookie: admin.cookie }),
    );
    expect(result.status).toBe(200);
    return (result.body as CirclesData).circles;
  }

  it("adds a circle (address made from the name when blank), last in the order, logged", async () => {
    const result = await circles({
      intent: "create",
      name: "  Work stress! ",
      slug: "",
      description: "Deadlines, bosses, burnout.",
    });
    expect(result.status).toBe(302);
    const all = await list();
    expect(all.map((circle) => circle.slug)).toEqual(["low-mood", "work-stress"]);
    const created = all[1]!;
    expect(created).toMatchObject({ name: "Work stress!", archived: false, posts: 0 });
    expect(lastLog()).toMatchObject({
      action: "community_circle.create",
      target: `community_circle:${created.id}`,
      details: { slug: "work-stress", name: "Work stress!" },
    });
  });

  it("refuses a taken address or name, a bad address and missing fields, with messages", async () => {
    const before = logCount();
    const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
      [
        { name: "Low mood again", slug: "low-mood", description: "x" },
        { slug: ["Another circle already uses this address"] },
      ],
      [
        { name: "LOW MOOD", slug: "other", description: "x" },
        { name: ["Another circle already has this name"] },
      ],
      [
        { name: "Fine", slug: "Not OK!", description: "x" },
        {
          slug: ['Use up to 40 lower-case letters, digits and single hyphens, like "work-stress"'],
        },
      ],
      [
        { name: "!!", slug: "", description: "x" },
        { slug: ["Enter an address with letters or digits"] },
      ],
      [
        { name: "A", description: "" },
        {
          name: ["The name must be at least 2 characters"],
          description: ["Enter a description"],
        },
      ],
    ];
    for (const [fields, errors] of cases) {
      const result = await circles({ intent: "create", ...fields });
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(result.body).toMatchObject({
        intent: "create",
        errors,
        values: { name: fields.name },
      });
    }
    expect(await list()).toHaveLength(1);
    expect(logCount()).toBe(before);
  });

  it("edits the name and description, moves, archives and restores; all logged", async () => {
    await circles({ intent: "create", name: "Sleep", description: "Nights." });
    await circles({ intent: "create", name: "Grief", description: "Loss." });
    const [lowMood, sleep, grief] = await list();

    const edit = await circles({
      intent: "update",
      circleId: String(sleep!.id),
      name: "Sleep and rest",
      description: "Long nights.",
    });
    expect(edit.status).toBe(302);
    expect(lastLog()).toMatchObject({
      action: "community_circle.update",
      details: { changed: ["name", "description"] },
    });
    const taken = await circles({
      intent: "update",
      circleId: String(sleep!.id),
      name: "grief",
      description: "x",
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      errors: { name: ["Another circle already has this name"] },
    });

    expect((await circles({ intent: "move-up", circleId: String(grief!.id) })).status).toBe(302);
    expect(lastLog()).toMatchObject({
      action: "community_circle.reorder",
      details: { direction: "up" },
    });
    expect((await list()).map((circle) => circle.name)).toEqual([
      "Low mood",
      "Grief",
      "Sleep and rest",
    ]);
    // Already first: nothing to change.
    const before = logCount();
    expect((await circles({ intent: "move-up", circleId: String(lowMood!.id) })).status).toBe(302);
    expect(logCount()).toBe(before);
    await circles({ intent: "move-down", circleId: String(lowMood!.id) });
    expect((await list()).map((circle) => circle.name)).toEqual([
      "Grief",
      "Low mood",
      "Sleep and rest",
    ]);

    expect((await circles({ intent: "archive", circleId: String(grief!.id) })).status).toBe(302);
    expect(lastLog()).toMatchObject({
      action: "community_circle.archive",
      target: `community_circle:${grief!.id}`,
    });
    expect((await list()).find((circle) => circle.id === grief!.id)!.archived).toBe(true);
    expect((await circles({ intent: "unarchive", circleId: String(grief!.id) })).status).toBe(302);
    expect(lastLog()!.action).toBe("community_circle.unarchive");
    expect((await list()).find((circle) => circle.id === grief!.id)!.archived).toBe(false);

    expect((await circles({ intent: "archive", circleId: "999999" })).status).toBe(404);
    expect((await circles({ intent: "delete", circleId: String(grief!.id) })).status).toBe(400);
  });
});
