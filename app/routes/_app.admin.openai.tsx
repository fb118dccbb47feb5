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
import { SaveAndTest } from "~/components/admin/save-and-test";
import { SecretField } from "~/components/admin/secret-field";
import { ErrorList, Field } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { AI_PROVIDER_LABELS, AI_PROVIDERS } from "~/lib/ai-settings";
import { reanalysisLine, semanticMemoryLine } from "~/lib/semantic-memory";
import { PRODUCT_NAME } from "~/lib/site";
import {
  getAiSettingsForAdmin,
  saveAiSettings,
  settingsForTest,
} from "~/models/ai-settings.server";
import { semanticMemoryProgress } from "~/models/semantic-memory.server";
import { reanalysisProgress } from "~/models/reanalysis.server";
import { AiSettingsFormSchema } from "~/schemas/ai-settings";
import { checkBaseUrl } from "~/services/ai/base-url.server";
import { localEngine } from "~/services/ai/engine.server";
import { testOpenAiConnection } from "~/services/ai/openai-engine.server";
import { auditAdminAction } from "~/services/admin-audit.server";
import { requireAdmin } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `AI Provider | ${PRODUCT_NAME}` }];

/** The key never leaves the server: the screen only learns whether one is set, and its mask. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    ...getAiSettingsForAdmin(),
    semanticMemory: semanticMemoryProgress(),
    reanalysis: reanalysisProgress(),
    constraint: getZodConstraint(AiSettingsFormSchema),
  };
}

async function runTest(settings: ReturnType<typeof settingsForTest>) {
  if (settings.provider === "local") {
    const title = await localEngine.titleFor("A calm walk in the park with a good friend.");
    return {
      ok: true,
      message: `The built-in engine needs no connection. It titled a sample entry "${title}".`,
    };
  }
  return testOpenAiConnection(settings);
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: AiSettingsFormSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["apiKey"] }), test: null },
      { status: 400 },
    );
  }
  const { intent, ...update } = submission.value;
  // Link-local and cloud-metadata hosts are refused before anything is saved or sent.
  const testsProvider = intent === "test" && update.provider === "openai";
  const target = update.baseUrl?.trim() || (testsProvider ? settingsForTest(update).baseUrl : null);
  const refused = target ? await checkBaseUrl(target) : null;
  if (refused) {
    return data(
      {
        result: submission.reply({ fieldErrors: { baseUrl: [refused] }, hideFields: ["apiKey"] }),
        test: null,
      },
      { status: 400 },
    );
  }
  if (intent === "test") {
    const test = await runTest(settingsForTest(update));
    return data({ result: submission.reply({ hideFields: ["apiKey"] }), test });
  }
  saveAiSettings(update);
  auditAdminAction(request, admin, "ai_settings.update", {
    details: {
      provider: update.provider,
      baseUrl: update.baseUrl?.trim() || null,
      model: update.model?.trim() || null,
      assistantName: update.assistantName.trim(),
      apiKey: update.apiKey?.trim() ? "replaced" : update.removeKey ? "removed" : "kept",
    },
  });
  return redirectWithToast("/admin/openai", {
    type: "success",
    title: "AI settings saved",
    description:
      update.provider === "openai"
        ? "Chat replies now come from the OpenAI-compatible provider."
        : "Chat replies now come from the built-in local engine.",
  });
}

export default function AdminOpenAi() {
  const { constraint, ...settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<z.input<typeof AiSettingsFormSchema>>({
    id: "ai-settings",
    lastResult: actionData?.result,
    defaultValue: {
      provider: settings.provider,
      baseUrl: settings.baseUrl,
      model: settings.model,
      assistantName: settings.assistantName,
    },
    constraint,
    shouldValidate: "onSubmit",
  });
  const providerValue = fields.provider.value ?? settings.provider;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ScreenHeading
        title="AI Provider"
        description="Choose the engine behind the journaling companion and its OpenAI-compatible endpoint."
      />

      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <Panel title="Engine">
          <fieldset
            className="space-y-3"
            aria-describedby={fields.provider.errors ? fields.provider.errorId : undefined}
          >
            <legend className="sr-only">AI engine</legend>
            {AI_PROVIDERS.map((provider) => (
              <label key={provider} className="flex items-start gap-3">
                <input
                  type="radio"
                  name={fields.provider.name}
                  value={provider}
                  defaultChecked={providerValue === provider}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <span className="block font-medium">{AI_PROVIDER_LABELS[provider]}</span>
                  <span className="block text-sm text-muted">
                    {provider === "local"
                      ? "Runs inside the app: no key, nothing leaves the server, deterministic replies."
                      : "OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio or any server that speaks the OpenAI API."}
                  </span>
                </span>
              </label>
            ))}
            <ErrorList id={fields.provider.errorId} errors={fields.provider.errors} />
          </fieldset>
        </Panel>

        <Panel title="OpenAI-compatible endpoint">
          <div className="space-y-4">
            <Field
              label="Base URL"
              hint={`Blank uses ${settings.defaults.baseUrl}.`}
              inputProps={{
                ...getInputProps(fields.baseUrl, { type: "url" }),
                placeholder: settings.defaults.baseUrl,
                autoComplete: "off",
              }}
              errors={fields.baseUrl.errors}
            />
            <Field
              label="Model"
              hint={`Blank uses ${settings.defaults.model}.`}
              inputProps={{
                ...getInputProps(fields.model, { type: "text" }),
                placeholder: settings.defaults.model,
                autoComplete: "off",
              }}
              errors={fields.model.errors}
            />
            <SecretField
              field={fields.apiKey}
              label="API key"
              noun="key"
              status={keyStatus(settings.key)}
              removeName={
                settings.key.source === "saved" || settings.key.source === "unreadable"
                  ? fields.removeKey.name
                  : undefined
              }
            />
          </div>
        </Panel>

        <Panel title="Companion">
          <Field
            label="Assistant name"
            hint="The name the companion answers as, shown beside its replies."
            inputProps={{ ...getInputProps(fields.assistantName, { type: "text" }) }}
            errors={fields.assistantName.errors}
          />
        </Panel>

        <Panel title="Privacy and safety">
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>
              Crisis screening always runs locally, before any engine sees a message: self-harm
              language shows crisis resources whatever the provider. With OpenAI itself, its
              moderation check can add a flag, never remove one.
            </li>
            <li>
              With an OpenAI-compatible provider, each chat reply sends the person&apos;s message,
              the last 5 messages of the conversation and up to 3 related past entries. Entry
              analysis, titles, weekly summaries and suggestions send the text they are about.
            </li>
            <li>
              Embeddings for related entries, search and the companion&apos;s memory are always
              computed on this server and never sent anywhere. If the provider fails, analysis falls
              back to the local engine and the chat shows an error.
            </li>
          </ul>
          <p
            className="mt-3 text-sm text-slate-700 dark:text-slate-300"
            data-testid="semantic-memory"
          >
            {semanticMemoryLine(settings.semanticMemory)}
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="reanalysis">
            {reanalysisLine(settings.reanalysis)}
          </p>
        </Panel>

        <ErrorList id={form.errorId} errors={form.errors} />
        <SaveAndTest
          pendingIntent={pendingIntent}
          saveLabel="Save settings"
          testLabel="Test connection"
          test={actionData?.test}
        />
      </Form>
    </div>
  );
}

function keyStatus(key: ReturnType<typeof useLoaderData<typeof loader>>["key"]) {
  switch (key.source) {
    case "saved":
      return `A key is saved (${key.masked}); it is sent only to ${key.baseUrl}.`;
    case "env":
      return `Using OPENAI_API_KEY from the environment (${key.masked}); it is sent only to ${key.baseUrl}.`;
    case "unreadable":
      return "A saved key can no longer be read (the session secret changed): enter it again.";
    default:
      return "No key is set.";
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
