import { effectiveTier, type SubscriptionState } from "~/lib/subscription";

/** The fields of a user that may leave the server (docs/product.md#data-model). */
export type PublicUser = {
  id: number;
  username: string | null;
  name: string;
  displayName: string | null;
  firstName: string | null;
  email: string;
  isAdmin: boolean;
  isVerified: boolean;
  subscriptionTier: string;
};

/**
 * `subscriptionTier` leaves the server as the tier in effect (effectiveTier): a Pro plan cancelled
 * and past its end reads as free, so the sidebar's plan label and every client agree with the limits.
 */
export function toPublicUser(
  user: PublicUser & Omit<SubscriptionState, "subscriptionTier">,
  now = new Date(),
): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    displayName: user.displayName,
    firstName: user.firstName,
    email: user.email,
    isAdmin: user.isAdmin,
    isVerified: user.isVerified,
    subscriptionTier: effectiveTier(user, now),
  };
}

/** docs/product.md#layout-and-navigation: 'Welcome back, ' plus the display name, name or username. */
export function greetingName(user: Pick<PublicUser, "displayName" | "name" | "username">) {
  return user.displayName || user.name || user.username || "";
}

export function planLabel(tier: string) {
  return tier === "pro" ? "Pro Plan" : "Free Plan";
}
