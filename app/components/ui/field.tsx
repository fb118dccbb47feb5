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

export const inputClassName =
  "block w-full rounded-lg border border-field bg-surface px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 dark:text-slate-100 dark:placeholder:text-slate-400 aria-[invalid=true]:border-red-600";

type ControlAttributes = { id?: string; className?: string; key?: React.Key | null };

type FrameProps<Props extends ControlAttributes> = {
  label: string;
  controlProps: Props;
  errors?: string[] | null;
  hint?: string;
  className?: string;
  /** Renders the control with the id, ARIA links and class the frame worked out. */
  render: (
    props: Omit<Props, "key"> & AccessibleProps,
    key: React.Key | undefined,
  ) => React.ReactNode;
};

type AccessibleProps = {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** Label, control, hint and errors, linked by id and aria-describedby. */
function FieldFrame<Props extends ControlAttributes>({
  label,
  controlProps,
  errors,
  hint,
  className,
  render,
}: FrameProps<Props>) {
  const fallbackId = useId();
  const { key, ...rest } = controlProps;
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
      {render(
        {
          ...rest,
          id,
          className: clsx(inputClassName, rest.className),
          "aria-invalid": hasErrors || undefined,
          "aria-describedby": describedBy,
        },
        key ?? undefined,
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-subtle">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type FieldProps = {
  label: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: React.Key | null };
  errors?: string[] | null;
  hint?: string;
  className?: string;
};

/** A labelled input with its errors linked by aria-describedby. */
export function Field({ inputProps, ...frame }: FieldProps) {
  return (
    <FieldFrame
      {...frame}
      controlProps={inputProps}
      render={(props, key) => <input key={key} {...props} />}
    />
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
export function TextareaField({ textareaProps, ...frame }: TextareaFieldProps) {
  return (
    <FieldFrame
      {...frame}
      controlProps={textareaProps}
      render={(props, key) => <textarea key={key} {...props} />}
    />
  );
}
