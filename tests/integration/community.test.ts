import { SUSPENDED_UNTIL_LIFTED } from "~/lib/community-moderation";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import {
  communityCircles,
  communityPosts,
  communityProfiles,
  communityReactions,
  communityReports,
  featureLimits,
  users,
} from "#db/schema";
import { PostBody } from "~/components/community/post-parts";
import { REPORT_HOLD_THRESHOLD } from "~/lib/community";
import { exportUserData } from "~/models/data-export.server";
import { deleteAccount } from "~/models/users.server";
import { RATE_LIMITS } from "~/services/rate-limit.server";
import { loader as hubLoader } from "~/routes/_app.community.circles._index";
import {
  action as circleAction,
  loader as circleLoader,
} from "~/routes/_app.community.circles.$slug";
import { action as postAction, loader as postLoader } from "~/routes/_app.community.posts.$id";
import { loader as mineLoader } from "~/routes/_app.community.mine";
import { action as profileAction, loader as profileLoader } from "~/routes/_app.community.profile";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  uniqueEmail,
} from "#tests/utils/http";

/**
 * The members' side of the community (docs/product.md#community, docs/decisions/022-community.md):
 * access by plan, community names, pseudonymity, the screen before publishing, reactions,
 * reports, suspension, rate limits, the account's lifecycle and hostile text.
 */

type Person = Awaited<ReturnType<typeof createSignedInUser>> & { username: string };
let counter = 0;

async function person(label: string): Promise<Person> {
  counter += 1;
  const username = `${label.toLowerCase()}_user_${process.pid}_${counter}`;
  const created = await createSignedInUser({
    name: `${label} Realname${counter}`,
    email: uniqueEmail(`${label.toLowerCase()}-secret`),
    verified: true,
  });
  db().update(users).set({ username }).where(eq(users.id, created.user.id)).run();
  return { ...created, username };
}

async function join(who: Person, communityName: string, showDisplayName = false) {
  const fields: Record<string, string> = { communityName };
  if (showDisplayName) fields.showDisplayName = "on";
  return callRoute(
    profileAction,
    formRequest("/community/profile", fields, { cookie: who.cookie }),
  );
}

const circleSlug = "anxiety";

function post(who: Person, body: string, { js = true, slug = circleSlug } = {}) {
  const fields: Record<string, string> = { intent: "post", body };
  if (js) fields.js = "1";
  return callRoute(
    circleAction,
    formRequest(`/community/circles/${slug}`, fields, { cookie: who.cookie }),
    { slug },
  );
}

function onPost(who: Person, id: number, fields: Record<string, string>, js = true) {
  return callRoute(
    postAction,
    formRequest(`/community/posts/${id}`, js ? { ...fields, js: "1" } : fields, {
      cookie: who.cookie,
    }),
    { id: String(id) },
  );
}

const viewCircle = (who: Person, query = "") =>
  callRoute(
    circleLoader,
    getRequest(`/community/circles/${circleSlug}${query}`, { cookie: who.cookie }),
    { slug: circleSlug },
  );
const viewPost = (who: Person, id: number) =>
  callRoute(postLoader, getRequest(`/community/posts/${id}`, { cookie: who.cookie }), {
    id: String(id),
  });
const viewMine = (who: Person) =>
  callRoute(mineLoader, getRequest("/community/mine", { cookie: who.cookie }));

type Answer = { ok: boolean; postId?: number; status?: string; holdReason?: string | null };
const answerOf = (result: { body: unknown }) => result.body as Answer;
type CircleData = { posts: Array<{ id: number; body: string; author: string; mine: boolean }> };
const circlePosts = async (who: Person, query = "") =>
  ((await viewCircle(who, query)).body as CircleData).posts;

const rowOf = (id: number) =>
  db().select().from(communityPosts).where(eq(communityPosts.id, id)).get();

let alice: Person;
let bob: Person;

beforeAll(async () => {
  alice = await person("Alice");
  bob = await person("Bob");
  expect((await join(alice, `Quiet Heron ${process.pid}`)).status).toBe(302);
  expect((await join(bob, `Night Owl ${process.pid}`)).status).toBe(302);
});

