import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { journalEntries } from "#db/schema";
import { saveAiSettings } from "~/models/ai-settings.server";
import { createJournalEntry } from "~/models/journal.server";
import { reanalyseOutdatedEntries, reanalysisProgress } from "~/models/reanalysis.server";
import { loader as adminAiLoader } from "~/routes/_app.admin.openai";
import { LOCAL_ANALYSER_VERSION, localEngine } from "~/services/ai/local/engine.server";
import { callRoute, createSignedInUser, getRequest } from "#tests/utils/http";

/** Makes a stored entry look as an older analyser left it. */
function asOldAnalyserLeftIt(
  id: number,
  old: { score: number; emotions: string[]; themes: string[] },
  title: string,
  titleGenerated: boolean | null,
) {
  db()
    .update(journalEntries)
    .set({ sentiment: old, title, titleGenerated, analysisVersion: null })
    .where(eq(journalEntries.id, id))
    .run();
}

const row = (id: number) =>
  db().select().from(journalEntries).where(eq(journalEntries.id, id)).get()!;

describe("re-reading old entries after the local analyser changes", () => {
  it("re-analyses outdated entries once, in batches, without touching what the person wrote", async () => {
    const me = await createSignedInUser();
    const save = (content: string, title?: string) =>
      createJournalEntry(me.user.id, {
        content,
        title,
        date: new Date("2026-02-01T12:00:00Z"),
        isJournal: true,
      }).then((r) => r.entry);
    const short = await save("ok");
    const happy = await save(
      "My friend called from Lisbon and we laughed for an hour about our school days. I felt so happy afterwards.",
    );
    const typed = await save(
      "Read a novel with a pot of tea all afternoon while it rained.",
      "Rainy Sunday",
    );
    expect(row(happy.id)).toMatchObject({
      analysisVersion: LOCAL_ANALYSER_VERSION,
      titleGenerated: true,
    });
    expect(row(typed.id).titleGenerated).toBe(false);

    // What the old analyser stored (issue examples): "ok" very positive, joy read as sadness too,
    // filler themes, a "X, Y and Me" title; the typed title's origin unknown (saved before it was kept).
    asOldAnalyserLeftIt(short.id, { score: 0.9, emotions: ["joy"], themes: [] }, "Ok", true);
    asOldAnalyserLeftIt(
      happy.id,
      { score: 0.1, emotions: ["joy", "sadness"], themes: ["Little", "Right"] },
      "Friend, Lisbon and Me",
      true,
    );
    asOldAnalyserLeftIt(
      typed.id,
      { score: 0.5, emotions: ["calm"], themes: ["Food"] },
      "Rainy Sunday",
      null,
    );
    const before = { short: row(short.id), happy: row(happy.id), typed: row(typed.id) };
    expect(reanalysisProgress()).toMatchObject({ paused: false });
    const progress = reanalysisProgress();
    expect(progress.current).toBe(progress.total - 3);

    const admin = await createSignedInUser({ admin: true });
    const page = await callRoute(
      adminAiLoader,
      getRequest("/admin/openai", { cookie: admin.cookie }),
    );
    expect(page.body).toMatchObject({
      reanalysis: { current: progress.current, total: progress.total },
    });

    // Batches of two: the loop resumes where it stopped, and ends with nothing left to do.
    let rounds = 0;
    while ((await reanalyseOutdatedEntries(2)) !== 0) rounds++;
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(reanalysisProgress()).toMatchObject({ current: progress.total, total: progress.total });
    expect(await reanalyseOutdatedEntries(2)).toBe(0);

    const after = { short: row(short.id), happy: row(happy.id), typed: row(typed.id) };
    for (const key of ["short", "happy", "typed"] as const) {
      expect(after[key].content).toBe(before[key].content);
      expect(after[key].updatedAt).toEqual(before[key].updatedAt);
      expect(after[key].analysisVersion).toBe(LOCAL_ANALYSER_VERSION);
    }
    // Too short to tell: no score, so it leaves the mood chart.
    expect(after.short.sentiment?.score).toBeNull();
    expect(after.happy.sentiment).toEqual(await localEngine.analyzeSentiment(happy.content));
    expect(after.happy.sentiment!.score).toBeGreaterThan(0);
    expect(after.happy.sentiment!.emotions).not.toContain("sadness");
    expect(after.happy.title).toBe(await localEngine.titleFor(happy.content));
    expect(after.happy.title).not.toMatch(/ and Me$/);
    // A title that may have been typed is never replaced.
    expect(after.typed.title).toBe("Rainy Sunday");
    expect(after.typed.sentiment).toEqual(await localEngine.analyzeSentiment(typed.content));
  });

  it("waits while an outside provider is active, and says so to admins", async () => {
    const me = await createSignedInUser();
    const { entry } = await createJournalEntry(me.user.id, {
      content: "A long walk by the sea cleared my head after a hard week.",
      date: new Date("2026-02-02T12:00:00Z"),
      isJournal: true,
    });
    asOldAnalyserLeftIt(entry.id, { score: 0.2, emotions: [], themes: [] }, "Walk", true);
    saveAiSettings({
      provider: "openai",
      baseUrl: "http://127.0.0.1:9/v1",
      model: "m",
      apiKey: "sk-test",
      assistantName: "Solace",
    });
    try {
      expect(await reanalyseOutdatedEntries()).toBeNull();
      expect(row(entry.id).analysisVersion).toBeNull();
      expect(reanalysisProgress().paused).toBe(true);
    } finally {
      saveAiSettings({ provider: "local", assistantName: "Solace" });
    }
    expect(await reanalyseOutdatedEntries(50)).toBeGreaterThan(0);
    expect(row(entry.id).analysisVersion).toBe(LOCAL_ANALYSER_VERSION);
  });
});
