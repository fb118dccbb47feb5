import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import * as z from "zod";

/** The environment contract of docs/architecture.md#environment, parsed once. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  /** Take a backup (db/backup.mjs) every this many hours on the primary; unset: never. */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 31)
    .optional(),
  /** Folder for the outbox and uploads; the database's folder when unset (not under LiteFS). */
  DATA_DIR: z.string().min(1).optional(),
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
  /** sandbox (default) or live: which PayPal API is used when PAYPAL_API_BASE is not set. */
  PAYPAL_MODE: z.enum(["sandbox", "live"]).optional(),
  /** Browser push (docs/decisions/023-web-push.md): a VAPID pair to use instead of the stored one. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** The contact push services see: an https: URL or a mailto: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(https:\/\/|mailto:)\S+$/, "VAPID_SUBJECT must be an https: URL or a mailto: address")
    .optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** How many proxies in front of the app append to X-Forwarded-For (0: none is trusted). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * How often the notification scheduler looks for what is due, in seconds (a divisor of 60, or
   * 60: every minute on the minute, the default). Shorter only makes reminders land sooner.
   */
  NOTIFICATION_TICK_SECONDS: z.coerce
    .number()
    .int()
    .refine((value) => value >= 1 && value <= 60 && 60 % value === 0, {
      message:
        "NOTIFICATION_TICK_SECONDS must divide 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60)",
    })
    .default(60),
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

/**
 * Folder for generated files (outbox, support uploads): DATA_DIR, else the database's folder.
 * Under LiteFS the database's folder is a FUSE mount that holds databases only, so DATA_DIR
 * points at the volume instead (docs/architecture.md#replicas).
 */
export function dataDir() {
  const settings = env();
  return path.resolve(settings.DATA_DIR ?? path.dirname(path.resolve(settings.DATABASE_PATH)));
}

/**
 * The session secret: SESSION_SECRET when set. Otherwise, unless the app clearly runs on a hosting
 * platform (where the data folder may be lost and several machines must share one secret), a
 * random secret generated once into `<data folder>/.session-secret` (mode 0600) and reused by
 * every later start, so `npm install && npm run build && npm start` works with no configuration.
 *
 * Several processes may start at once on an empty folder: each writes its candidate to a private
 * temporary file and links it into place; link() fails with EEXIST when another process won, and
 * the loser reads the winner's complete file, so all of them end up with the same secret.
 */
export function resolveSessionSecret(
  e: { SESSION_SECRET?: string; DATABASE_PATH: string; FLY_APP_NAME?: string },
  log: (message: string) => void = console.log,
) {
  if (e.SESSION_SECRET) return e.SESSION_SECRET;
  if (e.FLY_APP_NAME) {
    throw new Error(
      "SESSION_SECRET must be set on Fly: fly secrets set SESSION_SECRET=$(openssl rand -hex 32)",
    );
  }
  const dir = path.dirname(path.resolve(e.DATABASE_PATH));
  const file = path.join(dir, SESSION_SECRET_FILE);
  fs.mkdirSync(dir, { recursive: true });
  const existing = readSecretFile(file);
  if (existing !== undefined) return existing;

  const secret = crypto.randomBytes(32).toString("hex");
  const candidate = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  fs.writeFileSync(candidate, `${secret}\n`, { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(candidate, file);
  } catch (error) {
    if (!isErrorCode(error, "EEXIST")) throw error;
    return readSecretFile(file)!;
  } finally {
    fs.rmSync(candidate, { force: true });
  }
  log(
    `[env] SESSION_SECRET is not set: generated a session secret into ${file} (mode 0600). ` +
      "Keep that file private and with the database; set SESSION_SECRET to use your own.",
  );
  return secret;
}

const SESSION_SECRET_FILE = ".session-secret";

/** The secret stored in `file`, or undefined when there is no such file. */
function readSecretFile(file: string) {
  let content: string;
  try {
    content = fs.readFileSync(file, "utf8");
  } catch (error) {
    if (isErrorCode(error, "ENOENT")) return undefined;
    throw error;
  }
  const secret = content.trim();
  if (secret.length < 16) {
    throw new Error(
      `${file} does not hold a session secret (16+ characters). Delete it to generate a new one, ` +
        "which signs everyone out, or set SESSION_SECRET.",
    );
  }
  return secret;
}

function isErrorCode(error: unknown, code: string) {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function emptyToUndefined(source: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
}

export function isSecureAppUrl() {
  return env().APP_URL.startsWith("https://");
}
