import { eq, lte } from "drizzle-orm";
import { db } from "#db/client";
import { rateLimits } from "#db/schema";
import { clientAddress } from "~/services/request-guard.server";

export type RateLimitRule = { name: string; limit: number; windowMs: number };

const MINUTE = 60 * 1000;

/**
 * Per client address (when it is known: request-guard's clientAddress), per email and for the
 * whole site, for the forms that an attacker would hammer (docs/decisions/005).
 */
export const RATE_LIMITS = {
  loginByAddress: { name: "login:ip", limit: 30, windowMs: 15 * MINUTE },
  loginByEmail: { name: "login:email", limit: 10, windowMs: 15 * MINUTE },
  loginGlobal: { name: "login:all", limit: 1000, windowMs: 15 * MINUTE },
  registerByAddress: { name: "register:ip", limit: 10, windowMs: 60 * MINUTE },
  registerByEmail: { name: "register:email", limit: 5, windowMs: 60 * MINUTE },
  registerGlobal: { name: "register:all", limit: 200, windowMs: 60 * MINUTE },
  forgotByAddress: { name: "forgot:ip", limit: 10, windowMs: 60 * MINUTE },
  forgotByEmail: { name: "forgot:email", limit: 5, windowMs: 60 * MINUTE },
  forgotGlobal: { name: "forgot:all", limit: 200, windowMs: 60 * MINUTE },
  resendByUser: { name: "resend:user", limit: 5, windowMs: 60 * MINUTE },
  /** Changing the password or deleting the account asks for the password again. */
  passwordCheckByUser: { name: "password-check:user", limit: 10, windowMs: 15 * MINUTE },
  supportByUser: { name: "support:user", limit: 5, windowMs: 60 * MINUTE },
  /** Password tries through one emailed unlock link; a used link is a full bucket. */
  unlockAttempts: { name: "login-unlock", limit: 5, windowMs: 120 * MINUTE },
  /** At most one "someone is guessing your password" email an hour per account. */
  unlockMailByUser: { name: "login-unlock-mail:user", limit: 1, windowMs: 60 * MINUTE },
  /** "Email me a link" to link a sign-in provider to an existing account. */
  linkMailByUser: { name: "link-mail:user", limit: 3, windowMs: 60 * MINUTE },
  /** Community posts and replies (docs/decisions/022): room for a real conversation, not a flood. */
  communityPostByUser: { name: "community-post:user", limit: 10, windowMs: 60 * MINUTE },
  communityReplyByUser: { name: "community-reply:user", limit: 30, windowMs: 60 * MINUTE },
  /** Each edit is screened again (the crisis screen may ask the moderation service). */
  communityEditByUser: { name: "community-edit:user", limit: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    /** The rules over their limit, and those this very attempt pushed over (first refusal). */
    readonly over: string[] = [],
    readonly tripped: string[] = [],
  ) {
    super(RATE_LIMIT_MESSAGE);
  }
}

/** The subject of a site-wide rule: one bucket for every client. */
export const EVERYONE = "all";

/**
 * Counts one attempt against each (rule, subject) pair, stored in SQLite so limits survive
 * restarts; throws RateLimitedError when any of them is over its limit. A null subject (an
 * unknown client address) skips that rule.
 */
export function consumeRateLimit(checks: Array<[RateLimitRule, string | null]>, now = Date.now()) {
  let retryAfterMs = 0;
  const over: string[] = [];
  const tripped: string[] = [];
  db().transaction((tx) => {
    for (const [rule, subject] of checks) {
      if (subject === null) continue;
      const key = keyOf(rule, subject);
      const row = tx.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
      const windowOpen = row && row.windowStartsAt.getTime() + rule.windowMs > now;
      const count = windowOpen ? row.count + 1 : 1;
      const windowStartsAt = windowOpen ? row.windowStartsAt : new Date(now);
      tx.insert(rateLimits)
        .values({ key, count, windowStartsAt })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStartsAt } })
        .run();
      if (count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, windowStartsAt.getTime() + rule.windowMs - now);
        over.push(rule.name);
        if (count === rule.limit + 1) tripped.push(rule.name);
      }
    }
  });
  if (retryAfterMs > 0) throw new RateLimitedError(Math.ceil(retryAfterMs / 1000), over, tripped);
}

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/** Attempts counted in the open window of (rule, subject). */
export function peekRateLimit(rule: RateLimitRule, subject: string, now = Date.now()) {
  const row = db()
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(rule, subject)))
    .get();
  return row && row.windowStartsAt.getTime() + rule.windowMs > now ? row.count : 0;
}

/** Uses up the whole budget of (rule, subject) for its window, e.g. a link that was used. */
export function fillRateLimit(rule: RateLimitRule, subject: string, now = Date.now()) {
  const key = keyOf(rule, subject);
  db()
    .insert(rateLimits)
    .values({ key, count: rule.limit, windowStartsAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: rule.limit, windowStartsAt: new Date(now) },
    })
    .run();
}

/** Forgets the attempts of (rule, subject): the owner proved who they are. */
export function liftRateLimit(rule: RateLimitRule, subject: string) {
  db()
    .delete(rateLimits)
    .where(eq(rateLimits.key, keyOf(rule, subject)))
    .run();
}

/** One login attempt: per address (when known), per email and for the whole site. */
export function consumeLoginAttempt(request: Request, email: string) {
  consumeRateLimit([
    [RATE_LIMITS.loginByAddress, clientAddress(request)],
    [RATE_LIMITS.loginByEmail, email],
    [RATE_LIMITS.loginGlobal, EVERYONE],
  ]);
}

export function consumeRegisterAttempt(request: Request, email: string) {
  consumeRateLimit([
    [RATE_LIMITS.registerByAddress, clientAddress(request)],
    [RATE_LIMITS.registerByEmail, email],
    [RATE_LIMITS.registerGlobal, EVERYONE],
  ]);
}

export function consumeForgotAttempt(request: Request, email: string) {
  consumeRateLimit([
    [RATE_LIMITS.forgotByAddress, clientAddress(request)],
    [RATE_LIMITS.forgotByEmail, email],
    [RATE_LIMITS.forgotGlobal, EVERYONE],
  ]);
}

/** Forgets windows that closed more than a day ago. */
export function sweepRateLimits(now = Date.now()) {
  db()
    .delete(rateLimits)
    .where(lte(rateLimits.windowStartsAt, new Date(now - 24 * 60 * MINUTE)))
    .run();
}
