import crypto from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

/**
 * A Web Push service for tests: a real HTTPS server on 127.0.0.1 (random port, a self-signed
 * certificate) that checks what a push service checks and records what it accepts.
 *
 * - `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by that key, whose `aud`
 *   is this server's origin and whose `exp` is in the future and at most 24 hours away (RFC 8292);
 * - `Content-Encoding: aes128gcm` and a `TTL` header (RFC 8030);
 * - the body is decrypted with the subscription's private key (RFC 8291), which only the fake
 *   knows: `subscribe()` plays the browser and keeps it.
 *
 * `answer(endpoint, 410)` makes an endpoint answer that status from then on, as a push service
 * does for a browser that unsubscribed.
 */

export type PushDelivery = {
  endpoint: string;
  ttl: number;
  urgency: string | null;
  /** The VAPID public key (base64url) the request was signed with. */
  vapidKey: string;
  /** The JWT's `sub`: the contact the app gave. */
  subject: string;
  /** The decrypted payload. */
  payload: string;
};

export type RejectedPush = { endpoint: string; status: number; reason: string };

type FakeBrowser = { ecdh: crypto.ECDH; auth: Buffer };

export type PushFake = {
  origin: string;
  /** Trusts the fake's certificate: pass it to sendPushToUser. */
  agent: https.Agent;
  /** A new browser subscription, as PushSubscription.toJSON() gives it. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** From now on this endpoint answers `status` (404 or 410: the subscription is gone). */
  answer(endpoint: string, status: number): void;
  deliveries: PushDelivery[];
  rejected: RejectedPush[];
  close(): Promise<void>;
};

const b64u = (buffer: Buffer) => buffer.toString("base64url");

function verifyVapid(header: string | undefined, origin: string) {
  const match = header?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/);
  if (!match) return { error: "Authorization is not `vapid t=..., k=...`" };
  const [, token, key] = match as unknown as [string, string, string];
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return { error: "k is not a P-256 public key" };
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: "jwk",
  });
  const [head, body, signature] = token.split(".") as [string, string, string];
  const valid = crypto.verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) return { error: "the JWT signature does not verify with k" };
  const headerJson = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (headerJson.alg !== "ES256") return { error: "the JWT is not ES256" };
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return { error: `aud ${claims.aud} is not ${origin}` };
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + 24 * 3600) {
    return { error: "exp is not within the next 24 hours" };
  }
  if (!claims.sub || !/^(https:|mailto:)/.test(claims.sub)) return { error: "sub is missing" };
  return { key, subject: claims.sub };
}

/** RFC 8291 + RFC 8188, one record: what the browser does with what arrives. */
function decrypt(body: Buffer, browser: FakeBrowser) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const browserKey = browser.ecdh.getPublicKey();
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browserKey, serverKey]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with a 0x02 delimiter followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export async function startPushFake(): Promise<PushFake> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const browsers = new Map<string, FakeBrowser>();
  const answers = new Map<string, number>();
  const deliveries: PushDelivery[] = [];
  const rejected: RejectedPush[] = [];
  let origin = "";

  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const endpoint = `${origin}${req.url ?? ""}`;
      const refuse = (status: number, reason: string) => {
        rejected.push({ endpoint, status, reason });
        res.writeHead(status, { "Content-Type": "text/plain" }).end(reason);
      };
      const browser = browsers.get(req.url ?? "");
      if (req.method !== "POST" || !browser) return refuse(404, "no such subscription");
      const forced = answers.get(endpoint);
      if (forced) return refuse(forced, "told to answer this");
      const vapid = verifyVapid(req.headers.authorization, origin);
      if ("error" in vapid) return refuse(401, vapid.error ?? "bad VAPID");
      if (req.headers["content-encoding"] !== "aes128gcm") {
        return refuse(415, "Content-Encoding must be aes128gcm");
      }
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
        return refuse(400, "TTL header is missing");
      }
      let payload: string;
      try {
        payload = decrypt(Buffer.concat(chunks), browser);
      } catch (error) {
        return refuse(400, `cannot decrypt: ${(error as Error).message}`);
      }
      deliveries.push({
        endpoint,
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        vapidKey: vapid.key,
        subject: vapid.subject,
        payload,
      });
      res.writeHead(201, { Location: `${endpoint}/messages/${deliveries.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: pems.cert, keepAlive: false });

  return {
    origin,
    agent,
    subscribe() {
      const path = `/push/${crypto.randomUUID()}`;
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    deliveries,
    rejected,
    close: () =>
      new Promise<void>((resolve, reject) => {
        agent.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
