import { useEffect, useRef, useState } from "react";

/**
 * A controlled textarea's text, starting from whatever the person typed before the page's code
 * arrived (the server-rendered field works at once; hydration would otherwise empty it and
 * disable the submit button under their words). Pass `ref` to the textarea.
 */
export function useDraft() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState("");
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) setDraft(typed);
  }, []);
  return [draft, setDraft, ref] as const;
}
