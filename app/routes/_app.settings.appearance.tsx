import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AppearanceSchema } from "~/schemas/appearance";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { Button } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/lib/site";
import { readThemeCookie, THEME_STORAGE_KEY, themeCookie, THEMES, type Theme } from "~/lib/theme";
import { requireUserId } from "~/services/auth.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

export const meta: MetaFunction = () => [{ title: `Appearance | ${PRODUCT_NAME}` }];

const labels: Record<Theme, { title: string; text: string }> = {
  light: { title: "Light", text: "Bright backgrounds, dark text." },
  dark: { title: "Dark", text: "Easier on the eyes at night." },
  system: { title: "System", text: "Follow your device's setting." },
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  return { theme: readThemeCookie(request.headers.get("Cookie")) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUserId(request);
  const parsed = AppearanceSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? "Choose light, dark or system" },
      { status: 400 },
    );
  }
  const { theme } = parsed.data;
  return redirectWithToast(
    "/settings/appearance",
    {
      type: "success",
      title: "Appearance updated",
      description: `Theme set to ${labels[theme].title}.`,
    },
    { headers: { "Set-Cookie": themeCookie(theme) } },
  );
}

export default function AppearanceSettings() {
  const { theme } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeading title="Appearance" description="Choose how the app looks on this device." />
      <Form
        method="post"
        className="rounded-2xl border border-line bg-surface p-6"
        onSubmit={(event) => {
          const chosen = new FormData(event.currentTarget).get("theme");
          if (typeof chosen === "string") localStorage.setItem(THEME_STORAGE_KEY, chosen);
        }}
      >
        <fieldset>
          <legend className="text-lg font-semibold">Theme</legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            {THEMES.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer flex-col rounded-xl border border-field p-4 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/40"
              >
                <span className="flex items-center gap-2 font-medium">
                  <input
                    type="radio"
                    name="theme"
                    value={option}
                    defaultChecked={option === theme}
                    className="accent-brand-700"
                  />
                  {labels[option].title}
                </span>
                <span className="mt-1 text-sm text-muted">{labels[option].text}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {actionData?.error ? (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {actionData.error}
          </p>
        ) : null}
        <Button type="submit" className="mt-6" disabled={saving}>
          {saving ? "Saving..." : "Save appearance"}
        </Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
