import { useEffect, useLayoutEffect, useRef, useState } from "react";

// A layout effect in the browser; the server renders no effects and must not warn about it.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A controlled textarea's text, starting from whatever the person typed before the page's code
 * arrived (the server-rendered field works at once; hydration would otherwise empty it and
 * disable the submit button under their words). Pass `ref` to the textarea.
 *
 * The typed text is taken over in a layout effect: in the same commit as hydration, before the
 * browser paints or handles the next event. A passive effect left a gap in which the hydrated
 * button was disabled and the submit handler saw an empty draft, so a click landing then (React
 * hydrates synchronously when an event reaches server HTML) was lost (docs/architecture.md).
 */
export function useDraft() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState("");
  useIsomorphicLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed) setDraft(typed);
  }, []);
  return [draft, setDraft, ref] as const;
}
