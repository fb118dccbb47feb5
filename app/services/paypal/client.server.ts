import crypto from "node:crypto";
import type { PayPalConfig } from "~/models/paypal-settings.server";

/**
 * PayPal's REST API with `fetch` (docs/decisions/013-paypal-subscriptions.md). Every call has a
 * timeout; every failure becomes a PayPalError whose message is ours: PayPal's bodies, the
 * secret and the token are never logged, thrown or returned.
 */

const TIMEOUT_MS = 10_000;

export type PayPalErrorKind =
  "not_configured" | "credentials" | "unavailable" | "not_found" | "rejected" | "invalid_response";

export class PayPalError extends Error {
  constructor(
    readonly kind: PayPalErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "PayPalError";
  }
}

type CachedToken = { token: string; expiresAt: number };
const tokens = new Map<string, CachedToken>();

/** The cache key: base and client id, and a hash of the secret (a new secret gets a new token). */
function tokenKey(config: PayPalConfig) {
  const secretHash = crypto.createHash("sha256").update(config.clientSecret).digest("hex");
  return `${config.apiBase}\n${config.clientId}\n${secretHash}`;
}

async function send(url: string, init: RequestInit) {
  try {
    return await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  } catch {
    throw new PayPalError("unavailable", "PayPal could not be reached. Please try again later.");
  }
}

/** An OAuth2 client-credentials token, reused until a minute before it expires. */
export async function getAccessToken(config: PayPalConfig, now = Date.now()) {
  const key = tokenKey(config);
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > now) return cached.token;
  const response = await send(`${config.apiBase}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
    },
    body: "grant_type=client_credentials",
  });
  if (response.status === 401 || response.status === 403 || response.status === 400) {
    await response.body?.cancel();
    throw new PayPalError("credentials", "PayPal refused the client id and secret.");
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PayPalError(
      "unavailable",
      `PayPal answered ${response.status} to the token request.`,
    );
  }
  const body = (await response.json().catch(() => null)) as {
    access_token?: unknown;
    expires_in?: unknown;
  } | null;
  if (!body || typeof body.access_token !== "string") {
    throw new PayPalError("invalid_response", "PayPal's token answer could not be read.");
  }
  const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
  if (tokens.size > 20) tokens.clear();
  tokens.set(key, { token: body.access_token, expiresAt: now + Math.max(0, seconds - 60) * 1000 });
  return body.access_token;
}

type CallOptions = { body?: unknown; requestId?: string };

/** One API call with the bearer token; a 401 drops the cached token and tries once more. */
async function call<T>(
  config: PayPalConfig,
  method: string,
  path: string,
  options: CallOptions = {},
  retried = false,
): Promise<T> {
  const token = await getAccessToken(config);
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    Accept: "application/json",
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.requestId) headers["PayPal-Request-Id"] = options.requestId;
  const response = await send(`${config.apiBase}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (response.status === 401 && !retried) {
    await response.body?.cancel();
    tokens.delete(tokenKey(config));
    return call(config, method, path, options, true);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    throw new PayPalError("not_found", "PayPal does not know that subscription.");
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PayPalError(
      response.status >= 500 ? "unavailable" : "rejected",
      `PayPal refused the request (${response.status}).`,
    );
  }
  if (response.status === 204) return null as T;
  const text = await response.text();
  if (!text) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new PayPalError("invalid_response", "PayPal's answer could not be read.");
  }
}

/** "Test connection": gets a fresh token, and says so in words that carry no secret. */
export async function testPayPalConnection(config: PayPalConfig) {
  tokens.delete(tokenKey(config));
  try {
    await getAccessToken(config);
    return { ok: true, message: `PayPal accepted the credentials (${config.apiBase}).` };
  } catch (error) {
    if (error instanceof PayPalError) return { ok: false, message: error.message };
    throw error;
  }
}

type Link = { href?: string; rel?: string };

export type PayPalSubscription = {
  id: string;
  status: string;
  plan_id?: string;
  custom_id?: string;
  start_time?: string;
  billing_info?: { next_billing_time?: string };
  links?: Link[];
};

export async function createProduct(
  config: PayPalConfig,
  input: { name: string; description?: string | null },
) {
  const product = await call<{ id?: unknown }>(config, "POST", "/v1/catalogs/products", {
    body: {
      name: input.name,
      ...(input.description ? { description: input.description.slice(0, 256) } : {}),
      type: "SERVICE",
      category: "SOFTWARE",
    },
    requestId: crypto.randomUUID(),
  });
  if (!product || typeof product.id !== "string") {
    throw new PayPalError("invalid_response", "PayPal did not return a product id.");
  }
  return product.id;
}

const INTERVAL_UNITS: Record<string, string> = {
  day: "DAY",
  week: "WEEK",
  month: "MONTH",
  year: "YEAR",
};

