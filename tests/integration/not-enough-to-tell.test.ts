import { describe, expect, it } from "vitest";
import { getInsightsReport } from "~/models/insights.server";
import { createJournalEntry, getJournalEntry } from "~/models/journal.server";
import { loader as listLoader } from "~/routes/_app.journal._index";
import { loader as entryLoader } from "~/routes/_app.journal.$id";
import { callRoute, createSignedInUser, getRequest } from "#tests/utils/http";

/** docs/product.md#sentiment-analysis: a very short entry gets no score and feeds no chart. */
describe("an entry too short to tell", () => {
  it("is analysed without a score, shown as such, and left out of moods and insights", async () => {
    const me = await createSignedInUser();
    const now = new Date();
    const { entry: short } = await createJournalEntry(me.user.id, {
      content: "ok",
      date: now,
      timezone: "UTC",
    });
    expect(getJournalEntry(me.user.id, short.id)).toMatchObject({
      analyzed: true,
      sentiment: { score: null, emotions: [], themes: [] },
    });

    const list = await callRoute(listLoader, getRequest("/journal", { cookie: me.cookie }));
    const rows = (
      list.body as { entries: { id: number; score: number | null; analysed: boolean }[] }
    ).entries;
    expect(rows.find((row) => row.id === short.id)).toMatchObject({ score: null, analysed: true });
    const page = await callRoute(
      entryLoader,
      getRequest(`/journal/${short.id}`, { cookie: me.cookie }),
      { id: String(short.id) },
    );
    expect(page.status).toBe(200);

    let report = getInsightsReport(me.user.id, "UTC", 7, now);
    expect(report.entryCount).toBe(0);
    expect(report.hasAnyData).toBe(false);
    expect(report.trend.at(-1)!.value).toBe(0);

    // A real entry the same day does count, and the short one does not pull its mood.
    await createJournalEntry(me.user.id, {
      content: "I feel so happy and grateful after a long walk with my sister.",
      date: now,
      timezone: "UTC",
    });
    report = getInsightsReport(me.user.id, "UTC", 7, now);
    expect(report.entryCount).toBe(1);
    expect(report.trend.at(-1)).toMatchObject({ source: "journal" });
    expect(report.trend.at(-1)!.value).toBeGreaterThanOrEqual(4);
  });
});
