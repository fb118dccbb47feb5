import * as z from "zod";
import { isCommonPassword } from "~/lib/common-passwords";

/** docs/product.md#validation messages, shared by the forms, the actions and the JSON API. */
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORD_MESSAGE = "Password must be at least 6 characters";
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose another.";

const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(6, PASSWORD_MESSAGE)
  .max(200, "Password is too long");

const newPassword = password.refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

export const LoginSchema = z.object({
  email,
  password,
  redirectTo: z.string().optional(),
});

/** The password alone, for the link that unlocks a locked account (/unlock/{token}). */
export const UnlockSchema = LoginSchema.pick({ password: true });

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

export const RegisterFields = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name is too long"),
  username: optionalText(40, "Username must be at most 40 characters").pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9_.-]+$/, "Username may use letters, numbers, dots, dashes and underscores")
      .optional(),
  ),
  email,
  password: newPassword,
});

/** The form also asks for confirmPassword; the JSON API (docs/api.md#register) does not send it. */
export const RegisterFormSchema = RegisterFields.extend({
  confirmPassword: z.string({ error: PASSWORD_MESSAGE }).min(6, PASSWORD_MESSAGE),
  redirectTo: z.string().optional(),
}).refine((data) => data.password === data.confirmPassword, {
  message: "Passwords don't match",
  path: ["confirmPassword"],
});

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordFields = z.object({ password: newPassword });

export const ResetPasswordFormSchema = ResetPasswordFields.extend({
  confirmPassword: z.string({ error: PASSWORD_MESSAGE }).min(6, PASSWORD_MESSAGE),
}).refine((data) => data.password === data.confirmPassword, {
  message: "Passwords don't match",
  path: ["confirmPassword"],
});

export const CURRENT_PASSWORD_MESSAGE = "Enter your current password";

/**
 * A password the person already has is checked against the account, never validated as a new one:
 * any non-empty value goes to the check (a password set before a length rule still works), and a
 * short one is simply "not correct".
 */
const existingPassword = (message: string) =>
  z.string({ error: message }).min(1, message).max(200, "Password is too long");

export const ChangePasswordSchema = z
  .object({
    currentPassword: existingPassword(CURRENT_PASSWORD_MESSAGE),
    newPassword,
    confirmPassword: z.string({ error: PASSWORD_MESSAGE }).min(6, PASSWORD_MESSAGE),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

/** An account created through a sign-in provider sets its first password: nothing to check. */
export const SetPasswordSchema = z
  .object({
    newPassword,
    confirmPassword: z.string({ error: PASSWORD_MESSAGE }).min(6, PASSWORD_MESSAGE),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const CONFIRM_WITH_PASSWORD_MESSAGE = "Enter your password to confirm";

export const DeleteAccountSchema = z.object({
  password: existingPassword(CONFIRM_WITH_PASSWORD_MESSAGE),
  confirm: z.literal("on", { error: "Please confirm that you understand this cannot be undone" }),
});
