import { eq, inArray } from "drizzle-orm";
import { db } from "#db/client";
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
  assistantName: "ai.assistantName",
} as const;

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

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

/** Saved settings over OPENAI_* env defaults; with no key and no saved provider: local. */
export function getAiSettings(): AiSettings {
  const saved = readSaved();
  const e = env();
  const apiKey = savedKey(saved) ?? e.OPENAI_API_KEY ?? null;
  const savedProvider = saved.get(KEYS.provider);
  const provider: AiProvider =
    savedProvider === "openai" || savedProvider === "local"
      ? savedProvider
      : apiKey
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

export function getAssistantName() {
  return (
    db()
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, KEYS.assistantName))
      .get()?.value || DEFAULT_ASSISTANT_NAME
  );
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
      baseUrl: env().OPENAI_BASE_URL ?? "https://api.openai.com/v1",
      model: env().OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
    },
    key: stored
      ? { isSet: true, masked: maskSecret(stored), source: "saved" as const }
      : saved.has(KEYS.apiKey)
        ? // Encrypted with a different SESSION_SECRET: unusable until entered again.
          { isSet: false, masked: null, source: "unreadable" as const }
        : fromEnv
          ? { isSet: true, masked: maskSecret(fromEnv), source: "env" as const }
          : { isSet: false, masked: null, source: null },
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

export function saveAiSettings(update: AiSettingsUpdate) {
  const now = new Date();
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
    if (update.apiKey?.trim()) put(KEYS.apiKey, encryptSecret(update.apiKey.trim()));
    else if (update.removeKey) put(KEYS.apiKey, undefined);
  });
}

/** The settings an admin is trying out: the form's values, the saved key when none is typed. */
export function settingsForTest(update: AiSettingsUpdate): AiSettings {
  const current = getAiSettings();
  return {
    provider: update.provider,
    baseUrl: update.baseUrl?.trim() || env().OPENAI_BASE_URL || null,
    model: update.model?.trim() || env().OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    apiKey:
      update.apiKey?.trim() || (update.removeKey ? (env().OPENAI_API_KEY ?? null) : current.apiKey),
    assistantName: update.assistantName,
  };
}
