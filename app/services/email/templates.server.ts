import { env } from "~/env.server";
import { PRODUCT_NAME } from "~/lib/site";
import { RESET_TTL_MS } from "~/models/users.server";
import type { OutgoingEmail } from "./mailer.server";

export function absoluteUrl(pathname: string) {
  return new URL(pathname, env().APP_URL).toString();
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footnote: string,
  unsubscribe?: { url: string; what: string },
) {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join("");
  return `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-weight:700;color:#216d68">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#216d68;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">Or copy this link into your browser: ${escapeHtml(action.url)}</p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footnote)}</p>
${unsubscribe ? `<p style="margin:16px 0 0;font-size:13px;color:#475569"><a href="${escapeHtml(unsubscribe.url)}" style="color:#216d68">Unsubscribe from ${escapeHtml(unsubscribe.what)}</a></p>` : ""}
</td></tr></table></body></html>`;
}

export function verificationEmail(
  to: { email: string; name: string },
  token: string,
): OutgoingEmail {
  const url = absoluteUrl(`/verify-email/${token}`);
  const intro = `Hi ${to.name}, welcome to ${PRODUCT_NAME}. Please confirm that this is your email address.`;
  const footnote =
    "This link expires in 24 hours. If you did not create an account, you can ignore this email.";
  return {
    to: to.email,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `${intro}\n\nVerify your email: ${url}\n\n${footnote}\n`,
    html: layout("Verify your email", [intro], { label: "Verify email", url }, footnote),
  };
}

export function passwordResetEmail(
  to: { email: string; name: string },
  token: string,
): OutgoingEmail {
  const url = absoluteUrl(`/reset-password/${token}`);
  const intro = `Hi ${to.name}, we received a request to reset the password of your ${PRODUCT_NAME} account.`;
  const footnote = `This link expires in ${RESET_TTL_MS / 60_000} minutes and works once. If you did not ask for a reset, you can ignore this email: your password stays the same.`;
  return {
    to: to.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${intro}\n\nChoose a new password: ${url}\n\n${footnote}\n`,
    html: layout("Reset your password", [intro], { label: "Choose a new password", url }, footnote),
  };
}

export function loginLockedEmail(
  to: { email: string; name: string },
  token: string,
  ttlMinutes: number,
): OutgoingEmail {
  const url = absoluteUrl(`/unlock/${token}`);
  const intro = `Hi ${to.name}, many wrong passwords were entered for your ${PRODUCT_NAME} account, or for many accounts at once, so signing in with a password is paused for a few minutes.`;
  const next =
    "If it was you, use the link below to sign in now with your password: it works only for you, from this email. If it was not you, your account is safe as long as your password is not used elsewhere; consider choosing a new one.";
  const footnote = `This link expires in ${ttlMinutes} minutes and works once.`;
  return {
    to: to.email,
    subject: `Someone is trying to sign in to your ${PRODUCT_NAME} account`,
    text: `${intro}\n\n${next}\n\nSign in: ${url}\n\n${footnote}\n`,
    html: layout(
      "Too many wrong passwords",
      [intro, next],
      { label: "Sign in now", url },
      footnote,
    ),
  };
}

/** Proof of owning the account before a sign-in provider is linked to it. */
export function providerLinkEmail(
  to: { email: string; name: string },
  providerLabel: string,
  token: string,
  ttlMinutes: number,
): OutgoingEmail {
  const url = absoluteUrl(`/auth/link/${token}`);
  const intro = `Hi ${to.name}, someone signed in with ${providerLabel} using this email address and asked to link it to your ${PRODUCT_NAME} account.`;
  const next = `If it was you, open the link below to link ${providerLabel}: you can then sign in with it. If it was not you, ignore this email and nothing changes.`;
  const footnote = `This link expires in ${ttlMinutes} minutes and works once.`;
  return {
    to: to.email,
    subject: `Link ${providerLabel} to your ${PRODUCT_NAME} account`,
    text: `${intro}\n\n${next}\n\nLink ${providerLabel}: ${url}\n\n${footnote}\n`,
    html: layout(
      `Link ${providerLabel} to your account`,
      [intro, next],
      { label: `Link ${providerLabel}`, url },
      footnote,
    ),
  };
}

/** What every notification email carries so one click stops that kind of email. */
export type UnsubscribeLink = { url: string; what: string };

/**
 * The headers of RFC 2369 and RFC 8058: mail clients show their own "Unsubscribe" button, and
 * the one-click POST they send turns the kind off without anyone signing in.
 */
function unsubscribeHeaders(link: UnsubscribeLink) {
  return {
    "List-Unsubscribe": `<${link.url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const NOTIFICATION_FOOTNOTE =
  "You can choose which notifications you get in Settings > Notifications.";

/** A reminder or product event by email: a few sentences, one link into the app, unsubscribe. */
export function notificationEmail(
  to: { email: string; name: string },
  content: {
    subject: string;
    heading: string;
    paragraphs: string[];
    action: { label: string; path: string };
  },
  unsubscribe: UnsubscribeLink,
): OutgoingEmail {
  const url = absoluteUrl(content.action.path);
  const paragraphs = [`Hi ${to.name},`, ...content.paragraphs];
  return {
    to: to.email,
    subject: content.subject,
    text: `${paragraphs.join("\n\n")}\n\n${content.action.label}: ${url}\n\n${NOTIFICATION_FOOTNOTE}\nUnsubscribe from ${unsubscribe.what}: ${unsubscribe.url}\n`,
    html: layout(
      content.heading,
      paragraphs,
      { label: content.action.label, url },
      NOTIFICATION_FOOTNOTE,
      unsubscribe,
    ),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
