import { describe, expect, it } from "vitest";
import { action as privacyAction, loader as privacyLoader } from "~/routes/_app.settings.privacy";
import {
  action as prefsFormAction,
  loader as prefsFormLoader,
} from "~/routes/_app.settings.notifications";
import { loader as layoutLoader } from "~/routes/_app";
import { loader as userLoader } from "~/routes/api.user";
import { startSession } from "~/services/auth.server";
import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { notificationPreferences, sessions } from "#db/schema";
import { getNotificationPreferences } from "~/models/notifications.server";
import { callRoute, createSignedInUser, formRequest, getRequest } from "#tests/utils/http";

describe("privacy settings", () => {
  it("lists this person's sessions without their ids and signs out the others", async () => {
    const { user, cookie } = await createSignedInUser();
    const other = (await startSession(user.id)).split(";")[0]!;
    const listed = (await callRoute(privacyLoader, getRequest("/settings/privacy", { cookie })))
      .body as { sessions: Array<{ current: boolean }> };
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toMatch(/"id"/);

    const result = await callRoute(privacyAction, formRequest("/settings/privacy", {}, { cookie }));
    expect(result.status).toBe(302);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie }))).status).toBe(200);
    expect((await callRoute(userLoader, getRequest("/api/user", { cookie: other }))).status).toBe(
      401,
    );
  });
});

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

type PrivacyPage = {
  timezone: string;
  sessions: Array<{ current: boolean; device: string; signedIn: string; createdAt: string }>;
};

describe("signed-in devices", () => {
  it("names each device from its User-Agent at sign-in, and says Unknown device without one", async () => {
    const { user, cookie } = await createSignedInUser();
    const signIn = (userAgent: string) =>
      new Request("http://localhost:3000/auth", { headers: { "User-Agent": userAgent } });
    await startSession(user.id, signIn(MAC_CHROME));
    await startSession(user.id, signIn(IPHONE_SAFARI));
    const page = (await callRoute(privacyLoader, getRequest("/settings/privacy", { cookie })))
      .body as PrivacyPage;
    expect(page.sessions.map((s) => s.device).sort()).toEqual([
      "Chrome on macOS",
      "Safari on iOS",
      "Unknown device",
    ]);
    expect(page.sessions.find((s) => s.current)?.device).toBe("Unknown device");
    const stored = db().select().from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(stored.map((s) => s.userAgent).sort()).toEqual([MAC_CHROME, IPHONE_SAFARI, null].sort());
  });

  it("shows sign-in times in the person's time zone and says which", async () => {
    const { user, cookie } = await createSignedInUser();
    const signedInAt = new Date("2026-01-15T22:30:00Z");
    db().update(sessions).set({ createdAt: signedInAt }).where(eq(sessions.userId, user.id)).run();
    await callRoute(
      prefsFormAction,
      formRequest(
        "/settings/notifications",
        { reminderTime: "09:00", timezone: "Asia/Tokyo" },
        { cookie },
      ),
    );
    const page = (await callRoute(privacyLoader, getRequest("/settings/privacy", { cookie })))
      .body as PrivacyPage;
    expect(page.timezone).toBe("Asia/Tokyo");
    // 22:30 UTC is 07:30 the next morning in Tokyo.
    expect(page.sessions[0]!.signedIn).toMatch(/^Jan 16, 2026, 7:30\sAM$/);

    const browserOnly = await createSignedInUser();
    const fromCookie = (
      await callRoute(
        privacyLoader,
        getRequest("/settings/privacy", { cookie: `${browserOnly.cookie}; tz=Europe%2FKiev` }),
      )
    ).body as PrivacyPage;
    expect(fromCookie.timezone).toBe("Europe/Kyiv");
  });
});