describe("access follows the plan's communityAccess", () => {
  it("a plan without it sees what the community is and how to get access; nothing is posted", async () => {
    const carol = await person("Carol");
    const setFree = (value: boolean) =>
      db()
        .update(featureLimits)
        .set({ communityAccess: value })
        .where(eq(featureLimits.subscriptionTier, "free"))
        .run();
    setFree(false);
    try {
      const hub = await callRoute(
        hubLoader,
        getRequest("/community/circles", { cookie: bob.cookie }),
      );
      expect(hub.body).toEqual({ state: "locked" });
      const circle = await viewCircle(bob);
      expect(circle.status).toBe(302);
      expect(circle.location).toBe("/community/circles");
      // A form sent anyway goes back to the hub (with a toast saying why); nothing is stored.
      const refused = await post(bob, "Is anyone else awake?");
      expect(refused.status).toBe(302);
      expect(refused.location).toBe("/community/circles");
      expect(
        db()
          .select()
          .from(communityPosts)
          .where(eq(communityPosts.body, "Is anyone else awake?"))
          .all(),
      ).toEqual([]);
      expect((await join(carol, "Carol Locked")).status).toBe(403);
      expect(
        (await callRoute(profileLoader, getRequest("/community/profile", { cookie: carol.cookie })))
          .status,
      ).toBe(302);
    } finally {
      setFree(true);
    }
    const hub = await callRoute(
      hubLoader,
      getRequest("/community/circles", { cookie: carol.cookie }),
    );
    expect(hub.body).toEqual({ state: "name" });
    const open = await callRoute(
      hubLoader,
      getRequest("/community/circles", { cookie: bob.cookie }),
    );
    expect((open.body as { state: string }).state).toBe("member");
  });

  it("visitors are sent to sign in", async () => {
    const result = await callRoute(hubLoader, getRequest("/community/circles"));
    expect(result.status).toBe(302);
    expect(result.location).toContain("/auth");
  });
});

describe("community names", () => {
  it("are unique without regard to case, changeable, and never reserved or offensive", async () => {
    const dana = await person("Dana");
    const taken = await join(dana, `quiet HERON ${process.pid}`);
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain("taken");
    expect((await join(dana, "Moderator")).status).toBe(400);
    expect((await join(dana, "fucking idiot")).status).toBe(400);
    expect((await join(dana, "<script>")).status).toBe(400);
    expect((await join(dana, `Dana Sun ${process.pid}`)).status).toBe(302);
    expect((await join(dana, `Dana Moon ${process.pid}`)).status).toBe(302);
    const profile = db()
      .select()
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, dana.user.id))
      .get()!;
    expect(profile.communityName).toBe(`Dana Moon ${process.pid}`);
  });

  it("cannot pass for another member's name by width, spacing or look-alike forms", async () => {
    const fay = await person("Fay");
    // Bob is "Night Owl <pid>": the same name in full-width letters, with a doubled space (HTML
    // shows one) or with a compatibility ligature reads the same on a post.
    for (const lookalike of [
      `Ｎｉｇｈｔ Ｏｗｌ ${process.pid}`,
      `Night  Owl ${process.pid}`,
      `Night\u3000Owl ${process.pid}`,
    ]) {
      const refused = await join(fay, lookalike);
      expect(refused.status, lookalike).toBe(409);
    }
    expect((await join(fay, "ＡＤＭＩＮ")).status).toBe(400);
    expect((await join(fay, `ﬁne Fay ${process.pid}`)).status).toBe(302);
    const profile = db()
      .select()
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, fay.user.id))
      .get()!;
    expect(profile.communityName).toBe(`fine Fay ${process.pid}`);
  });

  it("a member without a name is asked for one before posting", async () => {
    const erin = await person("Erin");
    const refused = await post(erin, "Hello circle");
    expect(refused.status).toBe(302);
    expect(refused.location).toBe("/community/circles");
    expect(
      db().select().from(communityPosts).where(eq(communityPosts.authorId, erin.user.id)).all(),
    ).toEqual([]);
    expect((await viewCircle(erin)).location).toBe("/community/circles");
  });
});

