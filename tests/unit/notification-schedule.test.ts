import { describe, expect, it } from "vitest";
import {
  dedupeKeys,
  isDigestWindow,
  isDueAt,
  isNight,
  localTimeInstant,
  nextMorning,
  nextReminderAt,
  switchOfKind,
  unsubscribeSwitchOf,
} from "~/lib/notification-schedule";
import { digestContent } from "~/lib/weekly-digest";

const at = (iso: string) => new Date(iso);

describe("next reminder", () => {
  it("is today's reminder time in the person's zone, or tomorrow's once it has passed", () => {
    // 09:00 in Tokyo (UTC+9) is 00:00 UTC.
    expect(nextReminderAt("09:00", "Asia/Tokyo", at("2026-11-22T23:00:00Z")).toISOString()).toBe(
      "2026-11-23T00:00:00.000Z",
    );
    expect(nextReminderAt("09:00", "Asia/Tokyo", at("2026-11-23T00:05:00Z")).toISOString()).toBe(
      "2026-11-24T00:00:00.000Z",
    );
    // Same instant, another zone: 09:00 in New York (UTC-5 in November) is 14:00 UTC.
    expect(
      nextReminderAt("09:00", "America/New_York", at("2026-11-23T00:05:00Z")).toISOString(),
    ).toBe("2026-11-23T14:00:00.000Z");
    // A zone with a half-hour offset.
    expect(nextReminderAt("21:30", "Asia/Kolkata", at("2026-11-23T12:00:00Z")).toISOString()).toBe(
      "2026-11-23T16:00:00.000Z",
    );
  });

  it("still counts as today's inside the two-minute window", () => {
    expect(nextReminderAt("09:00", "UTC", at("2026-11-23T09:01:30Z")).toISOString()).toBe(
      "2026-11-23T09:00:00.000Z",
    );
    expect(isDueAt("09:00", "UTC", at("2026-11-23T09:00:00Z"))).toBe(true);
    expect(isDueAt("09:00", "UTC", at("2026-11-23T09:01:59Z"))).toBe(true);
    expect(isDueAt("09:00", "UTC", at("2026-11-23T09:02:00Z"))).toBe(false);
    expect(isDueAt("09:00", "UTC", at("2026-11-23T08:59:59Z"))).toBe(false);
  });

  it("follows the clocks across daylight saving changes", () => {
    // New York springs forward on 2026-03-08: 09:00 is 14:00 UTC before and 13:00 UTC after.
    expect(
      nextReminderAt("09:00", "America/New_York", at("2026-03-07T15:00:00Z")).toISOString(),
    ).toBe("2026-03-08T13:00:00.000Z");
    // Falls back on 2026-11-01: 09:00 EDT then 09:00 EST.
    expect(
      nextReminderAt("09:00", "America/New_York", at("2026-10-31T14:00:00Z")).toISOString(),
    ).toBe("2026-11-01T14:00:00.000Z");
    // London springs forward on 2026-03-29.
    expect(nextReminderAt("08:00", "Europe/London", at("2026-03-28T09:00:00Z")).toISOString()).toBe(
      "2026-03-29T07:00:00.000Z",
    );
  });

  it("moves a reminder time the clocks skip to the moment they jump to, and takes the first of a repeated one", () => {
    // 02:30 does not exist in New York on 2026-03-08 (02:00 -> 03:00 EDT): 03:30 EDT.
    expect(localTimeInstant("2026-03-08", "02:30", "America/New_York").toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    // 01:30 happens twice on 2026-11-01: the first (EDT).
    expect(localTimeInstant("2026-11-01", "01:30", "America/New_York").toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    // Exactly one due moment that night, whatever the tick.
    const dueTicks = Array.from(
      { length: 6 * 60 },
      (_, minute) => at(`2026-11-01T04:00:00Z`).getTime() + minute * 60_000,
    ).filter((ms) => isDueAt("01:30", "America/New_York", new Date(ms), 60_000));
    expect(dueTicks.map((ms) => new Date(ms).toISOString())).toEqual(["2026-11-01T05:30:00.000Z"]);
  });
});

describe("night, morning and Monday", () => {
  it("is night from 22:00 to 08:00 local time, and morning is the next 08:00", () => {
    expect(isNight("Europe/Paris", at("2026-11-23T21:30:00Z"))).toBe(true); // 22:30
    expect(isNight("Europe/Paris", at("2026-11-23T06:59:00Z"))).toBe(true); // 07:59
    expect(isNight("Europe/Paris", at("2026-11-23T07:00:00Z"))).toBe(false); // 08:00
    expect(nextMorning("Europe/Paris", at("2026-11-23T21:30:00Z")).toISOString()).toBe(
      "2026-11-24T07:00:00.000Z",
    );
    expect(nextMorning("Europe/Paris", at("2026-11-24T02:00:00Z")).toISOString()).toBe(
      "2026-11-24T07:00:00.000Z",
    );
  });

  it("opens the digest window on Monday morning in the person's zone only", () => {
    // 2026-11-23 is a Monday. 09:00 in Auckland on Monday is Sunday 20:00 UTC.
    expect(isDigestWindow("Pacific/Auckland", at("2026-11-22T20:00:00Z"))).toBe(true);
    expect(isDigestWindow("UTC", at("2026-11-22T20:00:00Z"))).toBe(false);
    expect(isDigestWindow("UTC", at("2026-11-23T08:00:00Z"))).toBe(true);
    expect(isDigestWindow("UTC", at("2026-11-23T12:00:00Z"))).toBe(false);
  });
});

describe("idempotency keys", () => {
  it("name one notification per kind per local day, goal and run", () => {
    expect(dedupeKeys.journal("2026-11-23")).toBe("journal:2026-11-23");
    expect(dedupeKeys.journal("2026-11-23")).not.toBe(dedupeKeys.journal("2026-11-24"));
    expect(dedupeKeys.goal(4, "tomorrow", "2026-11-24")).not.toBe(
      dedupeKeys.goal(4, "today", "2026-11-24"),
    );
    // A target date moved later gets its reminders again.
    expect(dedupeKeys.goal(4, "today", "2026-11-24")).not.toBe(
      dedupeKeys.goal(4, "today", "2026-11-30"),
    );
    expect(dedupeKeys.streakMilestone(2, 7, "2026-11-01")).not.toBe(
      dedupeKeys.streakMilestone(2, 7, "2026-11-15"),
    );
    expect(dedupeKeys.digest("2026-11-16")).toBe("digest:2026-11-16");
    expect(dedupeKeys.billing("WH-1")).toBe("billing:WH-1");
  });

  it("map each kind to the switch that stops it", () => {
    expect(switchOfKind("journal")).toBe("journalReminders");
    expect(switchOfKind("streak")).toBe("goalReminders");
    expect(switchOfKind("digest")).toBe("weeklyDigest");
    expect(switchOfKind("support")).toBeNull();
    expect(unsubscribeSwitchOf("support")).toBe("emailNotifications");
    expect(unsubscribeSwitchOf("goal")).toBe("goalReminders");
  });
});

describe("digest content", () => {
  const week = { weekStart: "2026-11-16", weekEnd: "2026-11-22" };

  it("tells last week's entries, moods, streaks and insights", () => {
    const content = digestContent({
      ...week,
      entries: 3,
      moodRatings: [4, 4, 5, 3],
      streaks: [{ title: "Morning walk", streak: "12 days" }],
      summary: {
        topEmotions: ["calm", "hopeful"],
        commonThemes: ["work"],
        insights: ["You wrote most on calm evenings."],
      },
    });
    expect(content.subject).toBe("Your week in review: Nov 16 – Nov 22, 2026");
    expect(content.paragraphs).toEqual([
      "Here is your week of Nov 16 – Nov 22, 2026.",
      "Journal: you wrote 3 entries.",
      "Mood: 4 check-ins, Good on average (4.0 of 5).",
      "Streaks: Morning walk 12 days.",
      "Weekly insights: You wrote most on calm evenings.",
      "Top emotions: calm, hopeful.",
      "Common themes: work.",
    ]);
    expect(content.message).toBe("Last week: 3 entries, mood Good on average. See your insights.");
  });

  it("says so kindly when the week was empty", () => {
    const content = digestContent({
      ...week,
      entries: 0,
      moodRatings: [],
      streaks: [],
      summary: null,
    });
    expect(content.paragraphs).toEqual([
      "Here is your week of Nov 16 – Nov 22, 2026.",
      "Journal: no entries last week. A few lines this week are enough to start again.",
      "Mood: no moods logged last week.",
    ]);
    expect(content.message).toBe("Last week: 0 entries. See your insights.");
  });

  it("counts one entry and one mood in the singular", () => {
    const content = digestContent({
      ...week,
      entries: 1,
      moodRatings: [2],
      streaks: [],
      summary: null,
    });
    expect(content.paragraphs).toContain("Journal: you wrote 1 entry.");
    expect(content.paragraphs).toContain("Mood: 1 check-in, Worried on average (2.0 of 5).");
  });
});
