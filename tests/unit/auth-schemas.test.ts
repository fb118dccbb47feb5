import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  LoginSchema,
  RegisterFields,
  RegisterFormSchema,
  ResetPasswordFormSchema,
} from "~/schemas/auth";

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : z.flattenError(result.error).fieldErrors;

describe("auth schemas (docs/product.md#validation)", () => {
  it("normalises the email and accepts a 6-character password", () => {
    const parsed = LoginSchema.parse({ email: "  Someone@Example.COM ", password: "abcdef" });
    expect(parsed.email).toBe("someone@example.com");
  });

  it("uses the spec's messages", () => {
    expect(messages(LoginSchema.safeParse({ email: "x", password: "abc" }))).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
    expect(
      messages(
        RegisterFormSchema.safeParse({
          name: "",
          email: "a@b.co",
          password: "abcdef1",
          confirmPassword: "abcdef2",
        }),
      ),
    ).toMatchObject({
      name: ["Name is required"],
    });
  });

  it("reports a mismatch on confirmPassword", () => {
    const result = RegisterFormSchema.safeParse({
      name: "A",
      email: "a@b.co",
      password: "abcdef1",
      confirmPassword: "abcdef2",
    });
    expect(messages(result)).toEqual({ confirmPassword: ["Passwords don't match"] });
    const reset = ResetPasswordFormSchema.safeParse({
      password: "abcdef1",
      confirmPassword: "abcdef2",
    });
    expect(messages(reset)).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it("treats a blank username as absent and strips unknown fields", () => {
    const parsed = RegisterFields.parse({
      name: "A",
      username: "  ",
      email: "a@b.co",
      password: "abcdef1",
      isAdmin: true,
    });
    expect(parsed).toEqual({
      name: "A",
      username: undefined,
      email: "a@b.co",
      password: "abcdef1",
    });
  });

  it("refuses the most common passwords", () => {
    expect(
      RegisterFields.safeParse({ name: "A", email: "a@b.co", password: "123456" }).success,
    ).toBe(false);
    expect(
      RegisterFields.safeParse({ name: "A", email: "a@b.co", password: "Qwerty" }).success,
    ).toBe(false);
  });
});