describe("pseudonymity", () => {
  it("no community response carries another person's email, name, username or id", async () => {
    const made = answerOf(await post(alice, "First time here. Mornings are the hardest."));
    expect(made.status).toBe("published");
    const reply = answerOf(
      await onPost(alice, made.postId!, { intent: "reply", body: "Me again." }),
    );
    const responses = [
      await callRoute(hubLoader, getRequest("/community/circles", { cookie: bob.cookie })),
      await viewCircle(bob),
      await viewCircle(bob, "?sort=supported"),
      await viewPost(bob, made.postId!),
      await viewMine(bob),
      await onPost(bob, made.postId!, { intent: "react", kind: "support" }),
      await onPost(bob, made.postId!, { intent: "reply", body: "Sending you strength." }),
      await onPost(bob, reply.postId!, { intent: "react", kind: "thank_you" }),
    ];
    const secrets = [
      alice.user.email,
      alice.user.name,
      alice.username,
      `"authorId"`,
      `"userId"`,
      `"email"`,
    ];
    for (const response of responses) {
      const text = JSON.stringify(response.body);
      for (const secret of secrets) expect(text, secret).not.toContain(secret);
    }
    const thread = JSON.stringify((await viewPost(bob, made.postId!)).body);
    expect(thread).toContain(`Quiet Heron ${process.pid}`);
  });

  it("shows the display name only when its owner chose to", async () => {
    const fern = await person("Fern");
    await join(fern, `Fern Leaf ${process.pid}`, true);
    const made = answerOf(await post(fern, "Gratitude for a warm cup of tea."));
    // Ticked, but no display name set: the real name from sign-up is never the fallback.
    const before = JSON.stringify((await viewPost(bob, made.postId!)).body);
    expect(before).toContain(`"author":"Fern Leaf ${process.pid}"`);
    expect(before).not.toContain(fern.user.name);
    db().update(users).set({ displayName: "Fern" }).where(eq(users.id, fern.user.id)).run();
    const seen = JSON.stringify((await viewPost(bob, made.postId!)).body);
    expect(seen).toContain(`Fern Leaf ${process.pid} (Fern)`);
    expect(seen).not.toContain(fern.user.name);
    expect(seen).not.toContain(fern.user.email);
    expect(seen).not.toContain(fern.username);
  });

  it("never shows a display name that passes for a moderator or the service", async () => {
    const gus = await person("Gus");
    await join(gus, `Gus Reed ${process.pid}`, true);
    const made = answerOf(await post(gus, "Small steps today."));
    for (const displayName of ["Moderator", "ＳＯＬＡＣＥ", "support"]) {
      db().update(users).set({ displayName }).where(eq(users.id, gus.user.id)).run();
      const seen = (await viewPost(bob, made.postId!)).body as { post: { author: string } };
      expect(seen.post.author, displayName).toBe(`Gus Reed ${process.pid}`);
    }
    db().update(users).set({ displayName: "Gus" }).where(eq(users.id, gus.user.id)).run();
    const seen = (await viewPost(bob, made.postId!)).body as { post: { author: string } };
    expect(seen.post.author).toBe(`Gus Reed ${process.pid} (Gus)`);
  });
});

