import { Button } from "~/components/ui/button";

type TestOutcome = { ok: boolean; message: string };

/**
 * The two buttons under an admin settings form — save, and try the settings without saving — and
 * the outcome of the try, announced to screen readers. Both buttons are `intent` submits, so the
 * form works without JavaScript; while either is pending both are disabled.
 */
export function SaveAndTest({
  pendingIntent,
  saveLabel,
  testLabel,
  test,
}: {
  pendingIntent: unknown;
  saveLabel: string;
  testLabel: string;
  test: TestOutcome | null | undefined;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" disabled={pendingIntent != null}>
          {pendingIntent === "save" ? "Saving..." : saveLabel}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="test"
          variant="secondary"
          disabled={pendingIntent != null}
        >
          {pendingIntent === "test" ? "Testing..." : testLabel}
        </Button>
      </div>
      <div aria-live="polite">
        {test ? (
          <p
            role="status"
            className={
              test.ok
                ? "rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
                : "rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            }
          >
            {test.ok ? "Test passed. " : "Test failed. "}
            {test.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
