import { Link } from "@remix-run/react";

/**
 * The heading and intro of a screen whose content is still being built (each names the issue
 * that fills it), so every route of the spec exists and is reachable meanwhile.
 */
export function ScreenHeading({
  title,
  description,
  id,
}: {
  title: string;
  description: string;
  id?: string;
}) {
  return (
    <header id={id} className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{description}</p>
    </header>
  );
}

export function ScreenPlaceholder({
  title,
  description,
  id,
}: {
  title: string;
  description: string;
  id?: string;
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <ScreenHeading title={title} description={description} id={id} />
      <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-lg font-semibold">Coming soon</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-300">
          We&apos;re still building this screen. In the meantime you can head back to your{" "}
          <Link
            to="/"
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            dashboard
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