describe("the screen before publishing", () => {
  it("holds a crisis post: the author is told and gets the crisis resources, nobody else sees it", async () => {
    const held = answerOf(await post(alice, "I want to end my life tonight."));
    expect(held).toMatchObject({ ok: true, status: "held", holdReason: "crisis" });
    expect(rowOf(held.postId!)).toMatchObject({ status: "held", holdReason: "crisis" });
    expect((await circlePosts(bob)).map((p) => p.id)).not.toContain(held.postId);
    expect((await viewPost(bob, held.postId!)).status).toBe(404);
    const own = (await viewPost(alice, held.postId!)).body as {
      post: { status: string; holdReason: string };
    };
    expect(own.post).toMatchObject({ status: "held", holdReason: "crisis" });
    // Without scripts the author lands on the post's own page, where the resources are shown.
    const plain = await post(alice, "I want to kill myself.", { js: false });
    expect(plain.status).toBe(302);
    expect(plain.location).toMatch(/^\/community\/posts\/\d+$/);
    // Replies pass the same screen.
    const open = answerOf(await post(bob, "Does anyone else dread Sunday evenings?"));
    const reply = answerOf(
      await onPost(alice, open.postId!, { intent: "reply", body: "I want to end my life." }),
    );
    expect(reply).toMatchObject({ status: "held", holdReason: "crisis" });
  });

  it("holds profanity and harassment for a moderator", async () => {
    const nia = await person("Nia");
    await join(nia, `Nia ${process.pid}`);
    for (const body of [
      "You are a fucking idiot.",
      "Nobody likes you, just leave.",
      "kill yourself",
      "KYS",
    ]) {
      const held = answerOf(await post(nia, body));
      expect(held, body).toMatchObject({ status: "held", holdReason: "filter" });
    }
    // A bad day in plain words is not held.
    const fine = answerOf(await post(nia, "I feel like crap today and I am so tired."));
    expect(fine.status).toBe("published");
  });

  it("an edit is screened again, marked edited, and never lifts a hold", async () => {
    const made = answerOf(await post(alice, "Slept five hours, better than last week."));
    const edited = answerOf(
      await onPost(alice, made.postId!, {
        intent: "edit",
        postId: String(made.postId),
        body: "Slept six hours!",
      }),
    );
    expect(edited.status).toBe("published");
    expect(rowOf(made.postId!)!.editedAt).not.toBeNull();
    const thread = (await viewPost(bob, made.postId!)).body as {
      post: { edited: boolean; body: string };
    };
    expect(thread.post).toMatchObject({ edited: true, body: "Slept six hours!" });
    // Someone else cannot edit or delete it.
    const other = await onPost(bob, made.postId!, {
      intent: "edit",
      postId: String(made.postId),
      body: "hijacked",
    });
    expect(other.status).toBe(404);
    expect((await onPost(bob, made.postId!, { intent: "delete" })).status).toBe(404);
    const nasty = answerOf(
      await onPost(alice, made.postId!, {
        intent: "edit",
        postId: String(made.postId),
        body: "Nobody likes you.",
      }),
    );
    expect(nasty).toMatchObject({ status: "held", holdReason: "filter" });
    await onPost(alice, made.postId!, {
      intent: "edit",
      postId: String(made.postId),
      body: "Slept six hours.",
    });
    expect(rowOf(made.postId!)).toMatchObject({ status: "held", holdReason: "filter" });
    expect((await onPost(alice, made.postId!, { intent: "delete" })).status).toBe(200);
    expect(rowOf(made.postId!)).toBeUndefined();
  });
});

describe("reactions", () => {
  it("one of each per person and post, toggled; counts only for the author, never who", async () => {
    const made = answerOf(await post(alice, "Went for a walk at lunch."));
    const react = (kind: string) => onPost(bob, made.postId!, { intent: "react", kind });
    expect((await react("support")).body).toMatchObject({ ok: true, reacted: true });
    expect((await react("me_too")).body).toMatchObject({ ok: true, reacted: true });
    const seenByBob = (await viewPost(bob, made.postId!)).body as {
      post: { myReactions: string[]; reactionCounts: unknown };
    };
    expect(seenByBob.post.myReactions.sort()).toEqual(["me_too", "support"]);
    expect(seenByBob.post.reactionCounts).toBeNull();
    const seenByAlice = (await viewPost(alice, made.postId!)).body as {
      post: { reactionCounts: Record<string, number> };
    };
    expect(seenByAlice.post.reactionCounts).toEqual({ support: 1, me_too: 1, thank_you: 0 });
    expect((await react("support")).body).toMatchObject({ ok: true, reacted: false });
    const rows = db()
      .select()
      .from(communityReactions)
      .where(eq(communityReactions.postId, made.postId!))
      .all();
    expect(rows.map((r) => r.kind)).toEqual(["me_too"]);
    expect(rowOf(made.postId!)!.supportCount).toBe(1);
    expect((await onPost(alice, made.postId!, { intent: "react", kind: "support" })).status).toBe(
      409,
    );
    expect((await react("hug")).status).toBe(400);
    // Without scripts the reaction sends the person back where they were.
    const plain = await onPost(
      bob,
      made.postId!,
      { intent: "react", kind: "thank_you", returnTo: "/community/circles/anxiety?sort=supported" },
      false,
    );
    expect(plain.status).toBe(302);
    expect(plain.location).toBe("/community/circles/anxiety?sort=supported");
    // Most supported first.
    const top = await circlePosts(bob, "?sort=supported");
    expect(top[0]!.id).toBe(made.postId);
  });
});

