import { Link } from "@remix-run/react";
import { PRODUCT_NAME } from "~/lib/site";

/** The centred card used by the token pages (verify email, reset password). */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <Link to="/" className="text-lg font-bold text-brand-700 dark:text-brand-300">
          {PRODUCT_NAME}
        </Link>
        <h1 className="mt-6 text-2xl font-semibold">{title}</h1>
        <div className="mt-4">{children}</div>
      </div>
    </main>
  );
}
