import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ForgotPasswordSchema, LoginSchema, RegisterFormSchema } from "~/schemas/auth";

/**
 * The /auth forms' parsing and HTML constraints, on the server only: the page's browser code never
 * imports zod or its conform adapter (docs/architecture.md#performance, the 100 KB budget for
 * /auth). The server's validation is the only one; the constraints reach the form through the
 * loader as plain attributes.
 */
export const authConstraints = {
  login: getZodConstraint(LoginSchema),
  register: getZodConstraint(RegisterFormSchema),
  forgot: getZodConstraint(ForgotPasswordSchema),
};

export const parseLoginForm = (formData: FormData) =>
  parseWithZod(formData, { schema: LoginSchema });

export const parseRegisterForm = (formData: FormData) =>
  parseWithZod(formData, { schema: RegisterFormSchema });

export const parseForgotForm = (formData: FormData) =>
  parseWithZod(formData, { schema: ForgotPasswordSchema });