describe("notification settings", () => {
  it("offers every current zone name with its offset, UTC first, and no legacy names", async () => {
    const { cookie } = await createSignedInUser();
    const page = (
      await callRoute(prefsFormLoader, getRequest("/settings/notifications", { cookie }))
    ).body as { timezones: Array<{ value: string; label: string }> };
    const values = page.timezones.map((zone) => zone.value);
    expect(values[0]).toBe("UTC");
    expect(values).toContain("Europe/Kyiv");
    expect(values).toContain("Asia/Kolkata");
    expect(values).not.toContain("Europe/Kiev");
    expect(values).not.toContain("Asia/Calcutta");
    expect(new Set(values).size).toBe(values.length);
    expect(page.timezones.find((zone) => zone.value === "Europe/Kyiv")?.label).toMatch(
      /^Europe\/Kyiv \(UTC\+0[23]:00\)$/,
    );
    expect(page.timezones.find((zone) => zone.value === "America/New_York")?.label).toMatch(
      /^America\/New York \(UTC-0[45]:00\)$/,
    );
  });

  it("saves a legacy or loosely typed zone under its current name, and reads old rows the same way", async () => {
    const { user, cookie } = await createSignedInUser();
    for (const [typed, saved] of [
      ["Europe/Kiev", "Europe/Kyiv"],
      ["america/new york", "America/New_York"],
      ["Etc/UTC", "UTC"],
      ["UTC", "UTC"],
    ] as const) {
      const result = await callRoute(
        prefsFormAction,
        formRequest(
          "/settings/notifications",
          { reminderTime: "09:00", timezone: typed },
          { cookie },
        ),
      );
      expect(result.status).toBe(302);
      expect(
        db()
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, user.id))
          .get()?.timezone,
      ).toBe(saved);
    }
    db()
      .update(notificationPreferences)
      .set({ timezone: "Asia/Calcutta" })
      .where(eq(notificationPreferences.userId, user.id))
      .run();
    expect(getNotificationPreferences(user.id).timezone).toBe("Asia/Kolkata");
    const shell = (await callRoute(layoutLoader, getRequest("/", { cookie }))).body as {
      timezone: string;
    };
    expect(shell.timezone).toBe("Asia/Kolkata");
  });

  it("reads unchecked boxes as off and saves the time zone the shell then uses", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      prefsFormAction,
      formRequest(
        "/settings/notifications",
        { journalReminders: "on", reminderTime: "21:15", timezone: "Asia/Tokyo" },
        { cookie },
      ),
    );
    expect(result.status).toBe(302);
    expect(getNotificationPreferences(user.id)).toMatchObject({
      journalReminders: true,
      goalReminders: false,
      weeklyDigest: false,
      emailNotifications: false,
      browserNotifications: false,
      reminderTime: "21:15",
      timezone: "Asia/Tokyo",
    });
    const shell = (
      await callRoute(layoutLoader, getRequest("/", { cookie: `${cookie}; tz=Europe%2FParis` }))
    ).body as { timezone: string };
    expect(shell.timezone).toBe("Asia/Tokyo");
  });

  it("an empty time zone means the browser's", async () => {
    const { user, cookie } = await createSignedInUser();
    await callRoute(
      prefsFormAction,
      formRequest("/settings/notifications", { reminderTime: "08:00", timezone: "" }, { cookie }),
    );
    expect(getNotificationPreferences(user.id).timezone).toBeNull();
    const page = (
      await callRoute(
        prefsFormLoader,
        getRequest("/settings/notifications", { cookie: `${cookie}; tz=Europe%2FParis` }),
      )
    ).body as { browserTimezone: string; timezones: Array<{ value: string; label: string }> };
    expect(page.browserTimezone).toMatch(/^Europe\/Paris \(UTC\+0[12]:00\)$/);
    expect(page.timezones.map((zone) => zone.value)).toContain("America/New_York");
  });

  it("refuses a bad time or zone with a message and saves nothing", async () => {
    const { user, cookie } = await createSignedInUser();
    const badTime = await callRoute(
      prefsFormAction,
      formRequest("/settings/notifications", { reminderTime: "25:00" }, { cookie }),
    );
    expect(badTime.status).toBe(400);
    expect(badTime.body).toMatchObject({ message: "Reminder time must look like 09:00" });
    const badZone = await callRoute(
      prefsFormAction,
      formRequest(
        "/settings/notifications",
        { reminderTime: "08:00", timezone: "Nowhere/Land" },
        { cookie },
      ),
    );
    expect(badZone.status).toBe(400);
    expect(badZone.body).toMatchObject({
      errors: { timezone: ["Choose a time zone from the list, such as Europe/London or UTC"] },
      values: { timezone: "Nowhere/Land", reminderTime: "08:00" },
    });
    expect(getNotificationPreferences(user.id)).toMatchObject({
      reminderTime: "09:00",
      timezone: null,
      weeklyDigest: true,
    });
  });
});
