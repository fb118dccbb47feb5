import { clsx } from "clsx";
import { useId } from "react";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const messages = errors?.filter(Boolean);
  if (!messages?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700 dark:text-red-300">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type FieldProps = {
  label: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: React.Key | null };
  errors?: string[] | null;
  hint?: string;
  className?: string;
};

export const inputClassName =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 aria-[invalid=true]:border-red-600";

/** A labelled input with its errors linked by aria-describedby. */
export function Field({ label, inputProps, errors, hint, className }: FieldProps) {
  const fallbackId = useId();
  const { key, ...rest } = inputProps;
  const id = rest.id ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasErrors = Boolean(errors?.length);
  const describedBy =
    [hasErrors ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        key={key ?? undefined}
        {...rest}
        id={id}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
        className={clsx(inputClassName, rest.className)}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type TextareaFieldProps = {
  label: string;
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: React.Key | null };
  errors?: string[] | null;
  hint?: string;
  className?: string;
};

/** A labelled textarea, with its hint and errors linked like Field's. */
export function TextareaField({
  label,
  textareaProps,
  errors,
  hint,
  className,
}: TextareaFieldProps) {
  const fallbackId = useId();
  const { key, ...rest } = textareaProps;
  const id = rest.id ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasErrors = Boolean(errors?.length);
  const describedBy =
    [hasErrors ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <textarea
        key={key ?? undefined}
        {...rest}
        id={id}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
        className={clsx(inputClassName, rest.className)}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
