import { eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/client";
import { oncePerConnection } from "#db/prepared";
import { systemSettings } from "#db/schema";
import { env } from "~/env.server";
import { DEFAULT_ASSISTANT_NAME } from "~/lib/site";
import type { AiProvider } from "~/schemas/ai-settings";
import { decryptSecret, encryptSecret, maskSecret } from "~/services/secrets.server";

/** system_settings keys of /admin/openai; the API key is stored encrypted. */
const KEYS = {
  provider: "ai.provider",
  baseUrl: "ai.baseUrl",
  model: "ai.model",
  apiKey: "ai.apiKey",
  /** The base URL the key was saved with: the only place it is ever sent. */
  apiKeyBaseUrl: "ai.apiKeyBaseUrl",
  assistantName: "ai.assistantName",
} as const;

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";

/** What the engine needs, the key in plain text: server only, never returned by a loader. */
export type AiSettings = {
  provider: AiProvider;
  baseUrl: string | null;
  model: string;
  apiKey: string | null;
  assistantName: string;
};

function readSaved() {
  const rows = db()
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, Object.values(KEYS)))
    .all();
  return new Map(rows.map((row) => [row.key, row.value]));
}

function savedKey(saved: Map<string, string>) {
  const stored = saved.get(KEYS.apiKey);
  return stored ? decryptSecret(stored) : null;
}

/** Where requests go for a base URL field (blank: OPENAI_BASE_URL, else OpenAI itself). */
function effectiveBaseUrl(baseUrl: string | null | undefined) {
  return baseUrl?.trim() || env().OPENAI_BASE_URL || DEFAULT_OPENAI_BASE_URL;
}

function sameUrl(a: string, b: string) {
  const normalise = (value: string) => {
    try {
      return new URL(value).href.replace(/\/+$/, "");
    } catch {
      return value;
    }
  };
  return normalise(a) === normalise(b);
}

/** The URL a saved key belongs to; keys saved before this was recorded belong to the saved URL. */
function savedKeyBaseUrl(saved: Map<string, string>) {
  return saved.get(KEYS.apiKeyBaseUrl) ?? effectiveBaseUrl(saved.get(KEYS.baseUrl));
}

/**
 * The key that may be sent to `baseUrl`: the saved key only to the base URL it was saved with,
 * OPENAI_API_KEY only to OPENAI_BASE_URL (or OpenAI). Anywhere else gets no key at all, so
 * changing the URL can never carry a key to another server.
 */
function keyFor(baseUrl: string, saved: Map<string, string>, { useSaved = true } = {}) {
  const stored = useSaved ? savedKey(saved) : null;
  if (stored && sameUrl(savedKeyBaseUrl(saved), baseUrl)) return stored;
  const fromEnv = env().OPENAI_API_KEY;
  if (fromEnv && sameUrl(effectiveBaseUrl(null), baseUrl)) return fromEnv;
  return null;
}

/**
 * Saved settings over OPENAI_* env defaults. With no saved provider, a key or a base URL in the
 * environment means the OpenAI-compatible engine (a local server may need no key); else local.
 */
export function getAiSettings(): AiSettings {
  const saved = readSaved();
  const e = env();
  const apiKey = keyFor(effectiveBaseUrl(saved.get(KEYS.baseUrl)), saved);
  const savedProvider = saved.get(KEYS.provider);
  const provider: AiProvider =
    savedProvider === "openai" || savedProvider === "local"
      ? savedProvider
      : apiKey || e.OPENAI_BASE_URL
        ? "openai"
        : "local";
  return {
    provider,
    baseUrl: saved.get(KEYS.baseUrl) || e.OPENAI_BASE_URL || null,
    model: saved.get(KEYS.model) || e.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    apiKey,
    assistantName: saved.get(KEYS.assistantName) || DEFAULT_ASSISTANT_NAME,
  };
}

/** One saved setting by key, prepared once: the assistant's name is read by every chat screen. */
const savedSetting = oncePerConnection((database) =>
  database
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, sql.placeholder("key")))
    .prepare(),
);

export function getAssistantName() {
  return savedSetting().get({ key: KEYS.assistantName })?.value || DEFAULT_ASSISTANT_NAME;
}

/** For the admin screen: everything but the key, which is only described (masked, where from). */
export function getAiSettingsForAdmin() {
  const saved = readSaved();
  const settings = getAiSettings();
  const stored = savedKey(saved);
  const fromEnv = env().OPENAI_API_KEY;
  return {
    provider: settings.provider,
    baseUrl: saved.get(KEYS.baseUrl) ?? "",
    model: saved.get(KEYS.model) ?? "",
    assistantName: settings.assistantName,
    defaults: {
      baseUrl: env().OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL,
      model: env().OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
    },
    key: stored
      ? {
          isSet: true,
          masked: maskSecret(stored),
          source: "saved" as const,
          baseUrl: savedKeyBaseUrl(saved),
        }
      : saved.has(KEYS.apiKey)
        ? // Encrypted with a different SESSION_SECRET: unusable until entered again.
          { isSet: false, masked: null, source: "unreadable" as const, baseUrl: null }
        : fromEnv
          ? {
              isSet: true,
              masked: maskSecret(fromEnv),
              source: "env" as const,
              baseUrl: effectiveBaseUrl(null),
            }
          : { isSet: false, masked: null, source: null, baseUrl: null },
  };
}

export type AiSettingsUpdate = {
  provider: AiProvider;
  baseUrl?: string;
  model?: string;
  /** A new key; blank or undefined keeps the saved one. */
  apiKey?: string;
  removeKey?: boolean;
  assistantName: string;
};

/**
 * Saves the settings. A typed key is bound to the base URL saved with it; a blank key keeps the
 * saved key bound to the URL it already had (so a new base URL does not get it).
 */
export function saveAiSettings(update: AiSettingsUpdate) {
  const now = new Date();
  const before = readSaved();
  db().transaction((tx) => {
    const put = (key: string, value: string | undefined) => {
      if (value) {
        tx.insert(systemSettings)
          .values({ key, value, updatedAt: now })
          .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: now } })
          .run();
      } else {
        tx.delete(systemSettings).where(eq(systemSettings.key, key)).run();
      }
    };
    put(KEYS.provider, update.provider);
    put(KEYS.baseUrl, update.baseUrl?.trim() || undefined);
    put(KEYS.model, update.model?.trim() || undefined);
    put(KEYS.assistantName, update.assistantName.trim());
    if (update.apiKey?.trim()) {
      put(KEYS.apiKey, encryptSecret(update.apiKey.trim()));
      put(KEYS.apiKeyBaseUrl, effectiveBaseUrl(update.baseUrl));
    } else if (update.removeKey) {
      put(KEYS.apiKey, undefined);
      put(KEYS.apiKeyBaseUrl, undefined);
    } else if (before.has(KEYS.apiKey)) {
      put(KEYS.apiKeyBaseUrl, savedKeyBaseUrl(before));
    }
  });
}

/**
 * The settings an admin is trying out: the form's values, and the key typed — or, when none is
 * typed, the saved key only if the form's base URL is the one it was saved with.
 */
export function settingsForTest(update: AiSettingsUpdate): AiSettings {
  const saved = readSaved();
  const baseUrl = update.baseUrl?.trim() || env().OPENAI_BASE_URL || null;
  return {
    provider: update.provider,
    baseUrl,
    model: update.model?.trim() || env().OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    apiKey:
      update.apiKey?.trim() ||
      keyFor(effectiveBaseUrl(baseUrl), saved, { useSaved: !update.removeKey }),
    assistantName: update.assistantName,
  };
}
