/**
 * Fill classes of the mood scale (0 = no mood recorded). Literal class names, so Tailwind
 * finds them; colour is never the only carrier of meaning (every chart has text too).
 */
export const MOOD_FILL: Record<number, string> = {
  0: "fill-slate-200 dark:fill-slate-800",
  1: "fill-rose-500 dark:fill-rose-400",
  2: "fill-orange-400 dark:fill-orange-300",
  3: "fill-amber-300 dark:fill-amber-200",
  4: "fill-teal-400 dark:fill-teal-300",
  5: "fill-emerald-600 dark:fill-emerald-400",
};

export const moodFill = (value: number) => MOOD_FILL[Math.round(value)] ?? MOOD_FILL[0]!;

/**
 * Stroke classes of the same scale: the year grid draws each day as a small square outlined by a
 * 4 px stroke with round joins, which looks like the rounded square in a fifth of the path.
 */
export const MOOD_STROKE: Record<number, string> = {
  0: "stroke-slate-200 dark:stroke-slate-800",
  1: "stroke-rose-500 dark:stroke-rose-400",
  2: "stroke-orange-400 dark:stroke-orange-300",
  3: "stroke-amber-300 dark:stroke-amber-200",
  4: "stroke-teal-400 dark:stroke-teal-300",
  5: "stroke-emerald-600 dark:stroke-emerald-400",
};
