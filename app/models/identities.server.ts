import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { db } from "#db/client";
import { identityLinkTokens, userIdentities, users } from "#db/schema";
import type { SignInProvider } from "~/lib/sign-in-providers";
import { createToken, hashToken } from "~/services/crypto.server";
import { EmailTakenError, getUserByEmail, hasUsablePassword, NO_PASSWORD } from "./users.server";

/**
 * Accounts and the sign-in provider identities linked to them (docs/decisions/015-sign-in-providers.md):
 * an identity is a provider's `sub`; it signs in the one account it is linked to. A new identity
 * whose verified email belongs to an account is linked only after the person proves they own it.
 */

/** A provider account: its issuer and subject (`sub`) together name it; the email is as given. */
export type Identity = { provider: SignInProvider; issuer: string; subject: string; email: string };
type IdentityKey = Pick<Identity, "provider" | "issuer" | "subject">;

/** An emailed link-to-your-account proof lives half an hour, like a reset link. */
export const LINK_TOKEN_TTL_MS = 30 * 60 * 1000;

export class IdentityTakenError extends Error {
  constructor() {
    super("This sign-in is already linked to another account");
  }
}

export class LastSignInMethodError extends Error {
  constructor() {
    super(
      "This is the only way you can sign in. Set a password or link another provider before removing it.",
    );
  }
}

export function findUserIdByIdentity(key: IdentityKey) {
  return (
    db()
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(
        and(
          eq(userIdentities.provider, key.provider),
          eq(userIdentities.issuer, key.issuer),
          eq(userIdentities.subject, key.subject),
        ),
      )
      .get()?.userId ?? null
  );
}

export function listIdentities(userId: number) {
  return db()
    .select({
      provider: userIdentities.provider,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id))
    .all();
}

function isUniqueViolation(error: unknown) {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message);
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

