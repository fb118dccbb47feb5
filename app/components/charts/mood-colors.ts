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