describe("reports", () => {
  it(`hide a post for the reporter at once, and for everyone at ${REPORT_HOLD_THRESHOLD} reporters`, async () => {
    const made = answerOf(await post(alice, "Has anyone tried box breathing?"));
    const reporters = [];
    for (let i = 0; i < REPORT_HOLD_THRESHOLD; i += 1) {
      const reporter = await person(`Reporter${i}`);
      await join(reporter, `Reporter ${process.pid} ${i}`);
      reporters.push(reporter);
    }
    const report = (who: Person) => onPost(who, made.postId!, { intent: "report", reason: "spam" });
    expect((await report(reporters[0]!)).body).toMatchObject({ ok: true });
    expect((await circlePosts(reporters[0]!)).map((p) => p.id)).not.toContain(made.postId);
    expect((await viewPost(reporters[0]!, made.postId!)).status).toBe(404);
    expect((await circlePosts(bob)).map((p) => p.id)).toContain(made.postId);
    // Reporting twice counts once.
    await report(reporters[0]!);
    expect(rowOf(made.postId!)).toMatchObject({ status: "published", reportCount: 1 });
    expect(
      (await onPost(reporters[1]!, made.postId!, { intent: "report", reason: "nonsense" })).status,
    ).toBe(400);
    for (const reporter of reporters.slice(1)) await report(reporter);
    expect(rowOf(made.postId!)).toMatchObject({
      status: "held",
      holdReason: "reports",
      reportCount: REPORT_HOLD_THRESHOLD,
    });
    expect((await circlePosts(bob)).map((p) => p.id)).not.toContain(made.postId);
    expect((await viewPost(bob, made.postId!)).status).toBe(404);
    const mine = JSON.stringify((await viewMine(alice)).body);
    expect(mine).toContain('"holdReason":"reports"');
    // The author cannot report their own post.
    const own = answerOf(await post(alice, "Another thought."));
    expect((await onPost(alice, own.postId!, { intent: "report", reason: "spam" })).status).toBe(
      409,
    );
  });
});

describe("my posts", () => {
  it("lists held and removed posts with the moderator's reason", async () => {
    const made = answerOf(await post(alice, "Something a moderator will remove."));
    db()
      .update(communityPosts)
      .set({ status: "removed", removalReason: "Please keep other people's names out of posts." })
      .where(eq(communityPosts.id, made.postId!))
      .run();
    const mine = (await viewMine(alice)).body as {
      posts: Array<{ id: number; status: string; removalReason: string | null }>;
    };
    expect(mine.posts.find((p) => p.id === made.postId)).toMatchObject({
      status: "removed",
      removalReason: "Please keep other people's names out of posts.",
    });
    expect(mine.posts.some((p) => p.status === "held")).toBe(true);
    expect((await viewPost(bob, made.postId!)).status).toBe(404);
  });
});

