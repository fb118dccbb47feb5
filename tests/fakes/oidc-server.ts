import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWK } from "jose";

/** The person the fake signs in. `email_verified` may be Apple's string "true". */
export type OidcFakeUser = {
  sub: string;
  email?: string;
  email_verified?: boolean | "true" | "false";
  name?: string;
};

export type OidcFakeBehaviour = {
  user: OidcFakeUser;
  /** Signs ID tokens with a key that is not in the JWKS (same `kid`). */
  wrongKey?: boolean;
  /** ID tokens that expired an hour ago. */
  expiredIdToken?: boolean;
  /** Leaves email out of the ID token: the app must ask the userinfo endpoint. */
  emailOnlyInUserinfo?: boolean;
};

/** A client the fake knows: a plain secret, or Apple's ES256 client-secret JWT checked by key. */
type FakeClient = { secret: string } | { appleKey: CryptoKey; teamId: string; keyId: string };

type Issued = {
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  codeChallenge: string | null;
  user: OidcFakeUser;
  used: boolean;
};

export type OidcFake = {
  /** http://127.0.0.1:<port>, the issuer identifier and base of every endpoint. */
  issuer: string;
  behaviour: OidcFakeBehaviour;
  /** Everything the token endpoint answered, for assertions ("invalid_grant" on a replay). */
  tokenAnswers: Array<{ status: number; error?: string }>;
  addClient(clientId: string, client: FakeClient): void;
  /**
   * What a browser on the consent page does when it clicks Allow (or Deny): the app's callback
   * URL with code and state (query mode), or the fields Apple-style form_post would send.
   */
  consent(
    authorizeUrl: string,
    decision?: "allow" | "deny",
  ): Promise<{ callback: URL; formPost: URLSearchParams | null }>;
  close(): Promise<void>;
};

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readBody(req: http.IncomingMessage) {
  return new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function hiddenFields(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("");
}

const AUTHORIZE_FIELDS = [
  "client_id",
  "redirect_uri",
  "state",
  "nonce",
  "code_challenge",
  "code_challenge_method",
  "response_mode",
  "scope",
];

/**
 * A real OpenID Connect provider on 127.0.0.1 (random port): discovery, JWKS, an authorize
 * endpoint with a small consent page (a form the browser submits), token (authorization code +
 * PKCE, single-use codes, client_secret_basic/post or Apple's client-secret JWT) and userinfo.
 * `behaviour` decides who signs in and how the ID token is broken, if at all.
 */
export async function startOidcFake(
  behaviour: OidcFakeBehaviour = {
    user: { sub: "fake-subject-1", email: "oidc.person@example.com", email_verified: true },
  },
): Promise<OidcFake> {
  const kid = "fake-key-1";
  const signing = await generateKeyPair("RS256", { extractable: true });
  const impostor = await generateKeyPair("RS256");
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid, alg: "RS256", use: "sig" };
  const clients = new Map<string, FakeClient>();
  const codes = new Map<string, Issued>();
  const accessTokens = new Map<string, OidcFakeUser>();
  const tokenAnswers: OidcFake["tokenAnswers"] = [];
  let issuer = "";

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  };
  const html = (res: http.ServerResponse, body: string) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><title>Fake provider</title></head><body>${body}</body></html>`,
    );
  };

  async function authenticateClient(req: http.IncomingMessage, form: URLSearchParams) {
    let clientId = form.get("client_id");
    let secret = form.get("client_secret");
    const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    if (basic) {
      const [id, pass] = Buffer.from(basic, "base64").toString("utf8").split(":");
      clientId = decodeURIComponent(id ?? "");
      secret = decodeURIComponent(pass ?? "");
    }
    const client = clientId ? clients.get(clientId) : undefined;
    if (!client || !secret) return null;
    if ("secret" in client) return client.secret === secret ? clientId : null;
    try {
      const { payload, protectedHeader } = await jwtVerify(secret, client.appleKey, {
        issuer: client.teamId,
        subject: clientId!,
        audience: issuer,
        algorithms: ["ES256"],
      });
      return protectedHeader.kid === client.keyId && payload.exp ? clientId : null;
    } catch {
      return null;
    }
  }

  async function idToken(issued: Issued, clientId: string) {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { name: issued.user.name };
    if (issued.nonce) claims.nonce = issued.nonce;
    if (!fake.behaviour.emailOnlyInUserinfo) {
      claims.email = issued.user.email;
      claims.email_verified = issued.user.email_verified;
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(issued.user.sub)
      .setIssuedAt(fake.behaviour.expiredIdToken ? now - 7200 : now)
      .setExpirationTime(fake.behaviour.expiredIdToken ? now - 3600 : now + 600)
      .sign(fake.behaviour.wrongKey ? impostor.privateKey : signing.privateKey);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", issuer);
    if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        response_modes_supported: ["query", "form_post"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
        scopes_supported: ["openid", "email", "profile", "name"],
      });
    }
    if (req.method === "GET" && url.pathname === "/jwks") {
      return json(res, 200, { keys: [publicJwk] });
    }
    if (req.method === "GET" && url.pathname === "/authorize") {
      const params = url.searchParams;
      if (!clients.has(params.get("client_id") ?? "") || params.get("response_type") !== "code") {
        res.writeHead(400, { "Content-Type": "text/plain" });
        return res.end("unknown client or response type");
      }
      const fields = Object.fromEntries(
        AUTHORIZE_FIELDS.flatMap((name) => {
          const value = params.get(name);
          return value === null ? [] : [[name, value]];
        }),
      );
      const who = fake.behaviour.user.email ?? fake.behaviour.user.sub;
      return html(
        res,
        `<main><h1>Fake provider</h1><p>Sign in to the app as ${escapeHtml(who)}?</p>
