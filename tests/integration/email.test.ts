import { describe, expect, it } from "vitest";
import { passwordResetEmail, verificationEmail } from "~/services/email/templates.server";
import { sendEmail } from "~/services/email/mailer.server";
import { clearOutbox, readOutbox } from "#tests/utils/outbox";

describe("emails", () => {
  it("carry absolute links from APP_URL in both text and HTML", () => {
    const verify = verificationEmail({ email: "a@example.com", name: "Ada <script>" }, "tok123");
    expect(verify.text).toContain("http://localhost:3000/verify-email/tok123");
    expect(verify.html).toContain('href="http://localhost:3000/verify-email/tok123"');
    expect(verify.html).not.toContain("<script>");
    const reset = passwordResetEmail({ email: "a@example.com", name: "Ada" }, "tok456");
    expect(reset.text).toContain("http://localhost:3000/reset-password/tok456");
    expect(reset.text).toContain("This link expires in 30 minutes and works once.");
  });

  it("are written to the on-disk outbox when SMTP_URL is unset", async () => {
    clearOutbox();
    await sendEmail(verificationEmail({ email: "b@example.com", name: "B" }, "tok789"));
    const [mail] = readOutbox();
    expect(mail).toContain("To: b@example.com");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain("Content-Type: text/plain");
  });
});
