import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 (random port) that speaks the parts of PayPal's REST API the
 * app uses: OAuth2 client-credentials tokens (Basic auth checked), catalog products, billing
 * plans, subscriptions (create, get, cancel, suspend, activate), verify-webhook-signature, and
 * an approval page (plain HTML forms, so it works without JavaScript) that sends the browser
 * back to the subscription's return or cancel URL. Webhooks it "sends" are signed with a
 * transmission it remembers: verify-webhook-signature says SUCCESS for those alone.
 */

export type FakeSubscription = {
  id: string;
  status: "APPROVAL_PENDING" | "ACTIVE" | "SUSPENDED" | "CANCELLED" | "EXPIRED";
  plan_id: string;
  custom_id: string | null;
  return_url: string;
  cancel_url: string;
  start_time: string | null;
  next_billing_time: string | null;
};

export type RecordedPayPalRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

export type SignedWebhook = { headers: Record<string, string>; body: string };

export type PayPalFake = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  requests: RecordedPayPalRequest[];
  products: Map<string, { id: string; name: string }>;
  plans: Map<string, { id: string; product_id: string; price: string; currency: string }>;
  subscriptions: Map<string, FakeSubscription>;
  /** How many tokens were issued (the app should cache them). */
  tokensIssued(): number;
  /** The person approves at PayPal: the subscription becomes ACTIVE for a month. */
  approve(id: string, now?: Date): FakeSubscription;
  /** Sets a subscription's state as PayPal would after its own events. */
  update(id: string, change: Partial<FakeSubscription>): FakeSubscription;
  /** The next request whose path starts with `pathPrefix` gets this status and body instead. */
  failNext(pathPrefix: string, status: number, body: string): void;
  /** A webhook event for a subscription, as PayPal would send it (resource = the subscription). */
  subscriptionEvent(type: string, id: string, extra?: Record<string, unknown>): SignedWebhook;
  /** A PAYMENT.SALE.COMPLETED event for a subscription. */
  saleEvent(
    id: string,
    sale: { saleId?: string; total: string; currency?: string; time?: Date },
  ): SignedWebhook;
  /** Any event, signed by the fake. */
  sign(event: Record<string, unknown>): SignedWebhook;
  close(): Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

