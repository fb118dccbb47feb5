const BASE = "http://x.invalid";

function isSingleSlashPath(value: string) {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

/**
 * Follows `to` only when it is a path on this site ("/journal?x=1"), never another origin
 * ("//evil.example", "https://…", "/\\evil", "/.//evil"), falling back to `fallback`.
 *
 * The check is made on the normalised result, the way a browser will read the Location header:
 * `new URL(to, base)` must keep the base origin, and the returned pathname+search+hash must start
 * with a single "/" (also once percent-decoded, so "/%2F/evil" cannot become "//evil" later).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (!to || typeof to !== "string") return fallback;
  const target = to.trim();
  if (!isSingleSlashPath(target)) return fallback;
  // Browsers drop tabs and newlines inside URLs and read "\" as "/": refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const result = url.pathname + url.search + url.hash;
  if (!isSingleSlashPath(result)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (!isSingleSlashPath(decoded) || decoded.includes("\\")) return fallback;
  return result;
}
