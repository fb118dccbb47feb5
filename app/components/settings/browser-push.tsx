import { Form, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { useHydrated } from "~/hooks/use-hydrated";

export type PushDevice = { id: number; device: string; added: string; endpointHash: string };

type PushState = "checking" | "unsupported" | "blocked" | "off" | "on" | "working";

const SUBSCRIPTIONS_API = "/api/push-subscriptions";

function isSupported() {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

function base64UrlToBytes(value: string) {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Was this subscription made for the server's current key? */
function madeFor(subscription: PushSubscription, publicKey: string) {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const have = new Uint8Array(key);
  const want = base64UrlToBytes(publicKey);
  return have.length === want.length && have.every((byte, index) => byte === want[index]);
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function failureMessage(response: Response) {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? `The server answered ${response.status}`;
}

/**
 * "Allow browser notifications" for this browser, and the list of the person's devices
 * (docs/product.md#notification-settings). The browser is asked for permission only when the
 * person clicks; the service worker is registered only then. Removing a device is a plain form,
 * so the list works without JavaScript; allowing needs it and says so.
 */
export function BrowserPush({
  publicKey,
  devices,
  preferenceOn,
}: {
  /** Null until the server has a key pair (the first click creates it). */
  publicKey: string | null;
  devices: PushDevice[];
  preferenceOn: boolean;
}) {
  const hydrated = useHydrated();
  const showToast = useToast();
  const revalidator = useRevalidator();
  const [state, setState] = useState<PushState>("checking");
  const [thisDevice, setThisDevice] = useState<string | null>(null);

  const check = useCallback(async () => {
    if (!isSupported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    const subscription = Notification.permission === "granted" ? await currentSubscription() : null;
    const hash = subscription ? await sha256Hex(subscription.endpoint) : null;
    setThisDevice(hash);
    const known = hash !== null && devices.some((device) => device.endpointHash === hash);
    setState(subscription && known && publicKey && madeFor(subscription, publicKey) ? "on" : "off");
  }, [devices, publicKey]);

  useEffect(() => {
    check().catch(() => setState("off"));
  }, [check]);

  async function allow() {
    setState("working");
    try {
      const permission = await Notification.requestPermission();
      if (permission === "denied") return setState("blocked");
      if (permission !== "granted") return setState("off");
      const registration = await navigator.serviceWorker.register("/sw.js", {
        scope: "/",
        updateViaCache: "none",
      });
      await navigator.serviceWorker.ready;
      const keyResponse = await fetch(`${SUBSCRIPTIONS_API}/key`, { method: "POST" });
      if (!keyResponse.ok) throw new Error(await failureMessage(keyResponse));
      const { publicKey: serverKey } = (await keyResponse.json()) as { publicKey: string };
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !madeFor(subscription, serverKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(serverKey),
      });
      const response = await fetch(SUBSCRIPTIONS_API, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(subscription.toJSON()),
      });
      if (!response.ok) throw new Error(await failureMessage(response));
      setThisDevice(await sha256Hex(subscription.endpoint));
      setState("on");
      showToast({
        type: "success",
        title: "Browser notifications allowed",
        description: "This device will show your notifications",
      });
      revalidator.revalidate();
    } catch (error) {
      setState("off");
      showToast({
        type: "error",
        title: "Error",
        description: `Failed to allow browser notifications: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }

  async function turnOff() {
    setState("working");
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const response = await fetch(SUBSCRIPTIONS_API, {
          method: "DELETE",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        });
        if (!response.ok && response.status !== 404)
          throw new Error(await failureMessage(response));
        await subscription.unsubscribe();
      }
      setState("off");
      showToast({
        type: "success",
        title: "Browser notifications off",
        description: "This device will no longer show notifications",
      });
      revalidator.revalidate();
    } catch (error) {
      setState("on");
      showToast({
        type: "error",
        title: "Error",
        description: `Failed to turn off browser notifications: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }

  return (
    <div className="space-y-4">
      <div
        aria-live="polite"
        className="space-y-2 text-sm"
        data-push-state={hydrated ? state : "no-js"}
      >
        {!hydrated ? (
          <p className="text-muted">
            Browser notifications need JavaScript: turn it on for this site to allow them on this
            device. Everything else on this screen works without it.
          </p>
        ) : state === "checking" ? (
          <p className="text-muted">Checking this browser...</p>
        ) : state === "unsupported" ? (
          <p className="text-muted">
            This browser cannot show notifications from websites (it has no Web Push, or the site is
            not served over https).
          </p>
        ) : state === "blocked" ? (
          <p className="text-muted">
            <strong className="text-strong">Blocked by this browser.</strong> To allow them, open
            this site&apos;s settings (the icon at the left of the address bar), set Notifications
            to Allow, and reload this page.
          </p>
        ) : state === "on" ? (
          <>
            <p>
              <strong className="text-strong">Allowed on this device.</strong>{" "}
              {preferenceOn
                ? "Your notifications will appear here."
                : "Turn on Browser notifications above and save, or nothing will be sent."}
            </p>
            <Button variant="secondary" onClick={turnOff}>
              Turn off on this device
            </Button>
          </>
        ) : (
          <>
            <p className="text-muted">
              Your browser will ask you to confirm. You can turn them off again here at any time.
            </p>
            <Button onClick={allow} disabled={state === "working"}>
              {state === "working" ? "Asking your browser..." : "Allow browser notifications"}
            </Button>
          </>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold">Devices that show your notifications</h3>
        {devices.length === 0 ? (
          <p className="mt-1 text-sm text-muted">None yet.</p>
        ) : (
          <ul
            className="mt-2 divide-y divide-line"
            aria-label="Devices that show your notifications"
          >
            {devices.map((device) => (
              <li
                key={device.id}
                className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm"
              >
                <span>
                  <span className="font-medium text-strong">{device.device}</span>
                  {device.endpointHash === thisDevice ? (
                    <strong className="ml-2 text-accent">This device</strong>
                  ) : null}
                  <span className="block text-subtle">Added {device.added}</span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-device" />
                  <input type="hidden" name="id" value={device.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    aria-label={`Remove ${device.device}, added ${device.added}`}
                  >
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
