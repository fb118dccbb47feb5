import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
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
import { SaveAndTest } from "~/components/admin/save-and-test";
import { SecretField } from "~/components/admin/secret-field";
import { ErrorList, Field, TextareaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { SIGN_IN_PROVIDER_LABELS, type SignInProvider } from "~/lib/sign-in-providers";
import { PRODUCT_NAME } from "~/lib/site";
import {
  configForUpdate,
  getProvidersForAdmin,
  saveProviderSettings,
} from "~/models/sign-in-providers.server";
import { SignInProviderFormSchema } from "~/schemas/sign-in-providers";
import { auditAdminAction } from "~/services/admin-audit.server";
import { requireAdmin } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { callbackUrl, checkIssuerUrl, testDiscovery } from "~/services/oidc.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Sign-in Providers | ${PRODUCT_NAME}` }];

const SECRET_FIELDS = ["clientSecret", "privateKey"];

/** Secrets never leave the server: the screen learns only whether one is saved (and its mask). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    providers: getProvidersForAdmin(),
    callbacks: {
      google: callbackUrl("google"),
      apple: callbackUrl("apple"),
      oidc: callbackUrl("oidc"),
    },
    constraint: getZodConstraint(SignInProviderFormSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: SignInProviderFormSchema });
  const provider = formData.get("provider");
  const replyFor = (status: number, extra: Parameters<typeof submission.reply>[0] = {}) =>
    data(
      {
        provider: typeof provider === "string" ? provider : null,
        result: submission.reply({ hideFields: SECRET_FIELDS, ...extra }),
        test: null,
      },
      { status },
    );
  if (submission.status !== "success") return replyFor(400);
  const { intent, ...update } = submission.value;

  if (update.provider === "oidc" && update.issuer) {
    const refused = await checkIssuerUrl(update.issuer);
    if (refused) return replyFor(400, { fieldErrors: { issuer: [refused] } });
  }
  const current = getProvidersForAdmin();
  const issuer = update.provider === "oidc" ? update.issuer : current[update.provider].issuer;

  if (intent === "test") {
    if (!issuer) return replyFor(400, { fieldErrors: { issuer: ["Enter the issuer URL first"] } });
    const test = await testDiscovery(issuer);
    return data({
      provider: update.provider,
      result: submission.reply({ hideFields: SECRET_FIELDS }),
      test,
    });
  }

  if (update.enabled && !configForUpdate(update)) {
    return replyFor(400, {
      formErrors: [
        `Fill in every field${update.provider === "apple" ? ", the private key" : " and the client secret"} before turning ${SIGN_IN_PROVIDER_LABELS[update.provider]} sign-in on.`,
      ],
    });
  }
  saveProviderSettings(update);
  const { enabled, provider: _provider, ...fields } = update;
  const details: Record<string, unknown> = { enabled };
  for (const [field, value] of Object.entries(fields)) {
    details[field] = SECRET_FIELDS.includes(field) ? (value ? "replaced" : "kept") : value || null;
  }
  if (!("clientSecret" in details) && update.provider !== "apple") details.clientSecret = "kept";
  if (update.provider === "apple" && !("privateKey" in details)) details.privateKey = "kept";
  auditAdminAction(request, admin, "sign_in_provider.update", {
    target: `provider:${update.provider}`,
    details,
  });
  const label =
    update.provider === "oidc" && update.displayName
      ? update.displayName
      : SIGN_IN_PROVIDER_LABELS[update.provider];
  return redirectWithToast("/admin/oauth", {
    type: "success",
    title: `${label} settings saved`,
    description: enabled
      ? `People can now sign in with ${label}.`
      : `${label} sign-in is turned off.`,
  });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type ActionData = ReturnType<typeof useActionData<typeof action>>;

export default function AdminOAuth() {
  const { providers, callbacks } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ScreenHeading
        title="Sign-in Providers"
        description="Let people sign in with Google, Apple or your own OpenID Connect provider."
      />
      <p className="text-sm text-muted">
        Secrets are write-only and stored encrypted: leave a secret blank to keep the saved one. A
        provider&apos;s button appears on the sign-in page once it is turned on. An account with the
        same email is linked only after its owner proves it is theirs.
      </p>
      <ProviderForm provider="google" status={providers.google} callback={callbacks.google}>
        {(fields) => (
          <>
            <Field
              label="Client ID"
              inputProps={{
                ...getInputProps(fields.clientId, { type: "text" }),
                autoComplete: "off",
                spellCheck: false,
              }}
              errors={fields.clientId.errors}
            />
            <SecretField
              field={fields.clientSecret}
              status={secretStatus(providers.google.secret)}
              label="Client secret"
            />
          </>
        )}
      </ProviderForm>
      <ProviderForm provider="apple" status={providers.apple} callback={callbacks.apple}>
        {(fields) => (
          <>
            <Field
              label="Services ID"
              hint="The identifier of your Sign in with Apple service, such as com.example.web."
              inputProps={{
                ...getInputProps(fields.servicesId, { type: "text" }),
                autoComplete: "off",
                spellCheck: false,
              }}
              errors={fields.servicesId.errors}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Team ID"
                inputProps={{
                  ...getInputProps(fields.teamId, { type: "text" }),
                  autoComplete: "off",
                  spellCheck: false,
                }}
                errors={fields.teamId.errors}
              />
              <Field
                label="Key ID"
                inputProps={{
                  ...getInputProps(fields.keyId, { type: "text" }),
                  autoComplete: "off",
                  spellCheck: false,
                }}
                errors={fields.keyId.errors}
              />
            </div>
            <TextareaField
              label="Private key (.p8)"
              hint={`${secretStatus(providers.apple.secret)} Write-only: leave blank to keep the saved key. Used on the server to sign the client secret (ES256).`}
              textareaProps={{
                ...getTextareaProps(fields.privateKey),
                defaultValue: "",
                rows: 4,
                spellCheck: false,
                className: "font-mono text-xs",
              }}
              errors={fields.privateKey.errors}
            />
          </>
        )}
      </ProviderForm>
      <ProviderForm provider="oidc" status={providers.oidc} callback={callbacks.oidc}>
        {(fields) => (
          <>
            <Field
              label="Display name"
              hint='Shown on the sign-in button, such as "Microsoft" or "Company SSO".'
              inputProps={{
                ...getInputProps(fields.displayName, { type: "text" }),
                autoComplete: "off",
              }}
              errors={fields.displayName.errors}
            />
            <Field
              label="Issuer URL"
              hint="Its discovery document must be at <issuer>/.well-known/openid-configuration."
              inputProps={{
                ...getInputProps(fields.issuer, { type: "url" }),
                placeholder: "https://login.example.com",
                autoComplete: "off",
              }}
              errors={fields.issuer.errors}
            />
            <Field
              label="Client ID"
              inputProps={{
                ...getInputProps(fields.clientId, { type: "text" }),
                autoComplete: "off",
                spellCheck: false,
              }}
              errors={fields.clientId.errors}
            />
            <SecretField
              field={fields.clientSecret}
              status={secretStatus(providers.oidc.secret)}
              label="Client secret"
            />
          </>
        )}
      </ProviderForm>
    </div>
  );
}

type Fields = ReturnType<typeof useForm<z.input<typeof SignInProviderFormSchema>>>[1];
type SecretStatus = LoaderData["providers"]["google"]["secret"];

function secretStatus(secret: SecretStatus) {
  if (secret.unreadable)
    return "A saved secret can no longer be read (the session secret changed): enter it again.";
  if (secret.isSet)
    return secret.masked ? `A secret is saved (${secret.masked}).` : "A key is saved.";
  return "Nothing is saved yet.";
}

const PANEL_TITLES: Record<SignInProvider, string> = {
  google: "Google",
  apple: "Apple",
  oidc: "OpenID Connect (Microsoft, Auth0, Keycloak, your own)",
};

function ProviderForm({
  provider,
  status,
  callback,
  children,
}: {
  provider: SignInProvider;
  status: LoaderData["providers"][SignInProvider];
  callback: string;
  children: (fields: Fields) => React.ReactNode;
}) {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData: ActionData = useActionData<typeof action>();
  const mine = actionData?.provider === provider ? actionData : undefined;
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" && navigation.formData?.get("provider") === provider
      ? navigation.formData.get("intent")
      : null;
  const {
    secret: _secret,
    complete: _complete,
    issuer: _issuer,
    ...defaults
  } = status as typeof status & { issuer?: string };
  const [form, fields] = useForm<z.input<typeof SignInProviderFormSchema>>({
    id: `provider-${provider}`,
    lastResult: mine?.result,
    defaultValue: {
      provider,
      ...defaults,
      ...(provider === "oidc" ? { issuer: status.issuer } : {}),
    },
    constraint,
    shouldValidate: "onSubmit",
  });
  return (
    <Panel title={PANEL_TITLES[provider]}>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="provider" value={provider} />
        <p className="text-sm text-muted">
          {status.enabled ? (
            <strong className="text-accent">Turned on.</strong>
          ) : (
            <strong>Turned off.</strong>
          )}{" "}
          {provider === "oidc" ? null : <>Issuer: {status.issuer}. </>}
          Redirect URI to register with the provider: <code className="break-all">{callback}</code>
        </p>
        {children(fields)}
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name={fields.enabled.name}
            defaultChecked={status.enabled}
            className="h-4 w-4 accent-brand-700"
          />
          Show this provider on the sign-in page
        </label>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SaveAndTest
          pendingIntent={pendingIntent}
          saveLabel="Save"
          testLabel="Test discovery"
          test={mine?.test}
        />
      </Form>
    </Panel>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
