import { encryptSecret, decryptSecret } from "~/services/secrets.server";
import { randomId } from "~/services/crypto.server";
import {
  consumeRateLimit,
  fillRateLimit,
  liftRateLimit,
  peekRateLimit,
  RateLimitedError,
  RATE_LIMITS,
} from "~/services/rate-limit.server";
import {
  createUser,
  findUserByResetToken,
  getUserByEmail,
  getUserById,
  resetPasswordWithToken,
  verifyLogin,
  issuePasswordResetToken,
  issueVerificationToken,
  verifyEmailToken,
  type User,
} from "~/models/users.server";
import { sendEmail, sendEmailLater } from "~/services/email/mailer.server";
import {
  loginLockedEmail,
  passwordResetEmail,
  verificationEmail,
} from "~/services/email/templates.server";

/** Registration as one step: the account, then the verification email. */
export async function registerAccount(input: {
  name: string;
  username?: string;
  email: string;
  password: string;
}) {
  const { user, verificationToken } = await createUser(input);
  await sendEmail(verificationEmail(user, verificationToken));
  return user;
}

export async function resendVerificationEmail(
  user: Pick<User, "id" | "email" | "name" | "isVerified">,
) {
  if (user.isVerified) return false;
  await sendEmail(verificationEmail(user, issueVerificationToken(user.id)));
  return true;
}

/**
 * Emails a reset link when the account exists; callers answer the same either way, and at the
 * same speed: the email goes out after the answer (sendEmailLater), never awaited here.
 */
export function requestPasswordReset(email: string) {
  const issued = issuePasswordResetToken(email);
  if (!issued) return;
  sendEmailLater(passwordResetEmail(issued.user, issued.token), "a password reset link");
}

export const VERIFIED_SIGN_IN_MESSAGE = "Your email is verified. Please log in to continue.";

/**
 * Spends a verification token. The link proves the email, not who is at the browser: it never
 * signs anyone in (an attacker could mail their own link to someone else). `signedInAsOwner`
 * says whether the visitor's session already belongs to the verified account.
 */
export function verifyEmailForVisitor(token: string, visitorUserId: number | null) {
  const user = verifyEmailToken(token);
  if (!user) return null;
  return { user, signedInAsOwner: visitorUserId === user.id };
}

/**
 * Someone else's wrong guesses must never keep the owner out. When the per-email login limit
 * trips, the owner is emailed (at most hourly) a one-time link that signs in with their password
 * despite the lock: the guesser has the password field but not the mailbox. The lock message
 * says so without telling whether the account exists.
 */
export const LOGIN_LOCKED_MESSAGE =
  "Too many attempts. Please wait a few minutes and try again. If an account exists for this email, we've sent it a link to sign in now.";

const UNLOCK_TTL_MS = RATE_LIMITS.unlockAttempts.windowMs;

/**
 * The message for a refused login. The owner gets the emailed way in when their email's lock
 * trips, and also whenever the site-wide limit refuses them: guesses spread over many emails
 * must not keep anyone out either (at most one link an hour per account).
 */
export function loginLimitMessage(error: RateLimitedError, email: string) {
  const lockedByEmail = error.over.includes(RATE_LIMITS.loginByEmail.name);
  const lockedSiteWide = error.over.includes(RATE_LIMITS.loginGlobal.name);
  if (!lockedByEmail && !lockedSiteWide) return error.message;
  if (error.tripped.includes(RATE_LIMITS.loginByEmail.name) || lockedSiteWide) {
    sendUnlockLink(email);
  }
  return LOGIN_LOCKED_MESSAGE;
}

function sendUnlockLink(email: string) {
  const user = getUserByEmail(email);
  if (!user) return;
  try {
    consumeRateLimit([[RATE_LIMITS.unlockMailByUser, String(user.id)]]);
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  const token = encryptSecret(
    JSON.stringify({ u: user.id, n: randomId(), e: Date.now() + UNLOCK_TTL_MS }),
  );
  sendEmailLater(loginLockedEmail(user, token, UNLOCK_TTL_MS / 60_000), "an unlock link");
}

/** The account an unlock link is for, while it is unexpired and unused. */
export function findUnlock(token: string) {
  const plain = decryptSecret(token);
  if (!plain) return null;
  let payload: { u?: unknown; n?: unknown; e?: unknown };
  try {
    payload = JSON.parse(plain) as typeof payload;
  } catch {
    return null;
  }
  const { u, n, e } = payload;
  if (typeof u !== "number" || typeof n !== "string" || typeof e !== "number") return null;
  if (e <= Date.now()) return null;
  if (peekRateLimit(RATE_LIMITS.unlockAttempts, n) >= RATE_LIMITS.unlockAttempts.limit) return null;
  const user = getUserById(u);
  return user ? { user, nonce: n } : null;
}

/**
 * Signs in through an unlock link: the password still has to be right (5 tries per link). On
 * success the link is spent and the per-email lock lifted. Throws RateLimitedError when the
 * link's tries are used up.
 */
export async function signInWithUnlock(token: string, password: string) {
  const found = findUnlock(token);
  if (!found) return { status: "invalid" as const };
  consumeRateLimit([[RATE_LIMITS.unlockAttempts, found.nonce]]);
  const user = await verifyLogin(found.user.email, password);
  if (!user) return { status: "wrong-password" as const };
  fillRateLimit(RATE_LIMITS.unlockAttempts, found.nonce);
  liftRateLimit(RATE_LIMITS.loginByEmail, user.email);
  return { status: "signed-in" as const, user };
}

/**
 * A completed reset proves the mailbox: the new password is set, every session ends, and the
 * per-email login lock is lifted. Answers the account (to sign in), or null for a bad link.
 */
export async function resetPasswordAndLiftLock(token: string, password: string) {
  const found = findUserByResetToken(token);
  if (!found || !(await resetPasswordWithToken(token, password))) return null;
  liftRateLimit(RATE_LIMITS.loginByEmail, found.email);
  return found;
}
