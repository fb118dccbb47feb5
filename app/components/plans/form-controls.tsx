import { clsx } from "clsx";
import { Form } from "@remix-run/react";
import { useId } from "react";
import { ErrorList, inputClassName } from "~/components/ui/field";
import { COLOR_SCHEMES, COLOR_SCHEME_NAMES } from "~/lib/plans";
import { SCHEME_CLASSES } from "./colors";

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { key?: React.Key | null };

/** A labelled native select with its errors linked, like Field. */
export function SelectField({
  label,
  selectProps,
  options,
  errors,
  className,
}: {
  label: string;
  selectProps: SelectProps;
  options: readonly { value: string; label: string }[];
  errors?: string[] | null;
  className?: string;
}) {
  const fallbackId = useId();
  const { key, ...rest } = selectProps;
  const id = rest.id ?? fallbackId;
  const errorId = `${id}-error`;
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        key={key ?? undefined}
        {...rest}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className={inputClassName}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** Colour scheme 1-4 as named radio buttons with a swatch. */
export function ColorSchemeField({
  name,
  defaultValue,
  errors,
}: {
  name: string;
  defaultValue: string | undefined;
  errors?: string[] | null;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Colour</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {COLOR_SCHEMES.map((scheme) => (
          <label
            key={scheme}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-field px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/40"
          >
            <input
              type="radio"
              name={name}
              value={scheme}
              defaultChecked={(defaultValue ?? "1") === String(scheme)}
              className="accent-brand-700"
            />
            <span
              aria-hidden="true"
              className={clsx("h-3 w-3 rounded-full", SCHEME_CLASSES[scheme].bar)}
            />
            {COLOR_SCHEME_NAMES[scheme]}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

export function AiExplanation({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="mt-1 text-xs text-muted">
      <span className="font-semibold">Suggested from your journal:</span> {text}
    </p>
  );
}

/** The undo step of a soft delete: a banner with a Restore button (a form, so no JS needed). */
export function UndoBanner({ label, id, action }: { label: string; id: number; action?: string }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line-strong bg-slate-50 p-4 dark:bg-slate-800"
    >
      <p className="text-sm">
        Deleted <span className="font-semibold">{label}</span>.
      </p>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          className="rounded-lg border border-field bg-surface px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-700"
        >
          Undo
        </button>
      </Form>
    </div>
  );
}

export const smallButtonClassName =
  "rounded-lg border border-field bg-surface px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-surface-muted dark:text-slate-100";
