import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect } from "react";
import { AuthMarketingPanel } from "~/components/auth/marketing-panel";
import { useServerCheckedForm, type FormReply } from "~/components/auth/server-checked-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Logo } from "~/components/logo";
import { Button, buttonClassName } from "~/components/ui/button";
import { ErrorList, Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { useToast } from "~/components/ui/toaster";
import { isHoneypotFilled } from "~/lib/honeypot";
import { safeRedirect } from "~/lib/safe-redirect";
import { SOCIAL_COMING_SOON } from "~/lib/sign-in-providers";
import { PRODUCT_NAME } from "~/lib/site";
import { loginLimitMessage, registerAccount, requestPasswordReset } from "~/models/accounts.server";
import { listEnabledProviders } from "~/models/sign-in-providers.server";
import { EmailTakenError, UsernameTakenError } from "~/models/users.server";
import {
  AccountDisabledError,
  authenticator,
  InvalidCredentialsError,
  requireAnonymous,
  startSession,
} from "~/services/auth.server";
import {
  authConstraints,
  parseForgotForm,
  parseLoginForm,
  parseRegisterForm,
} from "~/services/auth-forms.server";
import {
  consumeForgotAttempt,
  consumeLoginAttempt,
  consumeRegisterAttempt,
  RateLimitedError,
} from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

type Tab = "login" | "register" | "forgot";

function parseTab(value: string | null): Tab {
  return value === "register" || value === "forgot" ? value : "login";
}

export const meta: MetaFunction = () => [
  { title: `Sign in | ${PRODUCT_NAME}` },
  { name: "description", content: `Log in or create your ${PRODUCT_NAME} account.` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  return {
    tab: parseTab(url.searchParams.get("tab")),
    sent: url.searchParams.get("sent") === "1",
    error: url.searchParams.get("error"),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    providers: listEnabledProviders(),
    constraints: authConstraints,
  };
}

/**
 * The form already read (bounded, once) as a request for remix-auth's FormStrategy, which reads
 * `request.formData()` itself: the client's body is never read a second time.
 */
function formRequest(request: Request, formData: FormData) {
  const fields = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") fields.append(name, value);
  return new Request(request.url, { method: "POST", body: fields });
}

function failure(result: SubmissionResult<string[]>, status: number) {
  return data({ result }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "login") {
    const submission = parseLoginForm(formData);
    if (submission.status !== "success") {
      return failure(submission.reply({ hideFields: ["password"] }), 400);
    }
    if (isHoneypotFilled(formData)) {
      return failure(
        submission.reply({ formErrors: ["Please try again."], hideFields: ["password"] }),
        400,
      );
    }
    try {
      consumeLoginAttempt(request, submission.value.email);
      const user = await authenticator.authenticate("form", formRequest(request, formData));
      const headers = new Headers();
      headers.append("Set-Cookie", await startSession(user.id, request));
      return redirectWithToast(
        safeRedirect(submission.value.redirectTo, "/"),
        {
          type: "success",
          title: "Login successful",
          description: `Welcome back, ${user.firstName || user.email.split("@")[0]}`,
        },
        { headers },
      );
    } catch (error) {
      if (error instanceof RateLimitedError) {
        const message = loginLimitMessage(error, submission.value.email);
        return failure(submission.reply({ formErrors: [message], hideFields: ["password"] }), 429);
      }
      if (error instanceof AccountDisabledError) {
        return failure(
          submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
          403,
        );
      }
      if (error instanceof InvalidCredentialsError) {
        return failure(
          submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
          401,
        );
      }
      throw error;
    }
  }

  if (intent === "register") {
    const submission = parseRegisterForm(formData);
    if (submission.status !== "success") {
      return failure(submission.reply({ hideFields: ["password", "confirmPassword"] }), 400);
    }
    if (isHoneypotFilled(formData)) {
      return failure(
        submission.reply({
          formErrors: ["Please try again."],
          hideFields: ["password", "confirmPassword"],
        }),
        400,
      );
    }
    try {
      const { name, username, email, password } = submission.value;
      consumeRegisterAttempt(request, email);
      const user = await registerAccount({ name, username, email, password });
      const headers = new Headers();
      headers.append("Set-Cookie", await startSession(user.id, request));
      return redirectWithToast(
        safeRedirect(submission.value.redirectTo, "/"),
        {
          type: "success",
          title: "Registration successful",
          description: `We sent a verification link to ${user.email}.`,
        },
        { headers },
      );
    } catch (error) {
      const hideFields = ["password", "confirmPassword"];
      if (error instanceof RateLimitedError) {
        return failure(submission.reply({ formErrors: [error.message], hideFields }), 429);
      }
      if (error instanceof EmailTakenError) {
        return failure(
          submission.reply({ fieldErrors: { email: [error.message] }, hideFields }),
          409,
        );
      }
      if (error instanceof UsernameTakenError) {
        return failure(
          submission.reply({ fieldErrors: { username: [error.message] }, hideFields }),
          409,
        );
      }
      throw error;
    }
  }

  if (intent === "forgot") {
    const submission = parseForgotForm(formData);
    if (submission.status !== "success") {
      return failure(submission.reply(), 400);
    }
    if (isHoneypotFilled(formData)) {
      return failure(submission.reply({ formErrors: ["Please try again."] }), 400);
    }
    try {
      consumeForgotAttempt(request, submission.value.email);
    } catch (error) {
      if (error instanceof RateLimitedError)
        return failure(submission.reply({ formErrors: [error.message] }), 429);
      throw error;
    }
    requestPasswordReset(submission.value.email);
    return redirectWithToast("/auth?tab=forgot&sent=1", {
      type: "success",
      title: "Reset link sent",
      description: "Please check your email for a password reset link.",
    });
  }

  return failure(
    { status: "error", error: { "": ["Unknown action. Please reload the page and try again."] } },
    400,
  );
}

export default function AuthRoute() {
  const { tab, sent, error, redirectTo } = useLoaderData<typeof loader>();
  const showToast = useToast();

  useEffect(() => {
    if (error) showToast({ type: "error", title: "Authentication failed", description: error });
  }, [error, showToast]);

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <AuthMarketingPanel />
      <main
        id="main"
        // Top-aligned on phones: a centred form moves when the rest of the page arrives (layout
        // shift on a slow connection).
        className="flex items-start justify-center px-4 py-10 sm:px-8 lg:items-center"
      >
        <div className="w-full max-w-md">
          <Logo size="lg" className="mb-8" />
          <h1 className="sr-only">
            {tab === "register"
              ? "Create your account"
              : tab === "forgot"
                ? "Reset your password"
                : "Log in"}
          </h1>
          {error ? (
            <div
              role="alert"
              className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-sm whitespace-pre-line text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-semibold">Authentication failed</p>
              <p className="mt-1">{error}</p>
            </div>
          ) : null}
          {tab === "forgot" ? (
            <ForgotPasswordView sent={sent} />
          ) : (
            <>
              <AuthTabs tab={tab} redirectTo={redirectTo} />
              {tab === "login" ? (
                <LoginForm redirectTo={redirectTo} />
              ) : (
                <RegisterForm redirectTo={redirectTo} />
              )}
              <SocialButtons redirectTo={redirectTo} />
            </>
          )}
          <p className="mt-8 text-center text-xs text-subtle">
            By continuing, you agree to our{" "}
            <Link to="/terms-of-service" className="underline underline-offset-2">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy-policy" className="underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </main>
    </div>
  );
}

function tabHref(tab: Tab, redirectTo: string) {
  const params = new URLSearchParams({ tab });
  if (redirectTo) params.set("redirectTo", redirectTo);
  return `/auth?${params}`;
}

function AuthTabs({ tab, redirectTo }: { tab: Tab; redirectTo: string }) {
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: "login", label: "Login" },
    { id: "register", label: "Register" },
  ];
  return (
    <nav
      aria-label="Sign in or register"
      className="mb-6 grid grid-cols-2 rounded-lg bg-slate-200 p-1 dark:bg-slate-800"
    >
      {tabs.map((item) => (
        <Link
          key={item.id}
          to={tabHref(item.id, redirectTo)}
          replace
          aria-current={tab === item.id ? "page" : undefined}
          className={clsx(
            "rounded-md px-3 py-2 text-center text-sm font-semibold",
            tab === item.id
              ? "bg-white text-strong shadow dark:bg-slate-950"
              : "text-slate-700 hover:text-strong dark:text-slate-300",
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

function usePendingIntent(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function useFailureToast(result: FormReply | undefined, title: string) {
  const showToast = useToast();
  useEffect(() => {
    if (result?.status !== "error") return;
    const message = result.error?.[""]?.[0];
    if (message) showToast({ type: "error", title, description: message });
  }, [result, title, showToast]);
}

function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = usePendingIntent("login");
  const form = useServerCheckedForm("login-form", actionData?.result, constraints.login);
  useFailureToast(actionData?.result, "Login failed");

  return (
    <Form method="post" {...form.formProps} className="space-y-4">
      <input type="hidden" name="intent" value="login" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <HoneypotField />
      <Field
        label="Email"
        inputProps={{
          ...form.inputProps("email", "email"),
          autoComplete: "email",
          autoFocus: true,
        }}
        errors={form.errorsOf("email")}
      />
      <Field
        label="Password"
        inputProps={{
          ...form.inputProps("password", "password"),
          autoComplete: "current-password",
        }}
        errors={form.errorsOf("password")}
      />
      <div className="flex justify-end">
        <Link
          to="/auth?tab=forgot"
          className="text-sm font-medium text-accent underline-offset-2 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <ErrorList id={form.formErrorId} errors={form.formErrors} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Logging in..." : "Login"}
      </Button>
    </Form>
  );
}

function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const { constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = usePendingIntent("register");
  const form = useServerCheckedForm("register-form", actionData?.result, constraints.register);
  useFailureToast(actionData?.result, "Registration failed");

  return (
    <Form method="post" {...form.formProps} className="space-y-4">
      <input type="hidden" name="intent" value="register" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <HoneypotField />
      <Field
        label="Name"
        inputProps={{
          ...form.inputProps("name", "text"),
          autoComplete: "name",
          autoFocus: true,
        }}
        errors={form.errorsOf("name")}
      />
      <Field
        label="Username (optional)"
        inputProps={{
          ...form.inputProps("username", "text"),
          autoComplete: "username",
        }}
        errors={form.errorsOf("username")}
      />
      <Field
        label="Email"
        inputProps={{ ...form.inputProps("email", "email"), autoComplete: "email" }}
        errors={form.errorsOf("email")}
      />
      <Field
        label="Password"
        hint="At least 6 characters. Longer is stronger."
        inputProps={{
          ...form.inputProps("password", "password"),
          autoComplete: "new-password",
        }}
        errors={form.errorsOf("password")}
      />
      <Field
        label="Confirm password"
        inputProps={{
          ...form.inputProps("confirmPassword", "password"),
          autoComplete: "new-password",
        }}
        errors={form.errorsOf("confirmPassword")}
      />
      <ErrorList id={form.formErrorId} errors={form.formErrors} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Creating account..." : "Create Account"}
      </Button>
    </Form>
  );
}

function ForgotPasswordView({ sent }: { sent: boolean }) {
  const { constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = usePendingIntent("forgot");
  const form = useServerCheckedForm("forgot-form", actionData?.result, constraints.forgot);
  useFailureToast(actionData?.result, "Request failed");

  return (
    <section aria-labelledby="forgot-heading">
      <Link
        to="/auth?tab=login"
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-strong dark:text-slate-300"
      >
        <span aria-hidden="true">←</span> Back to login
      </Link>
      {sent ? (
        <div className="rounded-xl border border-line bg-surface p-6">
          <h2 id="forgot-heading" className="text-xl font-semibold">
            Check your email
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            If an account exists with the email you provided, we&apos;ve sent instructions to reset
            your password.
          </p>
          <Link to="/auth?tab=login" className={buttonClassName("primary", "mt-6 w-full")}>
            Return to login
          </Link>
        </div>
      ) : (
        <>
          <h2 id="forgot-heading" className="text-xl font-semibold">
            Reset your password
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-700 dark:text-slate-300">
            Enter the email you signed up with and we&apos;ll send you a link to choose a new
            password.
          </p>
          <Form method="post" {...form.formProps} className="space-y-4">
            <input type="hidden" name="intent" value="forgot" />
            <HoneypotField />
            <Field
              label="Email"
              inputProps={{
                ...form.inputProps("email", "email"),
                autoComplete: "email",
                autoFocus: true,
              }}
              errors={form.errorsOf("email")}
            />
            <ErrorList id={form.formErrorId} errors={form.formErrors} />
            <Button type="submit" className="w-full" disabled={pending}>
              {pending ? "Sending..." : "Send reset link"}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}

/**
 * One form per enabled provider (plain posts, so they work without JavaScript and leave the page
 * for the provider); while none is enabled, the disabled Google and Apple buttons and the notice.
 */
function SocialButtons({ redirectTo }: { redirectTo: string }) {
  const { providers } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <div className="mt-6">
      <div className="relative my-4 text-center text-xs text-subtle uppercase">
        <span className="bg-slate-50 px-2 dark:bg-slate-950">Or continue with</span>
      </div>
      {providers.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {providers.map(({ provider, label }) => (
            <Form
              key={provider}
              method="post"
              action={`/auth/oidc/${provider}`}
              reloadDocument
              className={providers.length === 1 ? "sm:col-span-2" : undefined}
            >
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <Button
                type="submit"
                variant="secondary"
                className="w-full"
                disabled={navigation.state === "submitting"}
              >
                Continue with {label}
              </Button>
            </Form>
          ))}
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" disabled aria-describedby="social-coming-soon">
              Google <span className="text-xs font-normal">(coming soon)</span>
            </Button>
            <Button variant="secondary" disabled aria-describedby="social-coming-soon">
              Apple <span className="text-xs font-normal">(coming soon)</span>
            </Button>
          </div>
          <p id="social-coming-soon" className="mt-2 text-center text-xs text-subtle">
            {SOCIAL_COMING_SOON}
          </p>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
