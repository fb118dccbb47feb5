import type { ColorScheme } from "~/lib/plans";

/**
 * The four colour schemes of goals, tasks and habits (docs/product.md#business-constants). Each keeps text at 4.5:1 or
 * better on its own background, in light and dark mode, and never relies on colour alone: the
 * scheme is also named in the markup.
 */
export const SCHEME_CLASSES: Record<
  ColorScheme,
  { bar: string; track: string; chip: string; accent: string; cell: string }
> = {
  1: {
    bar: "bg-sky-600 dark:bg-sky-400",
    track: "bg-sky-100 dark:bg-sky-950",
    chip: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
    accent: "border-l-sky-600 dark:border-l-sky-400",
    cell: "bg-sky-600 dark:bg-sky-400",
  },
  2: {
    bar: "bg-emerald-600 dark:bg-emerald-400",
    track: "bg-emerald-100 dark:bg-emerald-950",
    chip: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
    accent: "border-l-emerald-600 dark:border-l-emerald-400",
    cell: "bg-emerald-600 dark:bg-emerald-400",
  },
  3: {
    bar: "bg-amber-500 dark:bg-amber-300",
    track: "bg-amber-100 dark:bg-amber-950",
    chip: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
    accent: "border-l-amber-500 dark:border-l-amber-300",
    cell: "bg-amber-500 dark:bg-amber-300",
  },
  4: {
    bar: "bg-violet-600 dark:bg-violet-400",
    track: "bg-violet-100 dark:bg-violet-950",
    chip: "border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100",
    accent: "border-l-violet-600 dark:border-l-violet-400",
    cell: "bg-violet-600 dark:bg-violet-400",
  },
};
