import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import * as z from "zod";

/** The environment contract of DESIGN.md §7, parsed once. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  SESSION_SECRET: z.string().min(16).optional(),
  APP_URL: z.url().default("http://localhost:3000"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** How many proxies in front of the app append to X-Forwarded-For (0: none is trusted). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Set by Fly on its machines: Fly-Client-IP is then the real client address. */
  FLY_APP_NAME: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: (Env & { sessionSecret: string }) | undefined;

export function env() {
  if (cached) return cached;
  const parsed = envSchema.safeParse(emptyToUndefined(process.env));
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  cached = { ...parsed.data, sessionSecret: resolveSessionSecret(parsed.data) };
  return cached;
}

/** Folder beside the database for generated files (secret, outbox). */
export function dataDir() {
  return path.dirname(path.resolve(env().DATABASE_PATH));
}

function resolveSessionSecret(e: Env) {
  if (e.SESSION_SECRET) return e.SESSION_SECRET;
  if (e.NODE_ENV === "production") {
    throw new Error("SESSION_SECRET must be set in production (32+ random characters).");
  }
  const dir = path.dirname(path.resolve(e.DATABASE_PATH));
  const file = path.join(dir, ".session-secret");
  fs.mkdirSync(dir, { recursive: true });
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

function emptyToUndefined(source: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
}

export function isSecureAppUrl() {
  return env().APP_URL.startsWith("https://");
}
