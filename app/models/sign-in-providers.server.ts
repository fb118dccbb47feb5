import { eq, like } from "drizzle-orm";
import { db } from "#db/client";
import { untilDatabaseChanges } from "#db/prepared";
import { systemSettings } from "#db/schema";
import {
  SIGN_IN_PROVIDER_LABELS,
  SIGN_IN_PROVIDERS,
  type SignInProvider,
} from "~/lib/sign-in-providers";
import { decryptSecret, encryptSecret, maskSecret } from "~/services/secrets.server";

/**
 * The sign-in providers of /admin/oauth, stored in system_settings as `signin.<provider>.<field>`.
 * The Google client secret, the Apple private key and the generic provider's client secret are
 * encrypted at rest and never leave the server (docs/architecture.md, sign-in providers).
 */
const PREFIX = "signin.";

const SECRET_FIELD = {
  google: "clientSecret",
  apple: "privateKey",
  oidc: "clientSecret",
} as const satisfies Record<SignInProvider, string>;

const DEFAULT_ISSUERS = {
  google: "https://accounts.google.com",
  apple: "https://appleid.apple.com",
} as const;

/**
 * Google's and Apple's issuers, which tests point at a fake provider (OIDC_GOOGLE_ISSUER,
 * OIDC_APPLE_ISSUER). Read when asked, not once, so a test can set it after the app has started.
 */
function fixedIssuer(provider: "google" | "apple") {
  const override =
    provider === "google" ? process.env.OIDC_GOOGLE_ISSUER : process.env.OIDC_APPLE_ISSUER;
  return override?.trim() || DEFAULT_ISSUERS[provider];
}

type Saved = Map<string, string>;

/**
 * Every document's CSP names the enabled providers, so this is read for every page: kept until
 * anything is written to the database (decision 027).
 */
const savedSettings = untilDatabaseChanges<Saved>(1);

function readSaved(): Saved {
  return savedSettings("signin", readSavedNow);
}

function readSavedNow(): Saved {
  const rows = db()
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(like(systemSettings.key, `${PREFIX}%`))
    .all();
  return new Map(rows.map((row) => [row.key, row.value]));
}

const key = (provider: SignInProvider, field: string) => `${PREFIX}${provider}.${field}`;

function text(saved: Saved, provider: SignInProvider, field: string) {
  return saved.get(key(provider, field)) ?? "";
}

/** The stored secret in plain text; null when none is saved or it cannot be read any more. */
function secret(saved: Saved, provider: SignInProvider) {
  const stored = saved.get(key(provider, SECRET_FIELD[provider]));
  return stored ? decryptSecret(stored) : null;
}

/** Everything sign-in needs for one provider, the secret in plain text: server only. */
export type ProviderConfig =
  | {
      provider: "google" | "oidc";
      label: string;
      issuer: string;
      clientId: string;
      clientSecret: string;
    }
  | {
      provider: "apple";
      label: string;
      issuer: string;
      clientId: string;
      teamId: string;
      keyId: string;
      privateKey: string;
    };

/** What an admin typed (blank secret: keep the saved one). */
export type ProviderUpdate =
  | { provider: "google"; enabled: boolean; clientId: string; clientSecret?: string }
  | {
      provider: "apple";
      enabled: boolean;
      servicesId: string;
      teamId: string;
      keyId: string;
      privateKey?: string;
    }
  | {
      provider: "oidc";
      enabled: boolean;
      displayName: string;
      issuer: string;
      clientId: string;
      clientSecret?: string;
    };

function configFrom(
  provider: SignInProvider,
  read: (field: string) => string,
  plainSecret: string | null,
): ProviderConfig | null {
  if (!plainSecret) return null;
  if (provider === "apple") {
    const [clientId, teamId, keyId] = ["servicesId", "teamId", "keyId"].map(read);
    if (!clientId || !teamId || !keyId) return null;
    return {
      provider,
      label: SIGN_IN_PROVIDER_LABELS.apple,
      issuer: fixedIssuer("apple"),
      clientId,
      teamId,
      keyId,
      privateKey: plainSecret,
    };
  }
  const clientId = read("clientId");
  const issuer = provider === "google" ? fixedIssuer("google") : read("issuer");
  const label =
    provider === "google"
      ? SIGN_IN_PROVIDER_LABELS.google
      : read("displayName") || "OpenID Connect";
  if (!clientId || !issuer) return null;
  return { provider, label, issuer, clientId, clientSecret: plainSecret };
}

