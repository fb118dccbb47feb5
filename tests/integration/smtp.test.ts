import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpFake, type SmtpFake } from "#tests/fakes/smtp-server";
import { action as registerAction } from "~/routes/api.register";
import { callRoute, jsonRequest, uniqueEmail } from "#tests/utils/http";
import { readOutbox } from "#tests/utils/outbox";

let smtp: SmtpFake;

beforeAll(async () => {
  smtp = await startSmtpFake();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Solace <hello@solace.test>";
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await smtp.close();
});

describe("email over SMTP", () => {
  it("sends the verification email through SMTP_URL in text and HTML, not to the outbox", async () => {
    const { env } = await import("~/env.server");
    expect(env().SMTP_URL).toBe(smtp.url);
    const email = uniqueEmail("smtp");
    const result = await callRoute(
      registerAction,
      jsonRequest(
        "/api/register",
        { name: "Sam", email, password: "smtp-pass-1" },
        { headers: { "X-Forwarded-For": "192.0.2.200" } },
      ),
    );
    expect(result.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email), 5000);
    expect(mail.from).toBe("hello@solace.test");
    expect(mail.subject).toBe("Verify your email for Solace");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toMatch(/href="http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}"/);
    expect(readOutbox()).toHaveLength(0);
  });
});
