import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "#db/client";
import { oncePerConnection } from "#db/prepared";
import { users, sessions } from "#db/schema";
import type { ProfileInput } from "~/schemas/profile";
import {
  createToken,
  dummyPasswordHash,
  hashPassword,
  hashToken,
  verifyPassword,
} from "~/services/crypto.server";

/**
 * Link tokens travel in the URL path, so an access log (a proxy's, or server.mjs's with
 * LOG_REQUESTS=1) may record them: each is single-use (cleared when spent), a newer one replaces
 * the older, a reset link also dies at the next successful login, and a reset link lives only half
 * an hour (README, "Email links").
 */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;

export type User = typeof users.$inferSelect;

/**
 * What `users.password` holds for an account created through a sign-in provider: not a hash, so
 * no password ever matches it (verifyPassword refuses anything but `scrypt$…`). The column stays
 * NOT NULL; the person can set a real password at /settings/password.
 */
export const NO_PASSWORD = "!none";

export function hasUsablePassword(user: { password: string }) {
  return user.password.startsWith("scrypt$");
}

const userById = oncePerConnection((database) =>
  database
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

export function getUserById(id: number) {
  return userById().get({ id });
}

export function getUserByEmail(email: string) {
  return db()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .get();
}

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists");
  }
}

export class UsernameTakenError extends Error {
  constructor() {
    super("This username is already taken");
  }
}

/**
 * Creates an unverified account and returns it with the raw verification token (to email once).
 * Only the listed fields are accepted: tier, admin and verification flags keep their defaults.
 */
export async function createUser(input: {
  name: string;
  username?: string;
  email: string;
  password: string;
}) {
  const email = input.email.trim().toLowerCase();
  if (getUserByEmail(email)) throw new EmailTakenError();
  if (input.username && isUsernameTaken(input.username)) throw new UsernameTakenError();
  const passwordHash = await hashPassword(input.password);
  const token = createToken();
  const firstName = input.name.trim().split(/\s+/)[0] ?? null;
  try {
    const user = db()
      .insert(users)
      .values({
        name: input.name.trim(),
        username: input.username ?? null,
        email,
        firstName,
        password: passwordHash,
        verificationToken: hashToken(token),
        verificationTokenExpires: new Date(Date.now() + VERIFICATION_TTL_MS),
      })
      .returning()
      .get();
    return { user, verificationToken: token };
  } catch (error) {
    // A concurrent registration can pass the checks above; the unique index decides.
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) {
      if (/username/.test(error.message)) throw new UsernameTakenError();
      throw new EmailTakenError();
    }
    throw error;
  }
}

function isUsernameTaken(username: string) {
  return Boolean(
    db()
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .get(),
  );
}

/** Checks the password; always spends the same time whether or not the account exists. */
export async function verifyLogin(email: string, password: string) {
  const user = getUserByEmail(email);
  if (!user) {
    await verifyPassword(password, await dummyPasswordHash());
    return undefined;
  }
  if (!hasUsablePassword(user)) {
    // Same work as a wrong password, so the answer does not tell such accounts apart.
    await verifyPassword(password, await dummyPasswordHash());
    return undefined;
  }
  if (!(await verifyPassword(password, user.password))) return undefined;
  if (user.resetPasswordToken) clearResetToken(user.id);
  return user;
}

/** The person remembered their password: a pending reset link (perhaps logged) stops working. */
function clearResetToken(userId: number) {
  db()
    .update(users)
    .set({ resetPasswordToken: null, resetPasswordExpires: null })
    .where(eq(users.id, userId))
    .run();
}