export async function createBillingPlan(
  config: PayPalConfig,
  input: {
    productId: string;
    name: string;
    description?: string | null;
    interval: string;
    /** The decimal price PayPal expects ("9.99"). */
    price: string;
    currency: string;
  },
) {
  const plan = await call<{ id?: unknown }>(config, "POST", "/v1/billing/plans", {
    body: {
      product_id: input.productId,
      name: input.name,
      ...(input.description ? { description: input.description.slice(0, 127) } : {}),
      status: "ACTIVE",
      billing_cycles: [
        {
          frequency: {
            interval_unit: INTERVAL_UNITS[input.interval] ?? "MONTH",
            interval_count: 1,
          },
          tenure_type: "REGULAR",
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: input.price, currency_code: input.currency } },
        },
      ],
      payment_preferences: {
        auto_bill_outstanding: true,
        setup_fee_failure_action: "CANCEL",
        payment_failure_threshold: 3,
      },
    },
    requestId: crypto.randomUUID(),
  });
  if (!plan || typeof plan.id !== "string") {
    throw new PayPalError("invalid_response", "PayPal did not return a plan id.");
  }
  return plan.id;
}

function checkSubscription(value: unknown): PayPalSubscription {
  const subscription = value as PayPalSubscription | null;
  if (
    !subscription ||
    typeof subscription.id !== "string" ||
    typeof subscription.status !== "string"
  ) {
    throw new PayPalError("invalid_response", "PayPal's subscription answer could not be read.");
  }
  return subscription;
}

/** Creates a subscription waiting for the person's approval; returns it with its approve link. */
export async function createSubscription(
  config: PayPalConfig,
  input: {
    planId: string;
    customId: string;
    returnUrl: string;
    cancelUrl: string;
    brandName: string;
  },
) {
  const subscription = checkSubscription(
    await call(config, "POST", "/v1/billing/subscriptions", {
      body: {
        plan_id: input.planId,
        custom_id: input.customId,
        application_context: {
          brand_name: input.brandName,
          user_action: "SUBSCRIBE_NOW",
          shipping_preference: "NO_SHIPPING",
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        },
      },
      requestId: crypto.randomUUID(),
    }),
  );
  const approve = subscription.links?.find((link) => link.rel === "approve")?.href;
  let approveUrl: URL | null = null;
  try {
    approveUrl = approve ? new URL(approve) : null;
  } catch {
    approveUrl = null;
  }
  if (!approveUrl || (approveUrl.protocol !== "https:" && approveUrl.protocol !== "http:")) {
    throw new PayPalError("invalid_response", "PayPal did not return an approval link.");
  }
  return { subscription, approveUrl: approveUrl.href };
}

const SUBSCRIPTION_ID = /^[A-Za-z0-9-]{1,64}$/;

export function isPayPalSubscriptionId(value: string) {
  return SUBSCRIPTION_ID.test(value);
}

function subscriptionPath(id: string, action?: string) {
  if (!isPayPalSubscriptionId(id))
    throw new PayPalError("not_found", "That is not a PayPal subscription.");
  return `/v1/billing/subscriptions/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;
}

export async function getSubscription(config: PayPalConfig, id: string) {
  return checkSubscription(await call(config, "GET", subscriptionPath(id)));
}

async function changeSubscription(
  config: PayPalConfig,
  id: string,
  action: string,
  reason: string,
) {
  await call(config, "POST", subscriptionPath(id, action), { body: { reason } });
}

export const cancelSubscription = (config: PayPalConfig, id: string, reason: string) =>
  changeSubscription(config, id, "cancel", reason);
export const suspendSubscription = (config: PayPalConfig, id: string, reason: string) =>
  changeSubscription(config, id, "suspend", reason);
export const activateSubscription = (config: PayPalConfig, id: string, reason: string) =>
  changeSubscription(config, id, "activate", reason);

/** The transmission headers PayPal signs a webhook with. */
export const WEBHOOK_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

/**
 * Asks PayPal whether it sent this event to the configured webhook (verify-webhook-signature).
 * False for a missing header, no webhook id, or anything but SUCCESS.
 */
export async function verifyWebhookSignature(
  config: PayPalConfig,
  headers: Headers,
  event: unknown,
) {
  if (!config.webhookId) return false;
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(WEBHOOK_HEADERS)) {
    const value = headers.get(header);
    if (!value || value.length > 2048) return false;
    fields[field] = value;
  }
  const answer = await call<{ verification_status?: unknown }>(
    config,
    "POST",
    "/v1/notifications/verify-webhook-signature",
    { body: { ...fields, webhook_id: config.webhookId, webhook_event: event } },
  );
  return answer?.verification_status === "SUCCESS";
}