<form method="post" action="/authorize">${hiddenFields(fields)}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></form></main>`,
      );
    }
    if (req.method === "POST" && url.pathname === "/authorize") {
      const form = new URLSearchParams(await readBody(req));
      const redirectUri = form.get("redirect_uri") ?? "";
      const back: Record<string, string> = {};
      const state = form.get("state");
      if (state !== null) back.state = state;
      if (form.get("decision") !== "allow") {
        back.error = "access_denied";
      } else {
        const code = crypto.randomBytes(16).toString("base64url");
        codes.set(code, {
          clientId: form.get("client_id") ?? "",
          redirectUri,
          nonce: form.get("nonce"),
          codeChallenge: form.get("code_challenge"),
          user: { ...fake.behaviour.user },
          used: false,
        });
        back.code = code;
      }
      if (form.get("response_mode") === "form_post") {
        return html(
          res,
          `<main><p>Returning to the app…</p><form method="post" action="${escapeHtml(redirectUri)}">${hiddenFields(back)}<button type="submit">Continue</button></form></main>`,
        );
      }
      const location = new URL(redirectUri);
      for (const [name, value] of Object.entries(back)) location.searchParams.set(name, value);
      res.writeHead(302, { Location: location.href });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(await readBody(req));
      const answer = (status: number, body: Record<string, unknown>) => {
        tokenAnswers.push({
          status,
          error: typeof body.error === "string" ? body.error : undefined,
        });
        return json(res, status, body);
      };
      const clientId = await authenticateClient(req, form);
      if (!clientId) return answer(401, { error: "invalid_client" });
      const issued = codes.get(form.get("code") ?? "");
      if (
        form.get("grant_type") !== "authorization_code" ||
        !issued ||
        issued.clientId !== clientId
      ) {
        return answer(400, { error: "invalid_grant" });
      }
      if (issued.used)
        return answer(400, { error: "invalid_grant", error_description: "code already used" });
      issued.used = true;
      if (issued.redirectUri !== form.get("redirect_uri"))
        return answer(400, { error: "invalid_grant" });
      const verifier = form.get("code_verifier") ?? "";
      const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
      if (!issued.codeChallenge || challenge !== issued.codeChallenge) {
        return answer(400, { error: "invalid_grant", error_description: "PKCE" });
      }
      const accessToken = crypto.randomBytes(16).toString("base64url");
      accessTokens.set(accessToken, issued.user);
      return answer(200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 3600,
        id_token: await idToken(issued, clientId),
      });
    }
    if (req.method === "GET" && url.pathname === "/userinfo") {
      const token = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      const user = token ? accessTokens.get(token) : undefined;
      if (!user) return json(res, 401, { error: "invalid_token" });
      return json(res, 200, user);
    }
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("not found");
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: OidcFake = {
    issuer,
    behaviour,
    tokenAnswers,
    addClient(clientId, client) {
      clients.set(clientId, client);
    },
    async consent(authorizeUrl, decision = "allow") {
      const page = await fetch(authorizeUrl);
      if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
      const fields = new URLSearchParams();
      for (const match of (await page.text()).matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
        fields.set(
          match[1]!,
          match[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
        );
      }
      fields.set("decision", decision);
      const answer = await fetch(`${issuer}/authorize`, {
        method: "POST",
        body: fields,
        redirect: "manual",
      });
      if (answer.status === 302)
        return { callback: new URL(answer.headers.get("Location")!), formPost: null };
      const body = await answer.text();
      const action = body.match(/action="([^"]+)"/)?.[1] ?? "";
      const posted = new URLSearchParams();
      for (const match of body.matchAll(/name="([^"]+)" value="([^"]*)"/g))
        posted.set(match[1]!, match[2]!);
      return {
        callback: new URL(
          action.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
        ),
        formPost: posted,
      };
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return fake;
}
