import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { users } from "#db/schema";
import { action as profileAction, loader as profileLoader } from "~/routes/_app.settings.profile";
import { loader as layoutLoader } from "~/routes/_app";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  getRequest,
  type RouteResult,
} from "#tests/utils/http";

type Reply = { result: { error?: Record<string, string[] | null> } };
const errorsOf = (result: RouteResult) => (result.body as Reply).result.error ?? {};
const valid = { name: "Robin Test" };

describe("profile settings", () => {
  it("saves the fields, turns comma lists into lists and greets by display name", async () => {
    const { user, cookie } = await createSignedInUser();
    const result = await callRoute(
      profileAction,
      formRequest(
        "/settings/profile",
        {
          ...valid,
          displayName: "Robbie",
          pronouns: "they/them",
          dateOfBirth: "1990-04-21",
          hobbies: "reading, long walks ,, tea",
          interests: "",
          bio: "Hello",
        },
        { cookie },
      ),
    );
    expect(result.status).toBe(302);
    const stored = db().select().from(users).where(eq(users.id, user.id)).get()!;
    expect(stored).toMatchObject({
      displayName: "Robbie",
      pronouns: "they/them",
      dateOfBirth: "1990-04-21",
      hobbies: ["reading", "long walks", "tea"],
      interests: [],
      bio: "Hello",
      username: null,
    });
    const shell = (await callRoute(layoutLoader, getRequest("/settings/profile", { cookie })))
      .body as { user: { displayName: string } };
    expect(shell.user.displayName).toBe("Robbie");
    const form = (await callRoute(profileLoader, getRequest("/settings/profile", { cookie })))
      .body as { profile: { hobbies: string } };
    expect(form.profile.hobbies).toBe("reading, long walks, tea");
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [
      { username: "has spaces" },
      "username",
      "Username may use letters, numbers, dots, dashes and underscores",
    ],
    [{ dateOfBirth: "21/04/1990" }, "dateOfBirth", "Enter a date such as 1990-04-21"],
    [{ dateOfBirth: "2999-01-01" }, "dateOfBirth", "Your date of birth cannot be in the future"],
    [{ bio: "x".repeat(1001) }, "bio", "Bio must be at most 1000 characters"],
  ])("refuses %j and changes nothing", async (change, field, message) => {
    const { user, cookie } = await createSignedInUser();
    const before = db().select().from(users).where(eq(users.id, user.id)).get();
    const result = await callRoute(
      profileAction,
      formRequest("/settings/profile", { ...valid, ...change } as Record<string, string>, {
        cookie,
      }),
    );
    expect(result.status).toBe(400);
    expect(errorsOf(result)[field]).toEqual([message]);
    expect(db().select().from(users).where(eq(users.id, user.id)).get()).toEqual(before);
  });

  it("keeps usernames unique, whatever their case", async () => {
    const first = await createSignedInUser();
    const second = await createSignedInUser();
    await callRoute(
      profileAction,
      formRequest("/settings/profile", { ...valid, username: "Sunny" }, { cookie: first.cookie }),
    );
    const taken = await callRoute(
      profileAction,
      formRequest("/settings/profile", { ...valid, username: "sunny" }, { cookie: second.cookie }),
    );
    expect(taken.status).toBe(409);
    expect(errorsOf(taken).username).toEqual(["This username is already taken"]);
    const own = await callRoute(
      profileAction,
      formRequest("/settings/profile", { ...valid, username: "SUNNY" }, { cookie: first.cookie }),
    );
    expect(own.status).toBe(302);
  });

  it("ignores fields a person cannot set", async () => {
    const { user, cookie } = await createSignedInUser();
    await callRoute(
      profileAction,
      formRequest(
        "/settings/profile",
        { ...valid, isAdmin: "true", email: "x@evil.example", subscriptionTier: "pro" },
        { cookie },
      ),
    );
    const stored = db().select().from(users).where(eq(users.id, user.id)).get()!;
    expect([stored.isAdmin, stored.email, stored.subscriptionTier]).toEqual([
      false,
      user.email,
      "free",
    ]);
  });
});