function insertIdentity(tx: Tx, userId: number, identity: Identity) {
  tx.insert(userIdentities)
    .values({
      userId,
      provider: identity.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
    })
    .run();
  // users.provider/providerId name the first provider the account was linked with.
  tx.update(users)
    .set({ provider: identity.provider, providerId: identity.subject, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.provider} IS NULL`))
    .run();
}

/** Links an identity to an account the person has proved is theirs. */
export function linkIdentity(userId: number, identity: Identity) {
  try {
    db().transaction((tx) => insertIdentity(tx, userId, identity));
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Linking the same identity to the same account twice (a double submit) is fine.
      if (findUserIdByIdentity(identity) === userId) return;
      throw new IdentityTakenError();
    }
    throw error;
  }
}

/**
 * A new account for a provider's verified email: verified, with no usable password, and the
 * identity linked. EmailTakenError when the email has an account (then the person must prove it).
 */
export function createUserFromIdentity(identity: Identity, name: string) {
  const email = identity.email.trim().toLowerCase();
  if (getUserByEmail(email)) throw new EmailTakenError();
  try {
    return db().transaction((tx) => {
      const user = tx
        .insert(users)
        .values({
          name,
          email,
          firstName: name.split(/\s+/)[0] || null,
          password: NO_PASSWORD,
          isVerified: true,
        })
        .returning()
        .get();
      insertIdentity(tx, user.id, { ...identity, email });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (/user_identities/.test((error as Error).message)) throw new IdentityTakenError();
      throw new EmailTakenError();
    }
    throw error;
  }
}

/**
 * Removes a provider from the account, unless it is the last way to sign in (no password and no
 * other provider): then LastSignInMethodError. False when the provider was not linked.
 */
export function unlinkIdentity(userId: number, provider: SignInProvider) {
  return db().transaction((tx) => {
    const user = tx.select().from(users).where(eq(users.id, userId)).get();
    if (!user) return false;
    const linked = tx
      .select({ provider: userIdentities.provider, subject: userIdentities.subject })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id))
      .all();
    if (!linked.some((row) => row.provider === provider)) return false;
    const remaining = linked.filter((row) => row.provider !== provider);
    if (remaining.length === 0 && !hasUsablePassword(user)) throw new LastSignInMethodError();
    tx.delete(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
      .run();
    if (user.provider === provider) {
      const next = remaining[0];
      tx.update(users)
        .set({
          provider: next?.provider ?? null,
          providerId: next?.subject ?? null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .run();
    }
    return true;
  });
}

/** A one-time emailed link that links `identity` to the account; returns the raw token. */
export function createLinkToken(userId: number, identity: Identity) {
  const token = createToken();
  db().transaction((tx) => {
    // A newer link replaces an older one for the same account.
    tx.delete(identityLinkTokens).where(eq(identityLinkTokens.userId, userId)).run();
    tx.insert(identityLinkTokens)
      .values({
        tokenHash: hashToken(token),
        userId,
        provider: identity.provider,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS),
      })
      .run();
  });
  return token;
}

/** The pending link behind a token, while it is unexpired and unused. */
export function findLinkToken(token: string) {
  return (
    db()
      .select()
      .from(identityLinkTokens)
      .where(
        and(
          eq(identityLinkTokens.tokenHash, hashToken(token)),
          gt(identityLinkTokens.expiresAt, new Date()),
        ),
      )
      .get() ?? null
  );
}

/** Spends the token and links its identity; the account's id, or null for a bad token. */
export function redeemLinkToken(token: string) {
  const found = findLinkToken(token);
  if (!found) return null;
  const spent = db()
    .delete(identityLinkTokens)
    .where(eq(identityLinkTokens.tokenHash, found.tokenHash))
    .returning({ userId: identityLinkTokens.userId })
    .get();
  if (!spent) return null;
  linkIdentity(found.userId, {
    provider: found.provider as SignInProvider,
    issuer: found.issuer,
    subject: found.subject,
    email: found.email,
  });
  return found.userId;
}

/** Drops link tokens that can no longer be used. */
export function sweepExpiredLinkTokens(now = new Date()) {
  db().delete(identityLinkTokens).where(lte(identityLinkTokens.expiresAt, now)).run();
}

/** What a provider's verified answer means for this app. */
export type ProviderSignInOutcome =
  | { kind: "existing"; userId: number }
  | { kind: "created"; userId: number }
  /** The email belongs to an account not linked to this identity: its owner must prove it. */
  | { kind: "link"; userId: number; identity: Identity }
  /** No email, or one the provider has not verified: refused. */
  | { kind: "unverified" };

/**
 * The linking rule of docs/decisions/015-sign-in-providers.md: a linked identity signs in its
 * account; otherwise only a verified email is accepted, creating an account when none has it and
 * asking for proof when one does.
 */
export function resolveProviderSignIn(profile: {
  provider: SignInProvider;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}): ProviderSignInOutcome {
  const linked = findUserIdByIdentity(profile);
  if (linked) return { kind: "existing", userId: linked };
  if (!profile.email || !profile.emailVerified) return { kind: "unverified" };
  const identity = {
    provider: profile.provider,
    issuer: profile.issuer,
    subject: profile.subject,
    email: profile.email,
  };
  const owner = getUserByEmail(profile.email);
  if (owner) return { kind: "link", userId: owner.id, identity };
  const name = (profile.name ?? profile.email.split("@")[0] ?? "").slice(0, 100).trim() || "Friend";
  try {
    return { kind: "created", userId: createUserFromIdentity(identity, name).id };
  } catch (error) {
    // Someone registered this email a moment ago: the same proof applies.
    if (error instanceof EmailTakenError) {
      const raced = getUserByEmail(profile.email);
      if (raced) return { kind: "link", userId: raced.id, identity };
    }
    if (error instanceof IdentityTakenError) {
      const again = findUserIdByIdentity(profile);
      if (again) return { kind: "existing", userId: again };
    }
    throw error;
  }
}
