import { clsx } from "clsx";
import { useId } from "react";

/** A titled card section of a screen; the title names the region for screen readers. */
export function Panel({
  title,
  tone = "default",
  children,
}: {
  title: string;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        "rounded-2xl border bg-surface p-6",
        tone === "danger" ? "border-red-200 dark:border-red-900" : "border-line",
      )}
    >
      <h2
        id={headingId}
        className={clsx(
          "text-lg font-semibold",
          tone === "danger" && "text-red-800 dark:text-red-300",
        )}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
