import { clsx } from "clsx";

type SpinnerProps = {
  /** Visible text read out by assistive technology, e.g. "Loading your journal...". */
  label?: string;
  className?: string;
};

/** A small animated spinner with a visible label, announced politely to screen readers. */
export function Spinner({ label = "Loading...", className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx("inline-flex items-center gap-2 text-sm font-medium text-body", className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className="h-5 w-5 shrink-0 text-brand-600 motion-safe:animate-spin dark:text-brand-300"
      >
        <circle
          cx="12"
          cy="12"
          r="9"
          stroke="currentColor"
          strokeWidth="3"
          className="opacity-25"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span>{label}</span>
    </div>
  );
}
