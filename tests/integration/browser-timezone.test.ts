import { describe, expect, it } from "vitest";
import { createSignedInUser, jsonRequest, callRoute } from "#tests/utils/http";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "~/models/notifications.server";
import { action as login } from "~/routes/api.login";

/** Signing in from a browser that reported its zone (the `tz` cookie). */
async function signInFrom(email: string, password: string, tz: string) {
  const response = await callRoute(
    login,
    jsonRequest(
      "/api/login",
      { email, password },
      { headers: { Cookie: `tz=${encodeURIComponent(tz)}`, Origin: "http://localhost:3000" } },
    ),
  );
  expect(response.status).toBe(200);
}

describe("the zone reminders are sent in", () => {
  it("is the browser's for someone who never chose one, and stays the first one seen", async () => {
    const { user, password } = await createSignedInUser();
    expect(getNotificationPreferences(user.id).timezone).toBeNull();

    await signInFrom(user.email, password, "Asia/Calcutta");
    expect(getNotificationPreferences(user.id).timezone).toBe("Asia/Kolkata");

    await signInFrom(user.email, password, "America/New_York");
    expect(getNotificationPreferences(user.id).timezone).toBe("Asia/Kolkata");
  });

  it("never replaces a zone the person chose, and ignores a zone no one has heard of", async () => {
    const { user, password } = await createSignedInUser();
    await signInFrom(user.email, password, "Mars/Olympus_Mons");
    expect(getNotificationPreferences(user.id).timezone).toBeNull();

    updateNotificationPreferences(user.id, { timezone: "Europe/Lisbon", weeklyDigest: false });
    await signInFrom(user.email, password, "Asia/Tokyo");
    expect(getNotificationPreferences(user.id)).toMatchObject({
      timezone: "Europe/Lisbon",
      weeklyDigest: false,
    });
  });
});
