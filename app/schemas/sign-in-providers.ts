import * as z from "zod";

/** /admin/oauth: one form per provider; "save" stores it, "test" fetches its discovery document. */
const intent = z.enum(["save", "test"], { error: "Unknown action" });
const enabled = z.boolean().optional().default(false);

const identifier = (label: string, max = 300) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} is too long`)
    .regex(/^\S*$/, `The ${label} cannot contain spaces`)
    .optional()
    .default("");

/** Write-only: blank keeps the saved value. */
const clientSecret = z
  .string()
  .trim()
  .max(1000, "The client secret is too long")
  .regex(/^\S*$/, "The client secret cannot contain spaces")
  .optional();

const APPLE_ID_MESSAGE = "Apple's IDs are 10 letters and digits";
const appleId = z
  .string()
  .trim()
  .regex(/^([A-Z0-9]{10})?$/i, APPLE_ID_MESSAGE)
  .optional()
  .default("");

export const SignInProviderFormSchema = z.discriminatedUnion("provider", [
  z.object({
    provider: z.literal("google"),
    intent,
    enabled,
    clientId: identifier("client ID"),
    clientSecret,
  }),
  z.object({
    provider: z.literal("apple"),
    intent,
    enabled,
    servicesId: identifier("Services ID", 200),
    teamId: appleId,
    keyId: appleId,
    privateKey: z
      .string()
      .trim()
      .max(4000, "The private key is too long")
      .regex(
        /^(-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----)?$/,
        "Paste the whole .p8 key, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----",
      )
      .optional(),
  }),
  z.object({
    provider: z.literal("oidc"),
    intent,
    enabled,
    displayName: z
      .string()
      .trim()
      .max(40, "Keep the name under 40 characters")
      .optional()
      .default(""),
    issuer: z
      .url({
        protocol: /^https?$/,
        error: "Enter the issuer's full https URL, such as https://login.example.com",
      })
      .max(500, "The issuer URL is too long")
      .optional()
      .default(""),
    clientId: identifier("client ID"),
    clientSecret,
  }),
]);
