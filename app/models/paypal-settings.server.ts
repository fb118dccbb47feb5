import { inArray } from "drizzle-orm";
import { db } from "#db/client";
import { systemSettings } from "#db/schema";
import { env } from "~/env.server";
import { PAYPAL_API_BASES, type PayPalMode } from "~/lib/paypal";
import { decryptSecret, encryptSecret, maskSecret } from "~/services/secrets.server";

/**
 * The payment provider's settings (/admin/paypal, docs/decisions/013-paypal-subscriptions.md):
 * saved values in system_settings over PAYPAL_* environment defaults. The client secret is stored
 * encrypted and never leaves the server; the admin screen sees only its mask.
 */
const KEYS = {
  clientId: "paypal.clientId",
  clientSecret: "paypal.clientSecret",
  mode: "paypal.mode",
  webhookId: "paypal.webhookId",
} as const;

/** What the PayPal client needs, the secret in plain text: server only. */
export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  mode: PayPalMode;
  apiBase: string;
  webhookId: string | null;
};

function readSaved() {
  const rows = db()
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, Object.values(KEYS)))
    .all();
  return new Map(rows.map((row) => [row.key, row.value]));
}

function envMode(): PayPalMode {
  return env().PAYPAL_MODE === "live" ? "live" : "sandbox";
}

/**
 * Where requests go: PAYPAL_API_BASE when set (a proxy, or the fake in tests), else PayPal's
 * sandbox or live API for the mode chosen.
 */
function apiBaseFor(mode: PayPalMode) {
  return (env().PAYPAL_API_BASE?.replace(/\/+$/, "") || PAYPAL_API_BASES[mode]).trim();
}

function resolve(saved = readSaved()) {
  const e = env();
  const storedSecret = saved.get(KEYS.clientSecret);
  const savedSecret = storedSecret ? decryptSecret(storedSecret) : null;
  const savedMode = saved.get(KEYS.mode);
  const mode: PayPalMode = savedMode === "live" || savedMode === "sandbox" ? savedMode : envMode();
  return {
    clientId: saved.get(KEYS.clientId) || e.PAYPAL_CLIENT_ID || null,
    clientSecret: savedSecret || e.PAYPAL_CLIENT_SECRET || null,
    secretSource: savedSecret
      ? ("saved" as const)
      : storedSecret
        ? ("unreadable" as const)
        : e.PAYPAL_CLIENT_SECRET
          ? ("env" as const)
          : null,
    mode,
    apiBase: apiBaseFor(mode),
    webhookId: saved.get(KEYS.webhookId) || e.PAYPAL_WEBHOOK_ID || null,
  };
}

/** The configuration, or null when no client id and secret are set: upgrades are unavailable. */
export function getPayPalConfig(): PayPalConfig | null {
  const resolved = resolve();
  if (!resolved.clientId || !resolved.clientSecret) return null;
  return {
    clientId: resolved.clientId,
    clientSecret: resolved.clientSecret,
    mode: resolved.mode,
    apiBase: resolved.apiBase,
    webhookId: resolved.webhookId,
  };
}

/** For the admin screen: everything but the secret, which is only described. */
export function getPayPalSettingsForAdmin() {
  const saved = readSaved();
  const resolved = resolve(saved);
  const e = env();
  return {
    clientId: saved.get(KEYS.clientId) ?? "",
    mode: resolved.mode,
    webhookId: saved.get(KEYS.webhookId) ?? "",
    apiBase: resolved.apiBase,
    defaults: {
      clientId: e.PAYPAL_CLIENT_ID ?? null,
      webhookId: e.PAYPAL_WEBHOOK_ID ?? null,
    },
    secret:
      resolved.secretSource === "saved" || resolved.secretSource === "env"
        ? {
            isSet: true,
            masked: maskSecret(resolved.clientSecret!),
            source: resolved.secretSource,
          }
        : { isSet: false, masked: null, source: resolved.secretSource },
    configured: Boolean(resolved.clientId && resolved.clientSecret),
  };
}

export type PayPalSettingsUpdate = {
  clientId?: string;
  /** A new secret; blank keeps the saved one. */
  clientSecret?: string;
  removeSecret?: boolean;
  mode: PayPalMode;
  webhookId?: string;
};

export function savePayPalSettings(update: PayPalSettingsUpdate) {
  const now = new Date();
  db().transaction((tx) => {
    const put = (key: string, value: string | undefined) => {
      if (value) {
        tx.insert(systemSettings)
          .values({ key, value, updatedAt: now })
          .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: now } })
          .run();
      } else {
        tx.delete(systemSettings)
          .where(inArray(systemSettings.key, [key]))
          .run();
      }
    };
    put(KEYS.clientId, update.clientId?.trim() || undefined);
    put(KEYS.mode, update.mode);
    put(KEYS.webhookId, update.webhookId?.trim() || undefined);
    if (update.clientSecret?.trim()) {
      put(KEYS.clientSecret, encryptSecret(update.clientSecret.trim()));
    } else if (update.removeSecret) {
      put(KEYS.clientSecret, undefined);
    }
  });
}

/** The configuration an admin is trying out: the form's values over the saved ones. */
export function payPalConfigForTest(update: PayPalSettingsUpdate): PayPalConfig | null {
  const resolved = resolve();
  const clientId = update.clientId?.trim() || resolved.clientId;
  const clientSecret =
    update.clientSecret?.trim() || (update.removeSecret ? null : resolved.clientSecret);
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    mode: update.mode,
    apiBase: apiBaseFor(update.mode),
    webhookId: update.webhookId?.trim() || resolved.webhookId,
  };
}
