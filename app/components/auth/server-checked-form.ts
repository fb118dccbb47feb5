import { useEffect, useRef } from "react";

/**
 * What an /auth action answers when a form fails: conform's submission reply (field errors under
 * their names, form errors under "", the values to show again minus the hidden passwords).
 */
export type FormReply = {
  status?: "error" | "success";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

/** HTML constraints the loader worked out from the server's schema (conform's getZodConstraint). */
type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

/**
 * A form the server validates, with no validation code in the browser: the same markup with and
 * without JavaScript (ids, names, constraints as attributes, the server's messages linked to their
 * fields), `noValidate` so every message is the server's own, and focus on the first field in
 * error once a reply arrives. Replaces conform's useForm on the light /auth page, which must not
 * ship zod (docs/architecture.md#performance).
 */
export function useServerCheckedForm(
  id: string,
  reply: FormReply | undefined,
  constraints: Record<string, FieldConstraint>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const failed = reply?.status === "error" ? reply : undefined;

  useEffect(() => {
    if (!failed) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);

  const errorsOf = (name: string) => failed?.error?.[name] ?? undefined;
  const formErrorId = `${id}-form-error`;
  const formErrors = errorsOf("");

  return {
    formProps: {
      id,
      ref: formRef,
      noValidate: true,
      "aria-invalid": formErrors?.length ? true : undefined,
      "aria-describedby": formErrors?.length ? formErrorId : undefined,
    },
    formErrorId,
    formErrors,
    errorsOf,
    /** Id, name, constraints and the value to show again (never a hidden password). */
    inputProps(name: string, type: string) {
      const constraint = constraints[name] ?? {};
      const value = failed?.initialValue?.[name];
      return {
        id: `${id}-${name}`,
        name,
        type,
        required: constraint.required || undefined,
        minLength: constraint.minLength,
        maxLength: constraint.maxLength,
        pattern: constraint.pattern,
        defaultValue: typeof value === "string" ? value : undefined,
      };
    },
  };
}