/** A new verification link for an unverified account (the old one stops working). */
export function issueVerificationToken(userId: number) {
  const token = createToken();
  db()
    .update(users)
    .set({
      verificationToken: hashToken(token),
      verificationTokenExpires: new Date(Date.now() + VERIFICATION_TTL_MS),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .run();
  return token;
}

/** Marks the account verified if the token is valid and unexpired; the token is then spent. */
export function verifyEmailToken(token: string) {
  const user = findUserByVerificationToken(token);
  if (!user) return undefined;
  return db()
    .update(users)
    .set({
      isVerified: true,
      verificationToken: null,
      verificationTokenExpires: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning()
    .get();
}

/** Returns the raw reset token to email, or undefined when no such account exists. */
export function issuePasswordResetToken(email: string) {
  const user = getUserByEmail(email);
  if (!user) return undefined;
  const token = createToken();
  db()
    .update(users)
    .set({
      resetPasswordToken: hashToken(token),
      resetPasswordExpires: new Date(Date.now() + RESET_TTL_MS),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .run();
  return { user, token };
}

export function findUserByResetToken(token: string) {
  return db()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.resetPasswordToken, hashToken(token)),
        gt(users.resetPasswordExpires, new Date()),
      ),
    )
    .get();
}

/**
 * Sets a new password from a reset link: the token is spent and every session of the
 * account is revoked, in one transaction. Returns false for an invalid or expired token.
 */
export async function resetPasswordWithToken(token: string, password: string) {
  const found = findUserByResetToken(token);
  if (!found) return false;
  const passwordHash = await hashPassword(password);
  return db().transaction((tx) => {
    const updated = tx
      .update(users)
      .set({
        password: passwordHash,
        resetPasswordToken: null,
        resetPasswordExpires: null,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, found.id), eq(users.resetPasswordToken, hashToken(token))))
      .returning({ id: users.id })
      .get();
    if (!updated) return false;
    tx.delete(sessions).where(eq(sessions.userId, found.id)).run();
    return true;
  });
}

/** Drops link tokens that can no longer be used. */
export function sweepExpiredTokens(now = new Date()) {
  const database = db();
  database
    .update(users)
    .set({ verificationToken: null, verificationTokenExpires: null })
    .where(sql`${users.verificationTokenExpires} <= ${now.getTime()}`)
    .run();
  database
    .update(users)
    .set({ resetPasswordToken: null, resetPasswordExpires: null })
    .where(sql`${users.resetPasswordExpires} <= ${now.getTime()}`)
    .run();
}

export function findUserByVerificationToken(token: string) {
  return db()
    .select({ id: users.id, email: users.email, isVerified: users.isVerified })
    .from(users)
    .where(
      and(
        eq(users.verificationToken, hashToken(token)),
        gt(users.verificationTokenExpires, new Date()),
      ),
    )
    .get();
}

/**
 * Changes the password after checking the current one; every session of the account ends (the
 * caller starts a fresh one for the device that asked). False when the current password is wrong.
 */
export async function changePassword(userId: number, currentPassword: string, newPassword: string) {
  const user = getUserById(userId);
  if (!user || !(await verifyPassword(currentPassword, user.password))) return false;
  const passwordHash = await hashPassword(newPassword);
  db().transaction((tx) => {
    tx.update(users)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .run();
    tx.delete(sessions).where(eq(sessions.userId, userId)).run();
  });
  return true;
}

/**
 * Deletes the account and, through the foreign keys, every row that belongs to it (entries,
 * moods, goals, sessions…). False when the password is wrong.
 */
export async function deleteAccount(userId: number, password: string) {
  const user = getUserById(userId);
  if (!user || !(await verifyPassword(password, user.password))) return false;
  db().delete(users).where(eq(users.id, userId)).run();
  return true;
}

/** Whether `password` is this account's password (false for an account without one). */
export async function checkAccountPassword(userId: number, password: string) {
  const user = getUserById(userId);
  if (!user || !hasUsablePassword(user)) {
    await verifyPassword(password, await dummyPasswordHash());
    return false;
  }
  return verifyPassword(password, user.password);
}

/**
 * Sets the first password of an account created through a sign-in provider (no current password
 * to check). False when the account already has one: that goes through changePassword.
 */
export async function setFirstPassword(userId: number, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  const updated = db()
    .update(users)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.password, NO_PASSWORD)))
    .returning({ id: users.id })
    .get();
  return Boolean(updated);
}

/** Saves the profile fields a person edits; the username stays unique (case-insensitive). */
export function updateProfile(userId: number, input: ProfileInput) {
  if (input.username) {
    const owner = db()
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`)
      .get();
    if (owner && owner.id !== userId) throw new UsernameTakenError();
  }
  return db()
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
    .get();
}