/** The provider's configuration when it is enabled and complete, else null. */
export function getProviderConfig(provider: SignInProvider): ProviderConfig | null {
  const saved = readSaved();
  if (text(saved, provider, "enabled") !== "true") return null;
  return configFrom(provider, (field) => text(saved, provider, field), secret(saved, provider));
}

/** Every enabled, complete provider, in a fixed order, from one read of the settings. */
function enabledConfigs(): ProviderConfig[] {
  const saved = readSaved();
  return SIGN_IN_PROVIDERS.flatMap((provider) => {
    if (text(saved, provider, "enabled") !== "true") return [];
    const config = configFrom(
      provider,
      (field) => text(saved, provider, field),
      secret(saved, provider),
    );
    return config ? [config] : [];
  });
}

/** The buttons /auth shows: enabled, complete providers, in a fixed order. */
export function listEnabledProviders() {
  return enabledConfigs().map(({ provider, label }) => ({ provider, label }));
}

/** The issuers of the enabled providers (every page's CSP names them: docs/architecture.md). */
export function enabledProviderIssuers() {
  return enabledConfigs().map(({ issuer }) => issuer);
}

/** The name a provider is shown by (the generic one by its display name), enabled or not. */
export function providerLabel(provider: SignInProvider) {
  if (provider !== "oidc") return SIGN_IN_PROVIDER_LABELS[provider];
  return text(readSaved(), "oidc", "displayName") || SIGN_IN_PROVIDER_LABELS.oidc;
}

function describeSecret(saved: Saved, provider: SignInProvider) {
  const stored = saved.get(key(provider, SECRET_FIELD[provider]));
  if (!stored) return { isSet: false, masked: null, unreadable: false };
  const plain = decryptSecret(stored);
  if (!plain) return { isSet: false, masked: null, unreadable: true };
  // A PEM key's last characters are its armour: show only that one is saved.
  return {
    isSet: true,
    masked: provider === "apple" ? null : maskSecret(plain),
    unreadable: false,
  };
}

/** For the admin screen: every field but the secrets, which are only described. */
export function getProvidersForAdmin() {
  const saved = readSaved();
  const read = (provider: SignInProvider, field: string) => text(saved, provider, field);
  const common = (provider: SignInProvider) => ({
    enabled: read(provider, "enabled") === "true",
    complete:
      configFrom(provider, (field) => read(provider, field), secret(saved, provider)) !== null,
    secret: describeSecret(saved, provider),
  });
  return {
    google: {
      ...common("google"),
      clientId: read("google", "clientId"),
      issuer: fixedIssuer("google"),
    },
    apple: {
      ...common("apple"),
      servicesId: read("apple", "servicesId"),
      teamId: read("apple", "teamId"),
      keyId: read("apple", "keyId"),
      issuer: fixedIssuer("apple"),
    },
    oidc: {
      ...common("oidc"),
      displayName: read("oidc", "displayName"),
      issuer: read("oidc", "issuer"),
      clientId: read("oidc", "clientId"),
    },
  };
}

function fieldValues(update: ProviderUpdate): Record<string, string> {
  const { provider: _provider, enabled, ...rest } = update;
  const values: Record<string, string> = { enabled: enabled ? "true" : "false" };
  for (const [field, value] of Object.entries(rest)) {
    if (field !== SECRET_FIELD[update.provider]) values[field] = String(value ?? "").trim();
  }
  return values;
}

/**
 * The configuration the admin's form describes, with the saved secret when none is typed; null
 * when something needed is missing. Used to test before saving and to refuse enabling an
 * incomplete provider.
 */
export function configForUpdate(update: ProviderUpdate): ProviderConfig | null {
  const values = fieldValues(update);
  const typed = (update as Record<string, unknown>)[SECRET_FIELD[update.provider]];
  const plain =
    typeof typed === "string" && typed.trim() ? typed.trim() : secret(readSaved(), update.provider);
  return configFrom(update.provider, (field) => values[field] ?? "", plain);
}

/** Saves one provider's settings; a blank secret keeps the saved one. */
export function saveProviderSettings(update: ProviderUpdate) {
  const now = new Date();
  const values = fieldValues(update);
  const typed = (update as Record<string, unknown>)[SECRET_FIELD[update.provider]];
  if (typeof typed === "string" && typed.trim()) {
    values[SECRET_FIELD[update.provider]] = encryptSecret(typed.trim());
  }
  db().transaction((tx) => {
    for (const [field, value] of Object.entries(values)) {
      const name = key(update.provider, field);
      if (value) {
        tx.insert(systemSettings)
          .values({ key: name, value, updatedAt: now })
          .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: now } })
          .run();
      } else {
        tx.delete(systemSettings).where(eq(systemSettings.key, name)).run();
      }
    }
  });
}
