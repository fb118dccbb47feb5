/**
 * Solace's service worker: it shows browser notifications and nothing else (no caching, no
 * offline pages). Registered only by the "Allow browser notifications" control on
 * /settings/notifications; see docs/decisions/023-web-push.md.
 */

const FALLBACK_URL = "/notifications";

/** A path of this site only: a message can never open another site. */
function localUrl(value) {
  try {
    const url = new URL(typeof value === "string" ? value : FALLBACK_URL, self.location.origin);
    return url.origin === self.location.origin
      ? url.href
      : new URL(FALLBACK_URL, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_URL, self.location.origin).href;
  }
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Solace";
  const options = {
    body: typeof data.body === "string" ? data.body : "",
    icon: "/favicon.svg",
    data: { url: localUrl(data.url) },
  };
  if (typeof data.tag === "string" && data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = localUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});

/** The browser renewed the subscription: save the new one for whoever is signed in. */
self.addEventListener("pushsubscriptionchange", (event) => {
  const renewed = event.newSubscription
    ? Promise.resolve(event.newSubscription)
    : event.oldSubscription
      ? self.registration.pushManager.subscribe(event.oldSubscription.options)
      : Promise.resolve(null);
  event.waitUntil(
    renewed.then((subscription) =>
      subscription
        ? fetch("/api/push-subscriptions", {
            method: "POST",
            credentials: "same-origin",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(subscription.toJSON()),
          })
        : undefined,
    ),
  );
});
