import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * Building blocks for long-form public pages (about, policies, help, resources).
 * There is no typography plugin, so every element is styled explicitly here and
 * the pages compose these pieces.
 */

type ProsePageProps = {
  title: string;
  /** A short line above the title, e.g. "Legal" or "Support". */
  eyebrow?: string;
  /** One introductory paragraph (inline content only: it is rendered inside a <p>). */
  intro?: ReactNode;
  /** Human-readable date, e.g. "November 22, 2026". */
  lastUpdated?: string;
  /** Machine-readable date for the <time> element, e.g. "2026-11-22". */
  lastUpdatedDateTime?: string;
  /** Optional content placed between the page header and the body (e.g. a crisis box). */
  lead?: ReactNode;
  children: ReactNode;
};

export function ProsePage({
  title,
  eyebrow,
  intro,
  lastUpdated,
  lastUpdatedDateTime,
  lead,
  children,
}: ProsePageProps) {
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-line-subtle pb-8">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-strong sm:text-4xl">
            {title}
          </h1>
          {intro ? <p className="mt-4 text-lg leading-8 text-muted">{intro}</p> : null}
          {lastUpdated ? (
            <p className="mt-4 text-sm text-muted">
              Last updated: <time dateTime={lastUpdatedDateTime}>{lastUpdated}</time>
            </p>
          ) : null}
        </header>
        {lead ? <div className="mt-8">{lead}</div> : null}
        <div className="mt-10 space-y-12">{children}</div>
      </article>
    </div>
  );
}

type ProseSectionProps = {
  id: string;
  title: string;
  children: ReactNode;
};

/** A titled section (h2) whose body gets consistent paragraph spacing and colour. */
export function ProseSection({ id, title, children }: ProseSectionProps) {
  return (
    <section id={id} className="scroll-mt-24">
      <h2 className="text-2xl font-semibold tracking-tight text-strong">{title}</h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </section>
  );
}

/** A sub-heading (h3) inside a ProseSection. */
export function ProseSubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold text-strong">{children}</h3>;
}

export function BulletList({ children }: { children: ReactNode }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600 dark:marker:text-brand-300">
      {children}
    </ul>
  );
}

export function NumberedList({ children }: { children: ReactNode }) {
  return (
    <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-accent">
      {children}
    </ol>
  );
}

const EXTERNAL_HREF = /^(https?:|mailto:|tel:|sms:)/i;

export const textLinkClassName =
  "font-medium text-accent underline decoration-1 underline-offset-2 hover:decoration-2";

type TextLinkProps = {
  to: string;
  children: ReactNode;
  className?: string;
};

/**
 * An underlined inline link (distinguishable without colour). Internal paths use
 * Remix <Link>; web, mail, phone and SMS addresses use a plain <a>.
 */
export function TextLink({ to, children, className }: TextLinkProps) {
  const classes = clsx(textLinkClassName, className);
  if (EXTERNAL_HREF.test(to)) {
    const isWeb = /^https?:/i.test(to);
    return (
      <a href={to} className={classes} rel={isWeb ? "noopener noreferrer" : undefined}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

type CalloutProps = {
  tone?: "info" | "caution";
  title?: string;
  children: ReactNode;
};

/** A highlighted note. The title is bold text, not a heading, so it never disturbs heading order. */
export function Callout({ tone = "info", title, children }: CalloutProps) {
  return (
    <div
      className={clsx(
        "rounded-2xl border p-5 text-base leading-7",
        tone === "info" &&
          "border-brand-200 bg-brand-50 text-slate-800 dark:border-brand-800 dark:bg-brand-900/40 dark:text-slate-200",
        tone === "caution" &&
          "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50",
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={clsx("space-y-3", title && "mt-2")}>{children}</div>
    </div>
  );
}

type FaqItemProps = {
  question: string;
  children: ReactNode;
};

/** A question that expands to show its answer. Native <details>, so it works without JavaScript. */
export function FaqItem({ question, children }: FaqItemProps) {
  return (
    <details className="group rounded-xl border border-line-subtle bg-surface transition-colors open:border-brand-300 dark:open:border-brand-700">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl px-5 py-4 font-medium text-strong hover:bg-slate-50 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400"
        >
          <path d="m5 7.5 5 5 5-5" />
        </svg>
      </summary>
      <div className="space-y-3 px-5 pb-5 text-base leading-7 text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </details>
  );
}

/** A vertical stack of FaqItems. */
export function FaqList({ children }: { children: ReactNode }) {
  return <div className="space-y-3">{children}</div>;
}
