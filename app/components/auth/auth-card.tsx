import { Link } from "@remix-run/react";
import { buttonClassName } from "~/components/ui/button";
import { Logo } from "~/components/logo";

/** The centred card of the token pages (verify email, reset password, unlock, link, unsubscribe). */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 shadow-sm">
        <Logo />
        <h1 className="mt-6 text-2xl font-semibold">{title}</h1>
        <div className="mt-4">{children}</div>
      </div>
    </main>
  );
}

/** A token page's dead end: what went wrong, and the way to the login. */
export function DeadLinkCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <AuthCard title={title}>
      {children}
      <Link to="/auth?tab=login" className={buttonClassName("primary", "mt-6 w-full")}>
        Go to login
      </Link>
    </AuthCard>
  );
}
