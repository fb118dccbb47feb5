import { useEffect, useRef, useState } from "react";

/**
 * PayPal's subscription buttons, loaded only on the subscription screen and only with
 * JavaScript. The subscription is created by the server (so it is tied to this person), and the
 * approval comes back through /subscription/return, which confirms it with PayPal, exactly like
 * the form beside it. If the SDK cannot load, the buttons stay away and the form does the job.
 */
export function PayPalButtons({ clientId }: { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    void (async () => {
      try {
        const { loadScript } = await import("@paypal/paypal-js");
        const paypal = await loadScript({ clientId, vault: true, intent: "subscription" });
        if (cancelled || !paypal?.Buttons || !target) return;
        await paypal
          .Buttons({
            style: { label: "subscribe", layout: "horizontal", tagline: false },
            createSubscription: async () => {
              const response = await fetch("/resources/paypal-subscription", {
                method: "POST",
                headers: { Accept: "application/json" },
                body: new URLSearchParams({ intent: "upgrade" }),
              });
              const body = (await response.json()) as {
                subscriptionId?: string;
                message?: string;
              };
              if (!response.ok || !body.subscriptionId) {
                throw new Error(body.message ?? "The subscription could not be started.");
              }
              return body.subscriptionId;
            },
            onApprove: async (data) => {
              const id = data.subscriptionID ?? "";
              window.location.assign(
                `/subscription/return?subscription_id=${encodeURIComponent(id)}`,
              );
            },
            onError: () => {
              setFailed("PayPal could not start the subscription. Please use the button below.");
            },
          })
          .render(target);
      } catch {
        // The SDK did not load (blocked or offline): the form below still works.
      }
    })();
    return () => {
      cancelled = true;
      if (target) target.replaceChildren();
    };
  }, [clientId]);

  return (
    <div>
      <div ref={container} />
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
