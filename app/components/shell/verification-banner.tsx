import { Form, useNavigation } from "@remix-run/react";

/** Shown under the header while the signed-in user's email is unverified. */
export function VerificationBanner({ email }: { email: string }) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formAction === "/resend-verification";
  return (
    <div
      role="region"
      aria-label="Email verification"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 sm:px-6 lg:px-8 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          Please verify your email address. We sent a link to{" "}
          <span className="font-semibold break-all">{email}</span>.
        </p>
        <Form method="post" action="/resend-verification" className="shrink-0">
          <button
            type="submit"
            disabled={sending}
            className="rounded-lg bg-amber-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-900 disabled:opacity-70 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100"
          >
            {sending ? "Sending..." : "Resend verification email"}
          </button>
        </Form>
      </div>
    </div>
  );
}
