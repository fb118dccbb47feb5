import { clsx } from "clsx";
import { NOT_ENOUGH_TO_TELL } from "~/lib/sentiment";

type Tone = "positive" | "neutral" | "negative";

/** The score in plain words, so nobody has to read "-0.42". */
export function sentimentInWords(score: number): { words: string; tone: Tone } {
  if (score >= 0.5) return { words: "Very positive", tone: "positive" };
  if (score >= 0.15) return { words: "Mostly positive", tone: "positive" };
  if (score > -0.15) return { words: "Mixed or neutral", tone: "neutral" };
  if (score > -0.5) return { words: "Mostly negative", tone: "negative" };
  return { words: "Very negative", tone: "negative" };
}

const dotClasses: Record<Tone, string> = {
  positive: "bg-emerald-500",
  neutral: "bg-slate-400",
  negative: "bg-amber-500",
};

/**
 * The small indicator of a list row: a coloured dot and the words. `analysed` without a score is
 * a text too short to tell (docs/product.md#sentiment-analysis).
 */
export function EntrySentimentBadge({
  score,
  analysed,
}: {
  score: number | null | undefined;
  analysed: boolean;
}) {
  if (score === null || score === undefined) {
    return (
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {analysed ? (
          <>
            <span className="sr-only">Sentiment: </span>
            {NOT_ENOUGH_TO_TELL}
          </>
        ) : (
          "Not analysed"
        )}
      </span>
    );
  }
  const { words, tone } = sentimentInWords(score);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-700 dark:text-slate-300">
      <span aria-hidden="true" className={clsx("h-2 w-2 rounded-full", dotClasses[tone])} />
      <span>
        <span className="sr-only">Sentiment: </span>
        {words}
      </span>
    </span>
  );
}

/** Emotions or themes as chips, in a list named for screen readers. */
export function EntryChips({
  label,
  items,
  variant = "emotion",
}: {
  label: string;
  items: string[];
  variant?: "emotion" | "theme";
}) {
  if (!items.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className={clsx(
            "rounded-full px-2.5 py-0.5 text-xs font-medium capitalize",
            variant === "emotion"
              ? "bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200"
              : "bg-surface-muted text-body ",
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
