import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type * as z from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { SaveAndTest } from "~/components/admin/save-and-test";
import { SecretField } from "~/components/admin/secret-field";
import { ErrorList, Field } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { env } from "~/env.server";
import { formatMoney } from "~/lib/money";
import { PAYPAL_MODE_LABELS, PAYPAL_MODES } from "~/lib/paypal";
import { PRODUCT_NAME } from "~/lib/site";
import {
  getPayPalConfig,
  getPayPalSettingsForAdmin,
  payPalConfigForTest,
  savePayPalSettings,
} from "~/models/paypal-settings.server";
import { clearPayPalIds, listPlans } from "~/models/subscriptions.server";
import { PayPalSettingsFormSchema } from "~/schemas/paypal-settings";
import { auditAdminAction } from "~/services/admin-audit.server";
import { requireAdmin } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { PayPalError, syncPlans } from "~/services/paypal/billing.server";
import { testPayPalConnection } from "~/services/paypal/client.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Payment Provider | ${PRODUCT_NAME}` }];

/** The secret never leaves the server: the screen only learns whether one is set, and its mask. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    ...getPayPalSettingsForAdmin(),
    webhookUrl: `${env().APP_URL.replace(/\/+$/, "")}/api/paypal/webhook`,
    plans: listPlans().map((plan) => ({
      name: plan.name,
      displayName: plan.displayName,
      price: formatMoney(plan.priceMinor, plan.currency),
      interval: plan.interval,
      paid: plan.priceMinor > 0,
      productId: plan.paypalProductId,
      planId: plan.paypalPlanId,
    })),
    constraint: getZodConstraint(PayPalSettingsFormSchema),
  };
}

type Outcome = { ok: boolean; message: string } | null;

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: PayPalSettingsFormSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["clientSecret"] }), test: null as Outcome },
      { status: 400 },
    );
  }
  const value = submission.value;
  if (value.intent === "sync") {
    const config = getPayPalConfig();
    if (!config) {
      return data({
        result: submission.reply(),
        test: { ok: false, message: "Save a client id and secret first." } as Outcome,
      });
    }
    try {
      const synced = await syncPlans(config);
      auditAdminAction(request, admin, "paypal_plans.sync", {
        details: { plans: synced, apiBase: config.apiBase },
      });
      return redirectWithToast("/admin/paypal", {
        type: "success",
        title: "Plans synced",
        description: `Every paid plan has its PayPal product and billing plan (${synced.length}).`,
      });
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      return data({ result: submission.reply(), test: { ok: false, message: error.message } });
    }
  }
  const { intent, ...update } = value;
  if (intent === "test") {
    const config = payPalConfigForTest(update);
    const test: Outcome = config
      ? await testPayPalConnection(config)
      : { ok: false, message: "Enter a client id and secret (or save them) to test." };
    return data({ result: submission.reply({ hideFields: ["clientSecret"] }), test });
  }
  const before = getPayPalSettingsForAdmin();
  const beforeConfig = getPayPalConfig();
  savePayPalSettings(update);
  const after = getPayPalConfig();
  // Products and plans belong to one PayPal account in one mode: another account starts afresh.
  const accountChanged =
    beforeConfig?.clientId !== after?.clientId || beforeConfig?.apiBase !== after?.apiBase;
  if (accountChanged) clearPayPalIds();
  auditAdminAction(request, admin, "paypal_settings.update", {
    details: {
      clientId: update.clientId?.trim() || null,
      mode: update.mode,
      previousMode: before.mode,
      webhookId: update.webhookId?.trim() || null,
      clientSecret: update.clientSecret?.trim()
        ? "replaced"
        : update.removeSecret
          ? "removed"
          : "kept",
      plansReset: accountChanged,
    },
  });
  return redirectWithToast("/admin/paypal", {
    type: "success",
    title: "PayPal settings saved",
    description: after
      ? `Payments go to PayPal ${after.mode === "live" ? "live" : "sandbox"}.`
      : "PayPal is not configured: upgrades are not available.",
  });
}

export default function AdminPayPal() {
  const { constraint, ...settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<z.input<typeof PayPalSettingsFormSchema>>({
    id: "paypal-settings",
    lastResult: actionData?.result,
    defaultValue: {
      clientId: settings.clientId,
      mode: settings.mode,
      webhookId: settings.webhookId,
    },
    constraint,
    shouldValidate: "onSubmit",
  });
  const modeValue = (fields.mode.value as string | undefined) ?? settings.mode;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ScreenHeading
        title="Payment Provider"
        description="PayPal credentials, the environment payments go to, webhooks and the plans PayPal bills."
      />

      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <Panel title="Environment">
          <fieldset className="mt-2 space-y-3">
            <legend className="sr-only">PayPal environment</legend>
            {PAYPAL_MODES.map((mode) => (
              <label key={mode} className="flex items-center gap-3">
                <input
                  type="radio"
                  name={fields.mode.name}
                  value={mode}
                  defaultChecked={modeValue === mode}
                  className="h-4 w-4 accent-brand-700"
                />
                <span className="font-medium">{PAYPAL_MODE_LABELS[mode]}</span>
              </label>
            ))}
            <ErrorList id={fields.mode.errorId} errors={fields.mode.errors} />
            <p className="text-sm text-muted">
              Requests go to <code>{settings.apiBase}</code>.
            </p>
          </fieldset>
        </Panel>

        <Panel title="REST app credentials">
          <div className="mt-2 space-y-4">
            <Field
              label="Client id"
              hint={
                settings.defaults.clientId
                  ? `Blank uses PAYPAL_CLIENT_ID (${settings.defaults.clientId}).`
                  : "From your PayPal developer dashboard (Apps & Credentials)."
              }
              inputProps={{
                ...getInputProps(fields.clientId, { type: "text" }),
                autoComplete: "off",
                spellCheck: false,
              }}
              errors={fields.clientId.errors}
            />
            <SecretField
              field={fields.clientSecret}
              label="Client secret"
              status={secretStatus(settings.secret)}
              removeName={
                settings.secret.source === "saved" || settings.secret.source === "unreadable"
                  ? fields.removeSecret.name
                  : undefined
              }
            />
          </div>
        </Panel>

        <Panel title="Webhook">
          <div className="mt-2 space-y-4">
            <p className="text-sm text-muted">
              In PayPal, add a webhook for <code className="break-all">{settings.webhookUrl}</code>{" "}
              with the subscription and payment events, then paste its id here. Events are applied
              only when PayPal confirms their signature for this id.
            </p>
            <Field
              label="Webhook id"
              hint={
                settings.defaults.webhookId
                  ? `Blank uses PAYPAL_WEBHOOK_ID (${settings.defaults.webhookId}).`
                  : "Without it, webhooks are refused."
              }
              inputProps={{
                ...getInputProps(fields.webhookId, { type: "text" }),
                autoComplete: "off",
                spellCheck: false,
              }}
              errors={fields.webhookId.errors}
            />
          </div>
        </Panel>

        <ErrorList id={form.errorId} errors={form.errors} />
        <SaveAndTest
          pendingIntent={pendingIntent}
          saveLabel="Save settings"
          testLabel="Test connection"
          test={actionData?.test}
        />
      </Form>

      <Panel title="Plans at PayPal">
        <p className="mt-1 text-sm text-muted">
          Each paid plan needs a PayPal product and billing plan. They are made when missing, at the
          first upgrade or here.
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Price
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  PayPal product
                </th>
                <th scope="col" className="py-2 font-medium">
                  PayPal plan
                </th>
              </tr>
            </thead>
            <tbody>
              {settings.plans.map((plan) => (
                <tr key={plan.name} className="border-t border-line">
                  <td className="py-2 pr-4">{plan.displayName}</td>
                  <td className="py-2 pr-4">
                    {plan.price} / {plan.interval}
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs">
                    {plan.paid ? (plan.productId ?? "Not synced") : "Free: not billed"}
                  </td>
                  <td className="py-2 font-mono text-xs">
                    {plan.paid ? (plan.planId ?? "Not synced") : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Form method="post" className="mt-4">
          <Button
            type="submit"
            name="intent"
            value="sync"
            variant="secondary"
            disabled={pendingIntent != null || !settings.configured}
          >
            {pendingIntent === "sync" ? "Syncing..." : "Sync plans"}
          </Button>
          {!settings.configured ? (
            <p className="mt-2 text-sm text-muted">Save a client id and secret first.</p>
          ) : null}
        </Form>
      </Panel>
    </div>
  );
}

function secretStatus(secret: ReturnType<typeof useLoaderData<typeof loader>>["secret"]) {
  switch (secret.source) {
    case "saved":
      return `A secret is saved (${secret.masked}).`;
    case "env":
      return `Using PAYPAL_CLIENT_SECRET from the environment (${secret.masked}).`;
    case "unreadable":
      return "A saved secret can no longer be read (the session secret changed): enter it again.";
    default:
      return "No secret is set.";
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
