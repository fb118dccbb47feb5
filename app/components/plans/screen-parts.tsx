import { Link, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { listHref, planRuleLink, type PlanRuleCode } from "~/lib/plans";
import { smallButtonClassName } from "./form-controls";

/**
 * What the create and edit forms of /goals, /tasks and /habits share with JavaScript on:
 * a fresh form after a successful save, focus on the edit form, the link a broken rule offers,
 * and the pagination of the lists.
 */

/**
 * A number that grows each time a create or update of this screen succeeds (the action
 * redirects). Used in the form's key, so the form mounts afresh: empty fields, no old errors,
 * as after the full page load without JavaScript.
 */
export function useSavedCount(screen: "/goals" | "/tasks" | "/habits") {
  const navigation = useNavigation();
  const [count, setCount] = useState(0);
  const intent = navigation.formData?.get("intent");
  const redirected =
    navigation.state === "loading" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    (intent === "create" || intent === "update") &&
    new URL(navigation.formAction ?? "/", "http://localhost").pathname === screen;
  useEffect(() => {
    if (redirected) setCount((value) => value + 1);
  }, [redirected]);
  return count;
}

/** Whether this navigation is the screen's create or update form being submitted. */
export function isSavingItem(navigation: ReturnType<typeof useNavigation>) {
  const intent = navigation.formData?.get("intent");
  return navigation.state === "submitting" && (intent === "create" || intent === "update");
}

/** Focuses the field with this id once, when the edit form appears (JavaScript only). */
export function useFocusOnMount(id: string, enabled: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    const field = document.getElementById(id);
    field?.focus();
    field?.scrollIntoView({ block: "center" });
  }, [id, enabled]);
}

/** A cap (the tier's goal limit, the cap on items): why nothing can be added, and what to do. */
export function CapNotice({ message, code }: { message: string; code: PlanRuleCode }) {
  const link = planRuleLink(code);
  return (
    <p
      role="status"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {message}
      {link ? (
        <>
          {" "}
          <Link to={link.href} className="font-semibold underline underline-offset-2">
            {link.label}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** The link a broken rule offers under the form (e.g. See plans for the goal limit). */
export function RuleLink({ code }: { code: PlanRuleCode | null | undefined }) {
  const link = code ? planRuleLink(code) : null;
  if (!link) return null;
  return (
    <Link to={link.href} className="text-sm font-semibold text-accent underline">
      {link.label}
    </Link>
  );
}

/** Previous / next links between the pages of a list, with "Page 2 of 4". */
export function Pagination({
  screen,
  label,
  page,
  pageCount,
}: {
  screen: "/goals" | "/tasks" | "/habits";
  label: string;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => (target === 1 ? screen : `${screen}?page=${target}`);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={smallButtonClassName} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <ol className="flex flex-wrap gap-1 text-sm">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            <Link
              to={href(target)}
              aria-current={target === page ? "page" : undefined}
              aria-label={`Page ${target} of ${pageCount}`}
              className={clsx(
                "inline-flex min-w-9 justify-center rounded-lg border px-2 py-1.5",
                target === page
                  ? "border-brand-700 bg-brand-700 font-semibold text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950"
                  : "border-field hover:bg-surface-muted ",
              )}
            >
              {target}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={smallButtonClassName} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The edit form where the item was, so Edit never jumps away (`#edit-{id}` without JS). */
export function EditInPlace({
  id,
  title,
  children,
}: {
  id: number;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li
      id={`edit-${id}`}
      className="scroll-mt-24 rounded-xl border-2 border-brand-600 p-4 dark:border-brand-400"
    >
      <section aria-labelledby={`edit-${id}-title`}>
        <h3 id={`edit-${id}-title`} className="font-semibold">
          {`Edit "${title}"`}
        </h3>
        {children}
      </section>
    </li>
  );
}

/**
 * The end of a create or edit form: its errors with the link a broken rule offers, Create or
 * Save, and Cancel (back to the page the item is on) while editing.
 */
export function PlanFormFooter({
  screen,
  noun,
  errorId,
  errors,
  rule,
  editing,
  saving,
  blocked,
  page,
}: {
  screen: "/goals" | "/tasks" | "/habits";
  noun: "goal" | "task" | "habit";
  errorId: string;
  errors: string[] | undefined;
  rule: PlanRuleCode | null | undefined;
  editing: boolean;
  saving: boolean;
  blocked: boolean;
  page: number;
}) {
  return (
    <>
      <ErrorList id={errorId} errors={errors} />
      {errors?.length ? <RuleLink code={rule} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          name="intent"
          value={editing ? "update" : "create"}
          disabled={saving || blocked}
        >
          {saving ? "Saving..." : editing ? `Save ${noun}` : `Create ${noun}`}
        </Button>
        {editing ? (
          <Link to={listHref(screen, String(page))} className={smallButtonClassName}>
            Cancel
          </Link>
        ) : null}
      </div>
    </>
  );
}