describe("limits", () => {
  it("a suspended member cannot post, reply or edit; the message gives the reason and the end", async () => {
    const gus = await person("Gus");
    await join(gus, `Gus ${process.pid}`);
    const made = answerOf(await post(gus, "Before the pause."));
    db()
      .update(communityProfiles)
      .set({
        suspendedUntil: new Date(Date.now() + 3 * 24 * 3600 * 1000),
        suspensionReason: "Repeated unkind replies",
      })
      .where(eq(communityProfiles.userId, gus.user.id))
      .run();
    const refused = await post(gus, "During the pause.");
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain("Repeated unkind replies");
    expect(JSON.stringify(refused.body)).toContain("paused your posting");
    expect((await onPost(gus, made.postId!, { intent: "reply", body: "x" })).status).toBe(403);
    const circle = (await viewCircle(gus)).body as { suspended: string | null };
    expect(circle.suspended).toContain("Repeated unkind replies");
    db()
      .update(communityProfiles)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(communityProfiles.userId, gus.user.id))
      .run();
    expect(answerOf(await post(gus, "After the pause.")).status).toBe("published");
  });

  it("a pause until a moderator lifts it names no date", async () => {
    const una = await person("Una");
    await join(una, `Una ${process.pid}`);
    db()
      .update(communityProfiles)
      .set({ suspendedUntil: new Date(SUSPENDED_UNTIL_LIFTED), suspensionReason: null })
      .where(eq(communityProfiles.userId, una.user.id))
      .run();
    const refused = JSON.stringify((await post(una, "Still here.")).body);
    expect(refused).toContain("until a moderator lifts the pause.");
    expect(refused).not.toContain("9999");
  });

  it(`posting is rate limited (${RATE_LIMITS.communityPostByUser.limit} an hour)`, async () => {
    const hal = await person("Hal");
    await join(hal, `Hal ${process.pid}`);
    const before = db()
      .select({ n: sql<number>`count(*)` })
      .from(communityPosts)
      .get()!.n;
    for (let i = 0; i < RATE_LIMITS.communityPostByUser.limit; i += 1) {
      expect((await post(hal, `Post number ${i}`)).status).toBe(200);
    }
    const refused = await post(hal, "One too many");
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain("One too many");
    const after = db()
      .select({ n: sql<number>`count(*)` })
      .from(communityPosts)
      .get()!.n;
    expect(after - before).toBe(RATE_LIMITS.communityPostByUser.limit);
  });
});

describe("reply limit", () => {
  it(`replying is rate limited (${RATE_LIMITS.communityReplyByUser.limit} an hour), the words kept`, async () => {
    const max = await person("Max");
    await join(max, `Max ${process.pid}`);
    const thread = answerOf(await post(max, "Long thread for replies."));
    for (let i = 0; i < RATE_LIMITS.communityReplyByUser.limit; i += 1) {
      expect(
        (await onPost(max, thread.postId!, { intent: "reply", body: `Reply ${i}` })).status,
      ).toBe(200);
    }
    const refused = await onPost(max, thread.postId!, { intent: "reply", body: "Reply too many" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, values: { body: "Reply too many" } });
  });
});

describe("edit limit", () => {
  it(`editing is rate limited (${RATE_LIMITS.communityEditByUser.limit} an hour), the words kept`, async () => {
    const noor = await person("Noor");
    await join(noor, `Noor ${process.pid}`);
    const made = answerOf(await post(noor, "A post I keep rewording."));
    const edit = (body: string) =>
      onPost(noor, made.postId!, { intent: "edit", postId: String(made.postId), body });
    for (let i = 0; i < RATE_LIMITS.communityEditByUser.limit; i += 1) {
      expect((await edit(`Wording ${i}`)).status).toBe(200);
    }
    const refused = await edit("One wording too many");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, values: { body: "One wording too many" } });
    expect(rowOf(made.postId!)!.body).toBe(`Wording ${RATE_LIMITS.communityEditByUser.limit - 1}`);
  });
});

