import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import * as z from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BrowserPush } from "~/components/settings/browser-push";
import { TimezoneCombobox } from "~/components/settings/timezone-combobox";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { Button } from "~/components/ui/button";
import { ErrorList, inputClassName } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { PRODUCT_NAME } from "~/lib/site";
import { formatDateTime, resolveTimezone, timezoneLabel, timezoneOptions } from "~/lib/timezone";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "~/models/notifications.server";
import { deletePushDevice, listPushDevices } from "~/models/push-subscriptions.server";
import { NotificationPreferencesSchema } from "~/schemas/notifications";
import { requireUserId } from "~/services/auth.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";
import { vapidPublicKey } from "~/services/notifications/vapid.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const meta: MetaFunction = () => [{ title: `Notifications | ${PRODUCT_NAME}` }];

const SWITCHES = [
  {
    name: "journalReminders",
    label: "Journal reminders",
    text: "A gentle nudge at your reminder time.",
  },
  {
    name: "goalReminders",
    label: "Goal reminders",
    text: "When a goal's target date comes near, and your habit streaks: milestones and an evening nudge.",
  },
  { name: "weeklyDigest", label: "Weekly digest", text: "Your week's insights, every Monday." },
  {
    name: "emailNotifications",
    label: "Email notifications",
    text: "Send notifications to your email too.",
  },
  {
    name: "browserNotifications",
    label: "Browser notifications",
    text: "Let this browser show notifications, when you allow it.",
  },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const preferences = getNotificationPreferences(userId);
  const timezone = timezoneForRequest(userId, request);
  return {
    preferences,
    push: {
      publicKey: vapidPublicKey(),
      devices: listPushDevices(userId).map(({ id, device, endpointHash, createdAt }) => ({
        id,
        device,
        endpointHash,
        added: formatDateTime(createdAt, timezone),
      })),
    },
    browserTimezone: timezoneLabel(resolveTimezone(null, request.headers.get("Cookie"))),
    timezones: timezoneOptions(),
  };
}

const DeviceIdSchema = z.coerce.number().int().positive();

/**
 * Saves the preferences (unchecked boxes are absent from the form, so each switch is read as on
 * or off), or (intent "remove-device") removes one of the person's browser-push devices.
 */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === "remove-device") {
    const id = DeviceIdSchema.safeParse(formData.get("id"));
    const removed = id.success && deletePushDevice(userId, id.data);
    return redirectWithToast(
      "/settings/notifications",
      removed
        ? {
            type: "success",
            title: "Device removed",
            description: "It will no longer show your notifications",
          }
        : { type: "error", title: "Error", description: "That device was already removed" },
    );
  }
  const switches = Object.fromEntries(
    SWITCHES.map(({ name }) => [name, formData.get(name) === "on"]),
  ) as Record<(typeof SWITCHES)[number]["name"], boolean>;
  const input = {
    ...switches,
    reminderTime: formData.get("reminderTime") ?? "",
    timezone: formData.get("timezone") || null,
  };
  const parsed = NotificationPreferencesSchema.safeParse(input);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    // What was typed comes back, so a failed save loses nothing (with or without JavaScript).
    return data(
      {
        errors,
        message: Object.values(errors).flat()[0] ?? "Invalid preferences",
        values: {
          ...switches,
          reminderTime: String(formData.get("reminderTime") ?? ""),
          timezone: String(formData.get("timezone") ?? ""),
        },
      },
      { status: 400 },
    );
  }
  updateNotificationPreferences(userId, parsed.data);
  return redirectWithToast("/settings/notifications", {
    type: "success",
    title: "Preferences updated",
    description: "Your notification preferences have been updated",
  });
}

export default function NotificationSettings() {
  const { preferences, push, browserTimezone, timezones } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // Removing a device posts to the same action: only the preferences form says "Saving...".
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") !== "remove-device";
  const showToast = useToast();
  const shown = actionData?.values ?? preferences;

  useEffect(() => {
    if (actionData?.message) {
      showToast({
        type: "error",
        title: "Update failed",
        description: `Failed to update preferences: ${actionData.message}`,
      });
    }
  }, [actionData, showToast]);

  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeading title="Notifications" description="Reminders, digests and how we reach you." />
      {/* Re-mounted after a save, so the fields show what was stored (e.g. "Europe/Kyiv"). */}
      <Form
        key={JSON.stringify(preferences)}
        method="post"
        className="space-y-6 rounded-2xl border border-line bg-surface p-6"
      >
        <fieldset>
          <legend className="text-lg font-semibold">What you receive</legend>
          <div className="mt-3 space-y-3">
            {SWITCHES.map((item) => (
              <label key={item.name} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name={item.name}
                  defaultChecked={shown[item.name]}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <span className="block font-medium">{item.label}</span>
                  <span className="block text-sm text-muted">{item.text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="reminderTime" className="block text-sm font-medium">
              Reminder time
            </label>
            <input
              id="reminderTime"
              name="reminderTime"
              type="time"
              required
              defaultValue={shown.reminderTime}
              aria-invalid={actionData?.errors.reminderTime ? true : undefined}
              aria-describedby={actionData?.errors.reminderTime ? "reminderTime-error" : undefined}
              className={inputClassName}
            />
            <ErrorList id="reminderTime-error" errors={actionData?.errors.reminderTime} />
          </div>
          <div className="space-y-1">
            <label htmlFor="timezone" className="block text-sm font-medium">
              Time zone
            </label>
            <TimezoneCombobox
              id="timezone"
              name="timezone"
              defaultValue={shown.timezone ?? ""}
              placeholder={`This browser's: ${browserTimezone}`}
              options={timezones}
              invalid={Boolean(actionData?.errors.timezone)}
              describedBy={
                actionData?.errors.timezone ? "timezone-hint timezone-error" : "timezone-hint"
              }
            />
            <p id="timezone-hint" className="text-xs text-subtle">
              Type a city or region, such as Kyiv, New York or UTC. Leave it empty to use this
              browser&apos;s time zone ({browserTimezone}). Your days, streaks and reminders follow
              it.
            </p>
            <ErrorList id="timezone-error" errors={actionData?.errors.timezone} />
          </div>
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save preferences"}
        </Button>
      </Form>
      <div className="mt-6">
        <Panel title="Browser notifications on this device">
          <div className="mt-3">
            <BrowserPush
              publicKey={push.publicKey}
              devices={push.devices}
              preferenceOn={preferences.browserNotifications}
            />
          </div>
        </Panel>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
