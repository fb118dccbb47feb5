import { describe, expect, it } from "vitest";
import { storedPromptMessage, takeChatEvents } from "~/lib/chat-stream";
import {
  buildTranscript,
  chatEntryContent,
  displayChatText,
  isRecentJournalEntry,
  toFtsQuery,
  entryPreview,
} from "~/lib/journal";
import { instantForDay, localDayKey } from "~/lib/local-day";

const long = "x".repeat(201);

describe("Recent Journal Entries filter (docs/product.md#recent-entries-rule)", () => {
  it.each([
    [{ isJournal: true, isAiResponse: false, content: "short" }, true],
    [{ isJournal: true, isAiResponse: true, content: "short" }, true],
    [{ isJournal: false, isAiResponse: false, content: long }, true],
    [{ isJournal: false, isAiResponse: false, content: "x".repeat(200) }, false],
    [{ isJournal: false, isAiResponse: true, content: long }, false],
    [{ isJournal: false, isAiResponse: false, content: "short" }, false],
  ])("%o → %s", (entry, expected) => {
    expect(isRecentJournalEntry(entry)).toBe(expected);
  });
});

describe("saving a chat (docs/product.md#saving-a-chat)", () => {
  const messages = [
    { content: "ASK_ME_ABOUT:How am I feeling today?", isAiResponse: false },
    { content: "How are you feeling, in your own words?", isAiResponse: true },
    { content: "Tired but hopeful.", isAiResponse: false },
    { content: "Tired and hopeful at once. What gives you hope?", isAiResponse: true },
  ];

  it("writes the transcript as labelled turns separated by blank lines", () => {
    expect(buildTranscript(messages, "Sage")).toBe(
      [
        "You: How am I feeling today?",
        "Sage: How are you feeling, in your own words?",
        "You: Tired but hopeful.",
        "Sage: Tired and hopeful at once. What gives you hope?",
      ].join("\n\n"),
    );
  });

  it("uses the assistant's configured name", () => {
    expect(buildTranscript(messages.slice(1, 2), "River")).toBe(
      "River: How are you feeling, in your own words?",
    );
  });

  it("keeps only the person's own words as the content: chips and prompts stay in the transcript", () => {
    expect(chatEntryContent(messages)).toBe("Tired but hopeful.");
    const withChips = [
      ...messages,
      { content: "Tell me more", isAiResponse: false },
      { content: "More, gently.", isAiResponse: true },
      { content: "  why do I feel this way? ", isAiResponse: false },
      { content: "__MULTI_PART_PROMPT__: What drains you?", isAiResponse: false },
      { content: "Work drains me, music fills me up.", isAiResponse: false },
    ];
    expect(chatEntryContent(withChips)).toBe(
      "Tired but hopeful.\n\nWork drains me, music fills me up.",
    );
    expect(buildTranscript(withChips, "Sage")).toContain("You: Tell me more");
    // A chip's words inside a longer message are the person's own.
    expect(
      chatEntryContent([{ content: "Tell me more about why I'm tired", isAiResponse: false }]),
    ).toBe("Tell me more about why I'm tired");
  });

  it("falls back to 'Journal entry from chat' when the person only picked chips", () => {
    expect(
      chatEntryContent([
        { content: "ASK_ME_ABOUT:What made me smile today?", isAiResponse: false },
        { content: "What made you smile?", isAiResponse: true },
        { content: "Tell me more", isAiResponse: false },
      ]),
    ).toBe("Journal entry from chat");
  });

  it("falls back to 'Journal entry from chat' when the person wrote nothing", () => {
    expect(chatEntryContent([{ content: "Hello", isAiResponse: true }])).toBe(
      "Journal entry from chat",
    );
  });
});

describe("chat text", () => {
  it("shows chips without their marker and prompts as a reflection", () => {
    expect(displayChatText("ASK_ME_ABOUT:What made me smile today?")).toBe(
      "What made me smile today?",
    );
    expect(displayChatText("__MULTI_PART_PROMPT__: What drains you? What fills you up?")).toBe(
      "I'd like to reflect on: What drains you? What fills you up?",
    );
    expect(displayChatText("plain words")).toBe("plain words");
  });

  it("sends a stored prompt that matches a chip as ASK_ME_ABOUT", () => {
    expect(storedPromptMessage("what made me smile today?")).toBe(
      "ASK_ME_ABOUT:What made me smile today?",
    );
    expect(storedPromptMessage("__MULTI_PART_PROMPT__: Describe a calm place.")).toBe(
      "__MULTI_PART_PROMPT__: Describe a calm place.",
    );
  });

  it("reads streamed events across chunk boundaries", () => {
    const first = takeChatEvents('{"type":"token","text":"Hel"}\n{"type":"tok');
    expect(first.events).toEqual([{ type: "token", text: "Hel" }]);
    const second = takeChatEvents(
      `${first.rest}en","text":"lo"}\n{"type":"done","crisis":false}\n`,
    );
    expect(second.events).toEqual([
      { type: "token", text: "lo" },
      { type: "done", crisis: false },
    ]);
    expect(second.rest).toBe("");
  });
});

describe("search and dates", () => {
  it("turns any typed text into a safe FTS5 query", () => {
    expect(toFtsQuery('walk "park" OR NEAR(')).toBe('"walk"* "park"* "OR"* "NEAR"*');
    expect(toFtsQuery("***")).toBe("");
  });

  it("dates an entry for today now, and for another day at the current local time on that day", () => {
    const now = new Date("2026-11-22T15:04:05.123Z");
    expect(instantForDay("2026-11-22", "UTC", now)).toBe(now);
    // 10:04:05 in New York (EST) on the 22nd: the 20th at 10:04:05 EST.
    expect(instantForDay("2026-11-20", "America/New_York", now).toISOString()).toBe(
      "2026-11-20T15:04:05.123Z",
    );
    // Across a DST change the local time of day is kept (EDT in September).
    expect(instantForDay("2026-09-15", "America/New_York", now).toISOString()).toBe(
      "2026-09-15T14:04:05.123Z",
    );
    // 02:30 does not exist on 8 March 2026 in New York: the instant stays on that day.
    const lateNight = new Date("2026-11-22T07:30:00Z"); // 02:30 EST
    const skipped = instantForDay("2026-03-08", "America/New_York", lateNight);
    expect(localDayKey(skipped, "America/New_York")).toBe("2026-03-08");
    // Late evening in Tokyo stays on the chosen day too.
    const tokyoNight = new Date("2026-11-22T14:50:00Z"); // 23:50 in Tokyo
    const tokyo = instantForDay("2026-11-19", "Asia/Tokyo", tokyoNight);
    expect(localDayKey(tokyo, "Asia/Tokyo")).toBe("2026-11-19");
    expect(tokyo.toISOString()).toBe("2026-11-19T14:50:00.000Z");
  });
});

describe("entryPreview", () => {
  it("keeps a short entry whole and cuts a long one to its start, never halving an emoji", () => {
    expect(entryPreview("A short day.")).toBe("A short day.");
    const long = "word ".repeat(5000);
    const preview = entryPreview(long);
    expect(preview.length).toBeLessThanOrEqual(281);
    expect(preview.endsWith("…")).toBe(true);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
    const emoji = `${"a".repeat(279)}😊 and more`;
    expect(entryPreview(emoji)).toBe(`${"a".repeat(279)}…`);
  });
});
