import { Logo } from "~/components/logo";

/** The centred card used by the token pages (verify email, reset password). */
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
