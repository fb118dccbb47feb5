import * as z from "zod";
import { THEMES } from "~/lib/theme";

export const AppearanceSchema = z.object({
  theme: z.enum(THEMES, { error: "Choose light, dark or system" }),
});
