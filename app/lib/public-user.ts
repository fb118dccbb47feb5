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

/** docs/product.md#layout-and-navigation: 'Welcome back, ' plus the display name, name or username. */
export function greetingName(user: Pick<PublicUser, "displayName" | "name" | "username">) {
  return user.displayName || user.name || user.username || "";
}

export function planLabel(tier: string) {
  return tier === "pro" ? "Pro Plan" : "Free Plan";
}
