import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpFake, type SmtpFake } from "#tests/fakes/smtp-server";
import { action as forgotApiAction } from "~/routes/api.forgot-password";
import { action as authAction } from "~/routes/auth";
import { settleQueuedEmail } from "~/services/email/mailer.server";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  jsonRequest,
  uniqueEmail,
} from "#tests/utils/http";

const SMTP_DELAY_MS = 1500;
let smtp: SmtpFake;

beforeAll(async () => {
  // A slow mail server: every message takes 1.5 s to be accepted.
  smtp = await startSmtpFake({ delayMs: SMTP_DELAY_MS });
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await settleQueuedEmail();
  delete process.env.SMTP_URL;
  await smtp.close();
});

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe("forgot password answers without waiting for the mail server", () => {
  it("POST /api/forgot-password: known and unknown emails answer at once; the mail arrives later", async () => {
    const { user } = await createSignedInUser();
    const known = await timed(() =>
      callRoute(forgotApiAction, jsonRequest("/api/forgot-password", { email: user.email })),
    );
    const unknown = await timed(() =>
      callRoute(
        forgotApiAction,
        jsonRequest("/api/forgot-password", { email: uniqueEmail("ghost") }),
      ),
    );
    expect(known.result.status).toBe(200);
    expect(unknown.result.body).toEqual(known.result.body);
    expect(known.ms).toBeLessThan(SMTP_DELAY_MS / 2);
    expect(unknown.ms).toBeLessThan(SMTP_DELAY_MS / 2);
    expect(smtp.messages.some((m) => m.to.includes(user.email))).toBe(false);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email), 10_000);
    expect(mail.text).toContain("/reset-password/");
  });

  it("the /auth forgot form answers at once too", async () => {
    const { user } = await createSignedInUser();
    const known = await timed(() =>
      callRoute(authAction, formRequest("/auth", { intent: "forgot", email: user.email })),
    );
    expect(known.result.location).toBe("/auth?tab=forgot&sent=1");
    expect(known.ms).toBeLessThan(SMTP_DELAY_MS / 2);
    await smtp.waitFor((m) => m.to.includes(user.email), 10_000);
  });
});

describe("a mail server that fails", () => {
  it("is logged, and the answer is the same neutral 200", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = await createSignedInUser();
    await smtp.close();
    const result = await callRoute(
      forgotApiAction,
      jsonRequest("/api/forgot-password", { email: user.email }),
    );
    expect(result.status).toBe(200);
    await settleQueuedEmail();
    expect(errors).toHaveBeenCalledWith(
      "[email] could not send a password reset link:",
      expect.any(String),
    );
    errors.mockRestore();
    smtp = await startSmtpFake();
  });
});