describe("lifecycle", () => {
  it("the export holds the profile, posts, replies, reactions and reports made", async () => {
    const ida = await person("Ida");
    await join(ida, `Ida ${process.pid}`);
    const made = answerOf(await post(ida, "Export me."));
    const theirs = answerOf(await post(bob, "Bob's thought for Ida to react to."));
    await onPost(ida, made.postId!, { intent: "reply", body: "My own reply." });
    await onPost(ida, theirs.postId!, { intent: "react", kind: "me_too" });
    const other = answerOf(await post(bob, "Bob's post Ida reports."));
    await onPost(ida, other.postId!, { intent: "report", reason: "unkind" });
    const community = exportUserData(ida.user.id)!.community;
    expect(community.profile?.communityName).toBe(`Ida ${process.pid}`);
    expect(community.posts.map((p) => p.body)).toEqual(["Export me.", "My own reply."]);
    expect(community.reactions).toMatchObject([{ postId: theirs.postId, kind: "me_too" }]);
    expect(community.reportsMade).toMatchObject([{ postId: other.postId, reason: "unkind" }]);
  });

  it("deleting the account removes the person's profile, posts, reactions and reports", async () => {
    const jo = await person("Jo");
    await join(jo, `Jo ${process.pid}`);
    const made = answerOf(await post(jo, "Soon gone."));
    await onPost(bob, made.postId!, { intent: "reply", body: "Reply to Jo." });
    const theirs = answerOf(await post(bob, "Jo reacts here."));
    await onPost(jo, theirs.postId!, { intent: "react", kind: "support" });
    await onPost(jo, theirs.postId!, { intent: "report", reason: "other" });
    expect(await deleteAccount(jo.user.id, jo.password)).toBe(true);
    const count = (
      table:
        | typeof communityPosts
        | typeof communityReactions
        | typeof communityReports
        | typeof communityProfiles,
      column: unknown,
    ) =>
      db()
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(eq(column as typeof communityPosts.authorId, jo.user.id))
        .get()!.n;
    expect(count(communityPosts, communityPosts.authorId)).toBe(0);
    expect(count(communityReactions, communityReactions.userId)).toBe(0);
    expect(count(communityReports, communityReports.reporterId)).toBe(0);
    expect(count(communityProfiles, communityProfiles.userId)).toBe(0);
    // The replies to a deleted post go with it.
    expect(
      db().select().from(communityPosts).where(eq(communityPosts.parentId, made.postId!)).all(),
    ).toEqual([]);
  });
});

describe("hostile text", () => {
  const hostile = [
    `<script>alert("x")</script>`,
    `[click me](javascript:alert(1)) <a href="javascript:alert(1)">x</a>`,
    `![tracker](https://evil.example/pixel.png) https://evil.example/phish`,
    "A".repeat(3000),
  ];

  it("is stored and served as the text it is, and renders as text: no tags, links or images", async () => {
    const kit = await person("Kit");
    await join(kit, `Kit ${process.pid}`);
    for (const body of hostile) {
      const made = answerOf(await post(kit, body));
      expect(made.status, body.slice(0, 30)).toBe("published");
      const thread = (await viewPost(bob, made.postId!)).body as { post: { body: string } };
      expect(thread.post.body).toBe(body);
      const html = renderToString(createElement(PostBody, { body }));
      expect(html).not.toMatch(/<script|<a[\s>]|<img|<[^>]*\shref=/i);
      expect(html).toContain("break-words");
    }
    expect(renderToString(createElement(PostBody, { body: hostile[0]! }))).toContain(
      "&lt;script&gt;",
    );
  });

  it("invisible characters and direction overrides do not get words past the screen", async () => {
    const ivy = await person("Ivy");
    await join(ivy, `Ivy ${process.pid}`);
    // A zero-width space or a soft hyphen inside a word: the reader sees the word, so does the screen.
    const harassing = answerOf(await post(ivy, "You should k\u200bill your\u00adself."));
    expect(harassing).toMatchObject({ status: "held", holdReason: "filter" });
    const crisis = answerOf(await post(ivy, "I want to e\u200bnd my li\u00adfe tonight."));
    expect(crisis).toMatchObject({ status: "held", holdReason: "crisis" });
    // A right-to-left override would show "kill yourself" from these letters: it is not kept,
    // nor are control characters.
    const reversed = answerOf(await post(ivy, "\u202eflesruoy llik\u202c and a\u0000b\u0007c"));
    expect(rowOf(reversed.postId!)!.body).toBe("flesruoy llik and abc");
  });

  it("odd input gets a clear answer, never a 500", async () => {
    expect((await post(alice, "")).status).toBe(400);
    expect((await post(alice, "x".repeat(5000))).status).toBe(400);
    // Only invisible characters (zero-width spaces and joiners, a byte order mark, direction marks).
    const invisible = await post(alice, "\u200b\u200c\u200d\ufeff\u2060\u200e \n\u00a0");
    expect(invisible.status).toBe(400);
    expect(JSON.stringify(invisible.body)).toContain("Write something first");
    expect((await onPost(alice, 999999, { intent: "reply", body: "hello" })).status).toBe(404);
    expect((await onPost(alice, 1, { intent: "dance" })).status).toBe(400);
    const badCircle = await callRoute(
      circleLoader,
      getRequest("/community/circles/nope", { cookie: alice.cookie }),
      { slug: "nope" },
    );
    expect(badCircle.status).toBe(404);
    const badPost = await callRoute(
      postLoader,
      getRequest("/community/posts/abc", { cookie: alice.cookie }),
      { id: "abc" },
    );
    expect(badPost.status).toBe(404);
  });
});

