/** Class strings shared by the header's <details> dropdowns. */
export const dropdownPanel =
  "absolute right-0 z-50 mt-2 rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900";

export const iconSummary =
  "relative flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white [&::-webkit-details-marker]:hidden";
