/** Class strings shared by the header's <details> dropdowns. */
export const dropdownPanel =
  "absolute right-0 z-50 mt-2 rounded-xl border border-line bg-surface shadow-lg ";

export const iconSummary =
  "relative flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-strong [&::-webkit-details-marker]:hidden";
