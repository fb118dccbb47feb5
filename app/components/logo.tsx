import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import { PRODUCT_NAME } from "~/lib/site";

/** The product mark: a small sunrise over the horizon. Decorative; the name is always shown beside it. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={clsx("shrink-0", className ?? "h-8 w-8")}
    >
      <rect width="32" height="32" rx="9" className="fill-brand-600 dark:fill-brand-500" />
      <g
        fill="none"
        stroke="#ffffff"
        strokeWidth={2.25}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9.5 20.5a6.5 6.5 0 0 1 13 0" />
        <path d="M7 24h18" />
        <path d="M16 8v2.5M9.6 10.9l1.6 1.6M22.4 10.9l-1.6 1.6" />
      </g>
    </svg>
  );
}

const SIZES = {
  sm: { mark: "h-7 w-7", text: "text-base" },
  md: { mark: "h-8 w-8", text: "text-lg" },
  lg: { mark: "h-10 w-10", text: "text-xl" },
} as const;

/**
 * The one logo of the product (mark + name), linking home. Used by the app sidebar, the mobile
 * menu, the public header and footer, and the sign-in and token pages, so they all look the same.
 */
export function Logo({
  size = "md",
  className,
}: {
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <Link
      to="/"
      className={clsx(
        "inline-flex items-center gap-2 rounded-md font-semibold tracking-tight text-strong",
        SIZES[size].text,
        className,
      )}
    >
      <LogoMark className={SIZES[size].mark} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
