import * as z from "zod";
import { AI_PROVIDERS } from "~/lib/ai-settings";

export type { AiProvider } from "~/lib/ai-settings";

const fields = {
  provider: z.enum(AI_PROVIDERS, { error: "Choose an AI engine" }),
  baseUrl: z
    .url({
      protocol: /^https?$/,
      error: "Enter a full http(s) URL, such as https://api.openai.com/v1",
    })
    .max(500, "The base URL is too long")
    .optional(),
  model: z
    .string()
    .trim()
    .max(100, "The model name is too long")
    .regex(/^[\w.:/@-]*$/, "The model name may use letters, digits and . : / @ - _ only")
    .optional(),
  /** Write-only: blank keeps the saved key. */
  apiKey: z
    .string()
    .trim()
    .max(500, "The API key is too long")
    .regex(/^\S*$/, "The API key cannot contain spaces")
    .optional(),
  removeKey: z.boolean().optional(),
  assistantName: z
    .string({ error: "The assistant needs a name" })
    .trim()
    .min(1, "The assistant needs a name")
    .max(40, "Keep the name under 40 characters"),
};

/** /admin/openai: "save" stores the settings, "test" sends one tiny request with them. */
export const AiSettingsFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), ...fields }),
  z.object({ intent: z.literal("test"), ...fields }),
]);
