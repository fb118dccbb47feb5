import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { users } from "#db/schema";
import { addDaysToKey, dayRange, todayKey } from "~/lib/local-day";
import { loader as rootLoader } from "~/root";
import { loader as appLoader } from "~/routes/_app";
import { loader as indexLoader } from "~/routes/_index";
import { loader as insightsLoader } from "~/routes/_app.insights";
import { loader as journalLoader } from "~/routes/_app.journal._index";
import { getUserId } from "~/services/auth.server";
import { BASE_URL, createSignedInUser, jsonRequest } from "#tests/utils/http";
import { readsOf, recordStatements } from "#tests/utils/statements";

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: Record<string, unknown>;
}) => unknown;

/**
 * One page load as Remix serves it: every loader on the path gets its own copy of the Request
 * and all of them start together. Resolves with their results in order.
 */
function pageLoad(path: string, cookie: string, loaders: Loader[]) {
  return Promise.all(
    loaders.map(async (loader) => {
      const request = new Request(`${BASE_URL}${path}`, { headers: { Cookie: cookie } });
      const result = await loader({ request, params: {}, context: {} });
      return result instanceof Response ? result.json() : result;
    }),
  );
}

/** `days` of daily entries and moods and a habit ticked every day, ending today. */
function giveHistory(userId: number, days: number) {
  const sqlite = db().$client;
  const today = todayKey("UTC");
  const mood = sqlite.prepare("INSERT INTO moods (user_id, rating, date) VALUES (?, ?, ?)");
  const entry = sqlite.prepare(
    "INSERT INTO journal_entries (user_id, content, date, is_journal, analyzed, sentiment) VALUES (?, ?, ?, 1, 1, ?)",
  );
  const history: Record<string, boolean> = {};
  sqlite.transaction(() => {
    for (let i = 0; i < days; i++) {
      const day = addDaysToKey(today, -i);
      const noon = dayRange(day, "UTC").start.getTime() + 12 * 3_600_000;
      mood.run(userId, 1 + (i % 5), noon);
      entry.run(
        userId,
        `Day ${i}`,
        noon,
        JSON.stringify({ score: 0.2, emotions: ["calm"], themes: ["work"] }),
      );
      history[day] = true;
    }
    sqlite
      .prepare(
        "INSERT INTO habits (user_id, title, frequency, completion_history) VALUES (?, ?, ?, ?)",
      )
      .run(userId, "Walk", "weekly", JSON.stringify(history));
  })();
}

const PAGES: [string, string, Loader[]][] = [
  ["the dashboard", "/", [rootLoader, indexLoader]],
  ["/insights", "/insights", [rootLoader, appLoader, insightsLoader]],
  ["/journal", "/journal", [rootLoader, appLoader, journalLoader]],
];

describe("one page load reads the session, the user and the time zone once", () => {
  it.each(PAGES)("%s", async (_label, path, loaders) => {
    const person = await createSignedInUser();
    const { sources } = await recordStatements(() => pageLoad(path, person.cookie, loaders));
    expect(readsOf(sources, "sessions")).toBe(1);
    expect(readsOf(sources, "users")).toBe(1);
    expect(readsOf(sources, "notification_preferences")).toBe(1);
  });

  it.each(PAGES)(
    "%s costs the same statements after 1 month and after 3 years",
    async (_l, path, loaders) => {
      const month = await createSignedInUser();
      const years = await createSignedInUser();
      giveHistory(month.user.id, 30);
      giveHistory(years.user.id, 3 * 365);
      // What is the same for everyone (the plans' limits) is kept until the next write
      // (decision 027): a third person's page load reads it first, so both loads below find it.
      const someoneElse = await createSignedInUser();
      await pageLoad(path, someoneElse.cookie, loaders);
      const short = await recordStatements(() => pageLoad(path, month.cookie, loaders));
      const long = await recordStatements(() => pageLoad(path, years.cookie, loaders));
      expect(long.sources.length).toBe(short.sources.length);
    },
  );

  it("a page load in a later turn of the event loop reads again and sees what changed", async () => {
    const person = await createSignedInUser({ name: "Before Change" });
    const first = await recordStatements(() =>
      pageLoad("/", person.cookie, [rootLoader, indexLoader]),
    );
    db().update(users).set({ name: "After Change" }).where(eq(users.id, person.user.id)).run();
    // Another HTTP request arrives through I/O, so at least one turn later.
    await new Promise((resolve) => setImmediate(resolve));
    const second = await recordStatements(() =>
      pageLoad("/", person.cookie, [rootLoader, indexLoader]),
    );
    expect(readsOf(first.sources, "sessions")).toBe(1);
    expect(readsOf(second.sources, "sessions")).toBe(1);
    const [root] = second.result as [{ data: { user: { name: string } } }];
    expect(root.data.user.name).toBe("After Change");
  });

  it("requests that may write never share a read", async () => {
    const person = await createSignedInUser();
    const post = () =>
      getUserId(
        jsonRequest("/api/moods", {}, { cookie: person.cookie, headers: { Origin: BASE_URL } }),
      );
    const { result, sources } = await recordStatements(() => Promise.all([post(), post()]));
    expect(result).toEqual([person.user.id, person.user.id]);
    expect(readsOf(sources, "sessions")).toBe(2);
  });
});
