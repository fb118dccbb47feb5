import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PayPalButtons } from "~/components/subscription/paypal-buttons";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import type { CspExtra } from "~/lib/csp";
import { dateTimeFormat } from "~/lib/intl";
import { formatMoney } from "~/lib/money";
import { PAYPAL_WEB_ORIGINS } from "~/lib/paypal";
import { describeLimits } from "~/lib/plan-features";
import { PRODUCT_NAME } from "~/lib/site";
import { getPayPalConfig } from "~/models/paypal-settings.server";
import { getSubscriptionOverview, listPlansWithLimits } from "~/models/subscriptions.server";
import { requireUser } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import {
  cancelAtPeriodEnd,
  PAID_PLAN,
  PayPalError,
  resumeSubscription,
  startUpgrade,
} from "~/services/paypal/billing.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Subscription | ${PRODUCT_NAME}` }];

/** Only this screen opens the Content-Security-Policy to PayPal (its checkout and its SDK). */
export const handle = {
  csp: (loaderData: unknown): CspExtra | undefined =>
    (loaderData as { paypal?: { csp?: CspExtra } | null } | undefined)?.paypal?.csp,
};

function paypalCsp(apiBase: string): CspExtra {
  // A custom API base (a proxy, or the fake in tests) also serves the approval page.
  const apiOrigin = new URL(apiBase).origin;
  const checkout = apiOrigin.endsWith(".paypal.com") ? [] : [apiOrigin];
  return {
    scriptSrc: PAYPAL_WEB_ORIGINS,
    frameSrc: PAYPAL_WEB_ORIGINS,
    connectSrc: PAYPAL_WEB_ORIGINS,
    imgSrc: PAYPAL_WEB_ORIGINS,
    formAction: [...PAYPAL_WEB_ORIGINS, ...checkout],
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const overview = getSubscriptionOverview(user.id)!;
  const zone = timezoneForRequest(user.id, request);
  const day = (date: Date | null) =>
    date ? dateTimeFormat({ dateStyle: "long", timeZone: zone }).format(date) : null;
  const config = getPayPalConfig();
  const plans = listPlansWithLimits().map(({ plan, limits }) => ({
    name: plan.name,
    displayName: plan.displayName,
    description: plan.description,
    price: formatMoney(plan.priceMinor, plan.currency),
    isFree: plan.priceMinor === 0,
    currency: plan.currency,
    interval: plan.interval,
    features: plan.features,
    limits: limits ? describeLimits(limits) : [],
  }));
  const subscription = overview.subscription;
  return {
    plans,
    tier: overview.tier,
    status: subscription?.status ?? null,
    planDisplayName: subscription?.planDisplayName ?? null,
    periodEnd: day(subscription?.endDate ?? overview.expiresAt),
    periodEnded: Boolean(subscription?.endDate && subscription.endDate <= new Date()),
    payments: overview.payments.map((payment) => ({
      id: payment.id,
      date: day(payment.paymentDate),
      amount: formatMoney(payment.amountMinor, payment.currency),
      currency: payment.currency,
      status: payment.status,
      receipt: payment.paymentId,
      plan: payment.planName,
    })),
    paypal: config ? { clientId: config.clientId, csp: paypalCsp(config.apiBase) } : null,
  };
}

const MESSAGES = {
  unavailable: "Upgrades are not available yet. Please check back soon.",
  alreadyPro: "You are already on Pro.",
  cancelled: "Your subscription will end at the close of this billing period.",
  resumed: "Your subscription is active again and will renew as before.",
} as const;

function failure(error: unknown, intent: FormDataEntryValue | null) {
  if (!(error instanceof PayPalError)) throw error;
  const message =
    error.kind !== "not_configured"
      ? error.message
      : intent === "upgrade"
        ? MESSAGES.unavailable
        : "Billing changes are not available right now. Please contact support.";
  const status = error.kind === "not_configured" ? 409 : 502;
  return data({ error: message }, { status });
}

/**
 * upgrade: creates the PayPal subscription and sends the person to PayPal to approve it (the
 * JavaScript buttons use /resources/paypal-subscription); cancel: at the period end; resume:
 * before it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const overview = getSubscriptionOverview(user.id)!;
  const status = overview.subscription?.status;
  try {
    if (intent === "upgrade") {
      if (overview.tier === PAID_PLAN && (status === "active" || status === "cancelled")) {
        return data({ error: MESSAGES.alreadyPro }, { status: 409 });
      }
      const { approveUrl } = await startUpgrade(user.id);
      return redirect(approveUrl);
    }
    if (intent === "cancel") {
      if (!(await cancelAtPeriodEnd(user.id))) {
        return data({ error: "There is no active subscription to cancel." }, { status: 409 });
      }
      return redirectWithToast("/subscription", {
        type: "success",
        title: "Subscription cancelled",
        description: MESSAGES.cancelled,
      });
    }
    if (intent === "resume") {
      if (!(await resumeSubscription(user.id))) {
        return data({ error: "There is no cancelled subscription to resume." }, { status: 409 });
      }
      return redirectWithToast("/subscription", {
        type: "success",
        title: "Subscription resumed",
        description: MESSAGES.resumed,
      });
    }
  } catch (error) {
    return failure(error, intent);
  }
  return data({ error: "Choose upgrade, cancel or resume." }, { status: 400 });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function StatusText({ loaderData }: { loaderData: LoaderData }) {
  const { tier, status, periodEnd, planDisplayName, periodEnded } = loaderData;
  if (tier === "pro" && status === "active") {
    return (
      <p>
        You are on <strong>{planDisplayName ?? "Pro"}</strong>. It renews on{" "}
        <strong>{periodEnd ?? "the next billing date"}</strong>.
      </p>
    );
  }
  if (tier === "pro" && status === "cancelled") {
    return (
      <p>
        You are on <strong>{planDisplayName ?? "Pro"}</strong> until <strong>{periodEnd}</strong>.
        It will not renew; after that you move to Free and keep everything you wrote.
      </p>
    );
  }
  if (status === "suspended") {
    return (
      <p>
        Your Pro subscription is <strong>suspended</strong> because PayPal could not take a payment,
        so you are on Free for now. Everything you wrote is kept.
      </p>
    );
  }
  if (status === "expired" || (status === "cancelled" && periodEnded)) {
    return (
      <p>
        Your Pro subscription ended{periodEnd ? ` on ${periodEnd}` : ""}. You are on{" "}
        <strong>Free</strong>, and everything you wrote is kept.
      </p>
    );
  }
  return (
    <p>
      You are on the <strong>Free</strong> plan.
    </p>
  );
}

export default function Subscription() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { plans, tier, status, payments, paypal, periodEnded } = loaderData;
  const canUpgrade = tier !== "pro";
  const canCancel = tier === "pro" && status === "active";
  const canResume = tier === "pro" && status === "cancelled" && !periodEnded;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading title="Subscription" description="Your plan, its renewal and your payments." />

      <Panel title="Your plan">
        <div className="mt-2 space-y-4 text-sm text-body">
          <StatusText loaderData={loaderData} />
          {actionData?.error ? (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {actionData.error}
            </p>
          ) : null}
          {canCancel ? (
            <Form method="post">
              <p className="mb-3 text-muted">
                Cancelling stops the renewal. You keep Pro until the end of the period you paid for
                and can resume until then.
              </p>
              <Button
                type="submit"
                name="intent"
                value="cancel"
                variant="secondary"
                disabled={pendingIntent != null}
              >
                {pendingIntent === "cancel" ? "Cancelling..." : "Cancel at period end"}
              </Button>
            </Form>
          ) : null}
          {canResume ? (
            <Form method="post">
              <Button type="submit" name="intent" value="resume" disabled={pendingIntent != null}>
                {pendingIntent === "resume" ? "Resuming..." : "Resume subscription"}
              </Button>
            </Form>
          ) : null}
        </div>
      </Panel>

      <section aria-labelledby="plans-heading" className="space-y-3">
        <h2 id="plans-heading" className="text-lg font-semibold">
          Plans
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {plans.map((plan) => {
            const current = plan.name === tier;
            return (
              <li
                key={plan.name}
                aria-label={`${plan.displayName} plan`}
                className={clsx(
                  "flex flex-col rounded-2xl border bg-surface p-6",
                  current ? "border-brand-700 ring-1 ring-brand-700" : "border-line",
                )}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="text-xl font-semibold">{plan.displayName}</h3>
                  {current ? (
                    <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                      Your plan
                    </span>
                  ) : null}
                </div>
                <p className="mt-2">
                  <span className="text-3xl font-bold">{plan.price}</span>{" "}
                  <span className="text-sm text-muted">
                    {plan.currency} per {plan.interval}
                  </span>
                </p>
                {plan.description ? (
                  <p className="mt-2 text-sm text-muted">{plan.description}</p>
                ) : null}
                <ul className="mt-4 flex-1 space-y-1.5 text-sm">
                  {plan.limits.map((feature) => (
                    <li
                      key={feature.label}
                      className={clsx("flex gap-2", !feature.included && "text-muted line-through")}
                    >
                      <span aria-hidden="true">{feature.included ? "✓" : "–"}</span>
                      <span>
                        {feature.label}
                        {feature.included ? null : <span className="sr-only"> (not included)</span>}
                      </span>
                    </li>
                  ))}
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <span aria-hidden="true">✓</span>
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                {!plan.isFree && canUpgrade ? (
                  <div className="mt-6 space-y-3">
                    {paypal ? (
                      <>
                        <PayPalButtons clientId={paypal.clientId} />
                        <Form method="post" reloadDocument>
                          <Button
                            type="submit"
                            name="intent"
                            value="upgrade"
                            className="w-full"
                            disabled={pendingIntent != null}
                          >
                            {pendingIntent === "upgrade"
                              ? "Opening PayPal..."
                              : `Upgrade to ${plan.displayName} with PayPal`}
                          </Button>
                        </Form>
                      </>
                    ) : (
                      <p role="status" className="text-sm text-muted">
                        Upgrades are not available yet. Please check back soon.
                      </p>
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <Panel title="Payment history">
        {payments.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No payments yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your payments, newest first</caption>
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Currency
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Receipt
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.id} className="border-t border-line">
                    <td className="py-2 pr-4">{payment.date}</td>
                    <td className="py-2 pr-4">{payment.amount}</td>
                    <td className="py-2 pr-4">{payment.currency}</td>
                    <td className="py-2 pr-4">
                      {payment.status === "completed" ? "Paid" : "Failed"}
                    </td>
                    <td className="py-2 font-mono text-xs">
                      {payment.status === "completed" ? payment.receipt : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
