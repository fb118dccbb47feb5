import { describe, expect, it } from "vitest";
import { action as privacyAction, loader as privacyLoader } from "~/routes/_app.settings.privacy";
import {
  action as prefsFormAction,
  loader as prefsFormLoader,
} from "~/routes/_app.settings.notifications";
import { loader as layoutLoader } from "~/routes/_app";
import { loader as userLoader } from "~/routes/api.user";
import { startSession } from "~/services/auth.server";
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

describe("notification settings", () => {
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
    ).body as { browserTimezone: string; timezones: string[] };
    expect(page.browserTimezone).toBe("Europe/Paris");
    expect(page.timezones).toContain("America/New_York");
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
    expect(getNotificationPreferences(user.id)).toMatchObject({
      reminderTime: "09:00",
      timezone: null,
      weeklyDigest: true,
    });
  });
});