describe("circles and threads", () => {
  it("an archived circle is not listed and takes no new posts; replies are one level deep", async () => {
    const lee = await person("Lee");
    await join(lee, `Lee ${process.pid}`);
    const top = answerOf(await post(lee, "A thread in grief.", { slug: "grief" }));
    const reply = answerOf(
      await onPost(bob, top.postId!, { intent: "reply", body: "Thinking of you." }),
    );
    expect(reply.status).toBe("published");
    expect((await onPost(lee, reply.postId!, { intent: "reply", body: "Nested?" })).status).toBe(
      409,
    );
    db()
      .update(communityCircles)
      .set({ archived: true })
      .where(eq(communityCircles.slug, "grief"))
      .run();
    try {
      const hub = (
        await callRoute(hubLoader, getRequest("/community/circles", { cookie: lee.cookie }))
      ).body as { circles: Array<{ slug: string }> };
      expect(hub.circles.map((c) => c.slug)).not.toContain("grief");
      const refused = await post(lee, "Still here?", { slug: "grief" });
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body)).toContain("archived");
      expect((await viewPost(bob, top.postId!)).status).toBe(200);
      const edit = await onPost(lee, top.postId!, {
        intent: "edit",
        postId: String(top.postId),
        body: "Rewritten after the circle closed.",
      });
      expect(edit.status).toBe(409);
      expect(JSON.stringify(edit.body)).toContain("archived");
      expect(rowOf(top.postId!)).toMatchObject({ body: "A thread in grief.", editedAt: null });
    } finally {
      db()
        .update(communityCircles)
        .set({ archived: false })
        .where(eq(communityCircles.slug, "grief"))
        .run();
    }
  });
});

describe("default circles", () => {
  it("are seeded once: a second start adds nothing and keeps what admins changed", async () => {
    db()
      .update(communityCircles)
      .set({ name: "Sleep and rest" })
      .where(eq(communityCircles.slug, "sleep"))
      .run();
    const before = db().select().from(communityCircles).all().length;
    await seedDatabase(db());
    expect(db().select().from(communityCircles).all().length).toBe(before);
    expect(
      db().select().from(communityCircles).where(eq(communityCircles.slug, "sleep")).get()!.name,
    ).toBe("Sleep and rest");
    const slugs = db().select({ slug: communityCircles.slug }).from(communityCircles).all();
    expect(slugs.map((c) => c.slug)).toEqual(
      expect.arrayContaining(["anxiety", "low-mood", "sleep", "work-stress", "gratitude", "grief"]),
    );
  });
});
