// The sentence model fails to load here (its weights package does not exist): everything must
// still work, by words and hashed vectors, and the crisis rules and frames must still screen.
process.env.SEMANTIC_MEMORY = "on";
process.env.SEMANTIC_MODEL_PACKAGE = "@energetic-ai/no-such-model";

import { describe, expect, it } from "vitest";
import { createJournalEntry } from "~/models/journal.server";
import { semanticMemoryProgress } from "~/models/semantic-memory.server";
import { loader as listLoader } from "~/routes/_app.journal._index";
import { loader as entryLoader } from "~/routes/_app.journal.$id";
import { action as chatAction } from "~/routes/resources.chat";
import { loader as chatPageLoader } from "~/routes/_app.chat";
import { semanticMemoryLine } from "~/lib/semantic-memory";
import { embedSentences, whenSentenceModelSettles } from "~/services/ai/sentence-embeddings.server";
import { callRoute, createSignedInUser, formRequest, getRequest } from "#tests/utils/http";

describe("when the sentence model cannot load", () => {
  it("reports the failure, answers embeddings with null at once, and keeps every screen working", async () => {
    expect(await whenSentenceModelSettles()).toBe("failed");
    const started = Date.now();
    expect(await embedSentences(["hello"], { timeoutMs: 5_000 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(100);
    expect(semanticMemoryLine(semanticMemoryProgress())).toMatch(/could not load/);

    const me = await createSignedInUser();
    const a = await createJournalEntry(me.user.id, {
      content: "Walked the dog along the canal after work, felt calmer.",
      date: new Date("2026-03-01T12:00:00Z"),
      isJournal: true,
    });
    const b = await createJournalEntry(me.user.id, {
      content: "Another walk with the dog by the canal, the evening was calm.",
      date: new Date("2026-03-02T12:00:00Z"),
      isJournal: true,
    });
    // Search by words still works.
    const found = await callRoute(
      listLoader,
      getRequest("/journal?q=canal", { cookie: me.cookie }),
    );
    expect((found.body as { entries: { id: number }[] }).entries.map((e) => e.id).sort()).toEqual(
      [a.entry.id, b.entry.id].sort(),
    );
    // Related entries fall back to the hashed vectors written at save.
    const page = await callRoute(
      entryLoader,
      getRequest(`/journal/${a.entry.id}`, { cookie: me.cookie }),
      {
        id: String(a.entry.id),
      },
    );
    expect((page.body as { related: { id: number }[] }).related.map((r) => r.id)).toEqual([
      b.entry.id,
    ]);

    // The chat answers, and the rules and frames still catch a crisis without the model.
    const send = (message: string) =>
      callRoute(
        chatAction,
        formRequest(
          "/resources/chat",
          { intent: "send", message, redirectTo: "/chat" },
          { cookie: me.cookie },
        ),
      );
    expect((await send("Had a good day at the allotment.")).status).toBe(302);
    expect((await send("I bought a rope.")).status).toBe(302);
    const chat = await callRoute(chatPageLoader, getRequest("/chat", { cookie: me.cookie }));
    const data = chat.body as {
      crisis: boolean;
      messages: { isAiResponse: boolean; crisisReply: boolean }[];
    };
    expect(data.crisis).toBe(true);
    expect(data.messages.filter((m) => m.isAiResponse).map((m) => m.crisisReply)).toEqual([
      false,
      true,
    ]);
  });
});
