/**
 * The text as a reader sees it: invisible format characters (zero-width spaces and joiners, soft
 * hyphens, direction marks and overrides) removed and compatibility forms made plain (full-width
 * letters, ligatures), so "e\u200bnd my life" or "k\u00adill" is screened as the words it shows.
 * Every safety screen reads this form (docs/architecture.md#crisis-safety).
 */
export function readingForm(text: string) {
  return text.normalize("NFKC").replace(/\p{Cf}/gu, "");
}
