import { clsx } from "clsx";
import { useId } from "react";

import { CRISIS_LINES } from "~/services/safety/crisis-lines";

export const CHECK_IN_HEADING = "Checking in with you";

const link =
  "rounded-sm font-semibold text-brand-800 underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-200";

/**
 * The gentle check-in shown under an entry when only the crisis screen's embedding tier matched
 * (docs/product.md#crisis-support): the words sit close to how people describe not wanting to be
 * here, but no rule or frame was sure; or the rules matched only someone else's risk (a friend's
 * attempt, a loss, the news: docs/decisions/028-crisis-third-party.md). Quieter than `<CrisisResources />`: a question and where to
 * find people, without alarm. A labelled section (not an alert); plain links, so it works without
 * JavaScript.
 */
export function CrisisCheckIn({ className }: { className?: string }) {
  const headingId = useId();
  const { lifeline, findAHelpline, resourcesPath } = CRISIS_LINES;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="crisis-check-in"
      className={clsx(
        "rounded-2xl border border-brand-200 bg-brand-50 p-5 text-slate-900 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-50",
        className,
      )}
    >
      <h2 id={headingId} className="text-lg font-bold tracking-tight">
        {CHECK_IN_HEADING}
      </h2>
      <p className="mt-2 leading-relaxed">
        What you wrote sounds heavy. If you&apos;re having thoughts of hurting yourself or of not
        wanting to be here, you deserve support from a person today: call or text{" "}
        <a href={lifeline.callHref} className={link}>
          {lifeline.number}
        </a>{" "}
        in the US, or find a free helpline near you at{" "}
        <a href={findAHelpline.href} target="_blank" rel="noopener noreferrer" className={link}>
          {findAHelpline.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        . If it&apos;s someone else you&apos;re worried about, the same lines can help you support
        them.
      </p>
      <p className="mt-2">
        <a href={resourcesPath} className={link}>
          More mental health resources
        </a>
      </p>
    </section>
  );
}
