/**
 * The sign-in providers an admin can configure at /admin/oauth (zod-free and server-free, so the
 * screens can name them). "oidc" is the admin's own OpenID Connect provider, shown by the display
 * name the admin gives it. docs/product.md, sign-in providers.
 */
export const SIGN_IN_PROVIDERS = ["google", "apple", "oidc"] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const SIGN_IN_PROVIDER_LABELS: Record<SignInProvider, string> = {
  google: "Google",
  apple: "Apple",
  oidc: "OpenID Connect",
};

export function isSignInProvider(value: unknown): value is SignInProvider {
  return typeof value === "string" && (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/** The notice /auth shows under the buttons while no provider is enabled. */
export const SOCIAL_COMING_SOON =
  "Google and Apple sign-in are coming soon. Please use your email and password for now.";

/** Where a failed sign-in lands: /auth shows the message as an alert and a toast. */
export function signInErrorUrl(message: string) {
  return `/auth?${new URLSearchParams({ error: message })}`;
}
