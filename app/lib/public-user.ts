/** The fields of a user that may leave the server (SPEC §3 "The client reads"). */
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

export function toPublicUser(user: PublicUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    displayName: user.displayName,
    firstName: user.firstName,
    email: user.email,
    isAdmin: user.isAdmin,
    isVerified: user.isVerified,
    subscriptionTier: user.subscriptionTier,
  };
}

/** SPEC §2: 'Welcome back, ' plus the display name, name or username. */
export function greetingName(user: Pick<PublicUser, "displayName" | "name" | "username">) {
  return user.displayName || user.name || user.username || "";
}

export function planLabel(tier: string) {
  return tier === "pro" ? "Pro Plan" : "Free Plan";
}
