import { Link } from "@remix-run/react";

export type LinkCardItem = { to: string; title: string; text: string };

/** A card that is one link: a title and a line saying where it leads. */
export function LinkCard({ to, title, text }: LinkCardItem) {
  return (
    <Link
      to={to}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:border-brand-400"
    >
      <span className="block font-semibold">{title}</span>
      <span className="mt-1 block text-sm text-muted">{text}</span>
    </Link>
  );
}
