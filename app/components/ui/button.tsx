import { clsx } from "clsx";
import { forwardRef } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary:
    "border border-field bg-surface text-slate-900 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-body hover:bg-surface-muted ",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

export const buttonClassName = (variant: Variant = "primary", className?: string) =>
  clsx(
    "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed",
    variants[variant],
    className,
  );

export const Button = forwardRef<
  HTMLButtonElement,
  React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }
>(function Button({ variant = "primary", className, type = "button", ...props }, ref) {
  return (
    <button ref={ref} type={type} className={buttonClassName(variant, className)} {...props} />
  );
});
