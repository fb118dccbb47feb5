import {
  createUser,
  issuePasswordResetToken,
  issueVerificationToken,
  verifyEmailToken,
  type User,
} from "~/models/users.server";
import { sendEmail, sendEmailLater } from "~/services/email/mailer.server";
import { passwordResetEmail, verificationEmail } from "~/services/email/templates.server";

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
