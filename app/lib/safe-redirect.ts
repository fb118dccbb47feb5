/**
 * Follows `to` only when it is a path on this site ("/journal?x=1"), never another origin
 * ("//evil.example", "https://…", "/\\evil"), falling back to `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (!to || typeof to !== "string") return fallback;
  const target = to.trim();
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return fallback;
  // Control characters and backslashes are read differently by browsers; refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://placeholder.invalid");
    if (url.origin !== "http://placeholder.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