const html = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export async function startPayPalFake(
  options: {
    clientId?: string;
    clientSecret?: string;
    webhookId?: string;
    tokenTtl?: number;
    /** A fixed port (end-to-end runs pass it to the app before starting it); 0 picks one. */
    port?: number;
  } = {},
): Promise<PayPalFake> {
  const clientId = options.clientId ?? "fake-client-id";
  const clientSecret = options.clientSecret ?? "fake-client-secret-do-not-leak";
  const webhookId = options.webhookId ?? "WH-FAKE-1";
  const requests: RecordedPayPalRequest[] = [];
  const tokens = new Set<string>();
  const products = new Map<string, { id: string; name: string }>();
  const plans = new Map<
    string,
    { id: string; product_id: string; price: string; currency: string }
  >();
  const subscriptions = new Map<string, FakeSubscription>();
  /** transmission id → what was signed. */
  const transmissions = new Map<string, { sig: string; body: string }>();
  let issued = 0;
  const failures: { pathPrefix: string; status: number; body: string }[] = [];
  let url = "";

  const randomId = (prefix: string) =>
    `${prefix}-${crypto.randomBytes(6).toString("hex").toUpperCase()}`;

  function view(subscription: FakeSubscription) {
    return {
      id: subscription.id,
      status: subscription.status,
      plan_id: subscription.plan_id,
      custom_id: subscription.custom_id ?? undefined,
      start_time: subscription.start_time ?? undefined,
      billing_info: subscription.next_billing_time
        ? { next_billing_time: subscription.next_billing_time }
        : {},
      links: [
        {
          rel: "approve",
          href: `${url}/checkoutnow?ba_token=BA-${subscription.id}&subscription_id=${subscription.id}`,
        },
        { rel: "self", href: `${url}/v1/billing/subscriptions/${subscription.id}` },
      ],
    };
  }

  function approve(id: string, now = new Date()) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no fake subscription ${id}`);
    subscription.status = "ACTIVE";
    subscription.start_time = now.toISOString();
    const next = new Date(now);
    next.setUTCMonth(next.getUTCMonth() + 1);
    subscription.next_billing_time = next.toISOString();
    return subscription;
  }

  function sign(event: Record<string, unknown>): SignedWebhook {
    const body = JSON.stringify(event);
    const transmissionId = crypto.randomUUID();
    const sig = crypto.randomBytes(32).toString("base64");
    transmissions.set(transmissionId, { sig, body });
    return {
      body,
      headers: {
        "Content-Type": "application/json",
        "PayPal-Auth-Algo": "SHA256withRSA",
        "PayPal-Cert-Url": `${url}/v1/notifications/certs/CERT-FAKE`,
        "PayPal-Transmission-Id": transmissionId,
        "PayPal-Transmission-Sig": sig,
        "PayPal-Transmission-Time": new Date().toISOString(),
      },
    };
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    const parsed = new URL(req.url ?? "/", "http://fake");
    const path = parsed.pathname;
    const method = req.method ?? "GET";
    let body: unknown = null;
    const contentType = req.headers["content-type"] ?? "";
    if (contentType.includes("json") && text) {
      try {
        body = JSON.parse(text);
      } catch {
        return json(res, 400, { name: "INVALID_REQUEST" });
      }
    } else if (text) {
      body = Object.fromEntries(new URLSearchParams(text));
    }
    requests.push({ method, path, headers: req.headers, body });
    const failure = failures.findIndex((f) => path.startsWith(f.pathPrefix));
    if (failure !== -1) {
      const [{ status, body: failBody }] = failures.splice(failure, 1) as [
        (typeof failures)[number],
      ];
      res.writeHead(status, { "Content-Type": "application/json" });
      return res.end(failBody);
    }

    // The approval page, as a browser sees it.
    if (method === "GET" && path === "/checkoutnow") {
      const subscription = subscriptions.get(parsed.searchParams.get("subscription_id") ?? "");
      if (!subscription) {
        res.writeHead(404, { "Content-Type": "text/html" });
        return res.end("<!doctype html><title>Not found</title><h1>Not found</h1>");
      }
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(`<!doctype html><html lang="en"><head><title>PayPal (fake) checkout</title></head>
<body><main><h1>Approve your subscription</h1><p>Plan ${html(subscription.plan_id)}</p>
<form method="post" action="/checkoutnow/approve"><input type="hidden" name="subscription_id" value="${html(subscription.id)}">
<button type="submit">Agree &amp; Subscribe</button></form>
<p><a href="${html(subscription.cancel_url)}">Cancel and return</a></p></main></body></html>`);
    }
    if (method === "POST" && path === "/checkoutnow/approve") {
      const id = (body as Record<string, string> | null)?.subscription_id ?? "";
      const subscription = subscriptions.get(id);
      if (!subscription) return json(res, 404, { name: "RESOURCE_NOT_FOUND" });
      approve(id);
      const back = new URL(subscription.return_url);
      back.searchParams.set("subscription_id", id);
      back.searchParams.set("ba_token", `BA-${id}`);
      back.searchParams.set("token", crypto.randomBytes(6).toString("hex"));
      res.writeHead(303, { Location: back.href });
      return res.end();
    }

    if (method === "POST" && path === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) {
        return json(res, 401, {
          error: "invalid_client",
          error_description: "Client Authentication failed",
        });
      }
      if ((body as Record<string, string> | null)?.grant_type !== "client_credentials") {
        return json(res, 400, { error: "unsupported_grant_type" });
      }
      const token = `A21-${crypto.randomBytes(12).toString("hex")}`;
      tokens.add(token);
      issued += 1;
      return json(res, 200, {
        access_token: token,
        token_type: "Bearer",
        expires_in: options.tokenTtl ?? 32400,
        app_id: "APP-FAKE",
      });
    }

    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!tokens.has(bearer)) return json(res, 401, { error: "invalid_token" });
    const input = (body ?? {}) as Record<string, unknown>;

    if (method === "POST" && path === "/v1/catalogs/products") {
      const product = { id: randomId("PROD"), name: String(input.name ?? "") };
      products.set(product.id, product);
      return json(res, 201, product);
    }
    if (method === "POST" && path === "/v1/billing/plans") {
      const productId = String(input.product_id ?? "");
      if (!products.has(productId)) return json(res, 422, { name: "UNPROCESSABLE_ENTITY" });
      const cycles = input.billing_cycles as
        | { pricing_scheme?: { fixed_price?: { value?: string; currency_code?: string } } }[]
        | undefined;
      const price = cycles?.[0]?.pricing_scheme?.fixed_price;
      const plan = {
        id: randomId("P"),
        product_id: productId,
        price: price?.value ?? "",
        currency: price?.currency_code ?? "",
      };
      plans.set(plan.id, plan);
      return json(res, 201, { ...plan, status: "ACTIVE" });
    }
    if (method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      const transmission = transmissions.get(String(input.transmission_id ?? ""));
      const ok =
        transmission !== undefined &&
        transmission.sig === input.transmission_sig &&
        input.webhook_id === webhookId &&
        JSON.stringify(input.webhook_event) === transmission.body;
      return json(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    if (method === "POST" && path === "/v1/billing/subscriptions") {
      const planId = String(input.plan_id ?? "");
      if (!plans.has(planId)) return json(res, 422, { name: "UNPROCESSABLE_ENTITY" });
      const context = (input.application_context ?? {}) as Record<string, string>;
      const subscription: FakeSubscription = {
        id: randomId("I"),
        status: "APPROVAL_PENDING",
        plan_id: planId,
        custom_id: typeof input.custom_id === "string" ? input.custom_id : null,
        return_url: context.return_url ?? "",
        cancel_url: context.cancel_url ?? "",
        start_time: null,
        next_billing_time: null,
      };
      subscriptions.set(subscription.id, subscription);
      return json(res, 201, view(subscription));
    }
    const match = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/(cancel|suspend|activate))?$/.exec(
      path,
    );
    if (match) {
      const subscription = subscriptions.get(decodeURIComponent(match[1]!));
      if (!subscription) return json(res, 404, { name: "RESOURCE_NOT_FOUND" });
      const action = match[2];
      if (!action && method === "GET") return json(res, 200, view(subscription));
      if (action && method === "POST") {
        const allowed: Record<string, FakeSubscription["status"][]> = {
          cancel: ["ACTIVE", "SUSPENDED"],
          suspend: ["ACTIVE"],
          activate: ["SUSPENDED"],
        };
        if (!allowed[action]!.includes(subscription.status)) {
          return json(res, 422, {
            name: "UNPROCESSABLE_ENTITY",
            details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }],
          });
        }
        subscription.status =
          action === "cancel" ? "CANCELLED" : action === "suspend" ? "SUSPENDED" : "ACTIVE";
        res.writeHead(204);
        return res.end();
      }
    }
    return json(res, 404, { name: "RESOURCE_NOT_FOUND" });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    requests,
    products,
    plans,
    subscriptions,
    tokensIssued: () => issued,
    failNext(pathPrefix, status, body) {
      failures.push({ pathPrefix, status, body });
    },
    approve,
    update(id, change) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no fake subscription ${id}`);
      Object.assign(subscription, change);
      return subscription;
    },
    subscriptionEvent(type, id, extra = {}) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no fake subscription ${id}`);
      const resource = view(subscription);
      return sign({
        id: randomId("WH"),
        event_type: type,
        resource_type: "subscription",
        create_time: new Date().toISOString(),
        resource: {
          ...resource,
          billing_info: { ...resource.billing_info, ...(extra.billing_info as object) },
        },
      });
    },
    saleEvent(id, sale) {
      return sign({
        id: randomId("WH"),
        event_type: "PAYMENT.SALE.COMPLETED",
        resource_type: "sale",
        create_time: new Date().toISOString(),
        resource: {
          id: sale.saleId ?? randomId("SALE"),
          state: "completed",
          amount: { total: sale.total, currency: sale.currency ?? "USD" },
          billing_agreement_id: id,
          create_time: (sale.time ?? new Date()).toISOString(),
        },
      });
    },
    sign,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
