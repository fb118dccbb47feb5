import { Link } from "@remix-run/react";

export type LinkCardItem = { to: string; title: string; text: string };

/** A card that is one link: a title and a line saying where it leads. */
export function LinkCard({ to, title, text }: LinkCardItem) {
  return (
    <Link
      to={to}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-400 dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="block font-semibold">{title}</span>
      <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
    </Link>
  );
}
