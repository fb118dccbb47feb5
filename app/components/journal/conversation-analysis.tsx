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
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </h4>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-800 capitalize ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
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
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{analysis.summary}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Chips label="Primary emotions" items={analysis.emotions} />
        <Chips label="Common themes" items={analysis.themes} />
      </div>
      {analysis.suggestions.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
          {analysis.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
      <Link
        to="/insights#top"
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        See your insights
      </Link>
    </section>
  );
}
