import { Link } from "@remix-run/react";

export type ConversationAnalysisView = {
  summary: string;
  emotions: string[];
  themes: string[];
  suggestions: string[];
};

function Chips({ label, items }: { label: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-subtle uppercase">{label}</h4>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-slate-800 capitalize ring-1 ring-line dark:text-slate-100"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The analysis of the conversation so far (issue #3: a real one, made with each reply). */
export function ConversationAnalysis({ analysis }: { analysis: ConversationAnalysisView }) {
  return (
    <section
      aria-labelledby="conversation-analysis"
      className="rounded-xl bg-brand-50 p-4 dark:bg-slate-800/60"
    >
      <h3 id="conversation-analysis" className="text-sm font-semibold">
        Conversation analysis
      </h3>
      <p className="mt-1 text-sm text-body">{analysis.summary}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Chips label="Primary emotions" items={analysis.emotions} />
        <Chips label="Common themes" items={analysis.themes} />
      </div>
      {analysis.suggestions.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-body">
          {analysis.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
      <Link
        to="/insights#top"
        className="mt-3 inline-block text-sm font-medium text-accent underline underline-offset-2"
      >
        See your insights
      </Link>
    </section>
  );
}
