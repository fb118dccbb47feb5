import { clsx } from "clsx";
import { useId } from "react";

import { DEFAULT_ASSISTANT_NAME } from "~/lib/site";
import { CRISIS_LINES } from "~/services/safety/crisis-lines";

export const CRISIS_RESOURCES_HEADING = "You don't have to go through this alone";

type Props = {
  /**
   * "panel" (default): a prominent card for the page, shown where a message or entry matched.
   * "inline": a compact version for inside a chat bubble.
   */
  variant?: "panel" | "inline";
  /** Heading level; defaults to 2 for the panel and 3 inline (a bubble sits under a page heading). */
  headingLevel?: 2 | 3 | 4;
  /** The companion's avatar name, so the panel can say plainly that it is an AI. */
  assistantName?: string;
  className?: string;
};

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 dark:focus-visible:outline-rose-200";

const primaryLink = clsx(
  "inline-flex min-h-11 items-center justify-center rounded-xl bg-rose-700 px-4 py-2 font-semibold text-white shadow-sm transition-colors hover:bg-rose-800 dark:bg-rose-200 dark:text-rose-950 dark:hover:bg-rose-100",
  focusRing,
);

const textLink = clsx(
  "rounded-sm font-semibold text-rose-900 underline underline-offset-2 hover:decoration-2 dark:text-rose-100",
  focusRing,
);

/**
 * Crisis lines and a link to /mental-health-resources, shown when `screenForCrisis` matched a
 * message or entry. A labelled <section>, not role="alert": it may render again and again in a
 * chat, and a calm landmark is easier to live with than a repeated announcement. Works without
 * JavaScript (plain tel:, sms: and https links).
 */
export function CrisisResources({
  variant = "panel",
  headingLevel,
  assistantName = DEFAULT_ASSISTANT_NAME,
  className,
}: Props) {
  const headingId = useId();
  const inline = variant === "inline";
  const Heading = `h${headingLevel ?? (inline ? 3 : 2)}` as "h2" | "h3" | "h4";
  const { lifeline, emergency, findAHelpline, resourcesPath } = CRISIS_LINES;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="crisis-resources"
      className={clsx(
        "border-rose-300 bg-rose-50 text-rose-950 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-50",
        inline ? "mt-3 rounded-xl border p-3 text-sm" : "rounded-2xl border-2 p-5 sm:p-6",
        className,
      )}
    >
      <Heading
        id={headingId}
        className={clsx("font-bold tracking-tight", inline ? "text-base" : "text-xl")}
      >
        {CRISIS_RESOURCES_HEADING}
      </Heading>
      <p className={clsx("leading-relaxed", inline ? "mt-1" : "mt-2 text-base")}>
        If you&apos;re thinking about ending your life or hurting yourself, or you&apos;re worried
        about someone who is, please reach a person now. {assistantName} is an AI and can&apos;t
        help in an emergency.
      </p>

      <ul className={clsx("space-y-3", inline ? "mt-2" : "mt-4")}>
        <li>
          <p className="font-semibold">
            Call or text {lifeline.number}{" "}
            <span className="font-normal">(Suicide &amp; Crisis Lifeline, US, free, 24/7)</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a href={lifeline.callHref} className={primaryLink}>
              Call {lifeline.number}
            </a>
            <a href={lifeline.textHref} className={primaryLink}>
              Text {lifeline.number}
            </a>
          </div>
        </li>
        <li>
          <p>
            <span className="font-semibold">In immediate danger?</span> Call your emergency number:{" "}
            {emergency.map((line, index) => (
              <span key={line.number}>
                {index > 0 ? (index === emergency.length - 1 ? " or " : ", ") : null}
                <a
                  href={line.href}
                  aria-label={`Call ${line.number}, ${line.region}`}
                  className={textLink}
                >
                  {line.number}
                </a>{" "}
                ({line.region})
              </span>
            ))}
            .
          </p>
        </li>
        <li>
          <p>
            <span className="font-semibold">Anywhere else:</span> find free, confidential helplines
            in your country at{" "}
            <a
              href={findAHelpline.href}
              target="_blank"
              rel="noopener noreferrer"
              className={textLink}
            >
              {findAHelpline.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </li>
      </ul>

      <p className={inline ? "mt-2" : "mt-4"}>
        <a href={resourcesPath} className={textLink}>
          More mental health resources
        </a>
      </p>
    </section>
  );
}
