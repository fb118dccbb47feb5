/** docs/product.md#business-constants: the notification badge caps at '9+' above 9 and is hidden when there is nothing unread. */
export function formatBadgeCount(n: number): string | null {
  if (!(n > 0)) return null;
  if (n > 9) return "9+";
  return String(n);
}
