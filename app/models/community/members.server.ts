import { and, eq, ne } from "drizzle-orm";
import { db } from "#db/client";
import { communityProfiles } from "#db/schema";
import { canonicalCommunityName, communityNameKey } from "~/lib/community";
import { isFilteredText } from "~/services/safety/community-screen.server";

/** Reserved: a member must not look like the service or its moderators. */
const RESERVED_NAMES = new Set(["admin", "administrator", "moderator", "mod", "solace", "support"]);

/**
 * Whether a name may stand for a member in the community: not the service's or its moderators'
 * (any case or width) and not something the filter holds. Used for community names and for the
 * display name a member chose to show next to theirs.
 */
export function isAllowedCommunityName(name: string) {
  return !RESERVED_NAMES.has(communityNameKey(name)) && !isFilteredText(name);
}

export function getCommunityProfile(userId: number) {
  return db().select().from(communityProfiles).where(eq(communityProfiles.userId, userId)).get();
}

export type SaveNameResult = { ok: true } | { ok: false; reason: "taken" | "not_allowed" };

/**
 * Chooses or changes the person's community name (unique case-insensitively, on `name_key`) and
 * whether their display name is shown next to it.
 */
export function saveCommunityProfile(
  userId: number,
  input: { communityName: string; showDisplayName: boolean },
): SaveNameResult {
  const communityName = canonicalCommunityName(input.communityName);
  const nameKey = communityNameKey(communityName);
  if (!isAllowedCommunityName(communityName)) {
    return { ok: false, reason: "not_allowed" };
  }
  return db().transaction((tx) => {
    const taken = tx
      .select({ userId: communityProfiles.userId })
      .from(communityProfiles)
      .where(and(eq(communityProfiles.nameKey, nameKey), ne(communityProfiles.userId, userId)))
      .get();
    if (taken) return { ok: false, reason: "taken" } as const;
    tx.insert(communityProfiles)
      .values({ userId, communityName, nameKey, showDisplayName: input.showDisplayName })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: {
          communityName,
          nameKey,
          showDisplayName: input.showDisplayName,
          updatedAt: new Date(),
        },
      })
      .run();
    return { ok: true } as const;
  });
}

/** The moderator's pause on posting, while it lasts (suspendedUntil in the future), else null. */
export function activeSuspension(
  profile: { suspendedUntil: Date | null; suspensionReason: string | null } | undefined,
  now = new Date(),
) {
  if (!profile?.suspendedUntil || profile.suspendedUntil.getTime() <= now.getTime()) return null;
  return { until: profile.suspendedUntil, reason: profile.suspensionReason };
}
