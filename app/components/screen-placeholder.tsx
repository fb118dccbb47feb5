import { Link } from "@remix-run/react";
import { ScreenHeading, type ScreenHeadingProps } from "~/components/ui/screen-heading";

/**
 * A screen whose content a later issue builds (journal, chat, insights, goals, tasks, habits,
 * subscription, provider settings): its title exists now, so every route of the spec is reachable.
 */
export function ScreenPlaceholder({ title, description, id }: ScreenHeadingProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <ScreenHeading title={title} description={description} id={id} />
      <section className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center">
        <h2 className="text-lg font-semibold">Coming soon</h2>
        <p className="mx-auto mt-2 max-w-md text-muted">
          We&apos;re still building this screen. In the meantime you can head back to your{" "}
          <Link to="/" className="font-medium text-accent underline underline-offset-2">
            dashboard
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
