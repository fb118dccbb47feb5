import { createCookie } from "@remix-run/node";
import { importPKCS8, SignJWT } from "jose";
import * as client from "openid-client";
import { env, isSecureAppUrl } from "~/env.server";
import { isSignInProvider, type SignInProvider } from "~/lib/sign-in-providers";
import { enabledProviderIssuers, type ProviderConfig } from "~/models/sign-in-providers.server";
import { checkBaseUrl } from "~/services/ai/base-url.server";

/**
 * Sign-in with OpenID Connect providers through openid-client: authorization code flow with PKCE,
 * `state` and `nonce`, and the ID token's signature, issuer, audience and expiry checked by the
 * library (docs/architecture.md, sign-in providers; docs/decisions/015-sign-in-providers.md).
 */

/** Why a sign-in did not complete, in words that can be shown at /auth?error=…. */
export class SignInError extends Error {}

const FLOW_TTL_SECONDS = 10 * 60;
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const HTTP_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * An issuer URL's problem, or null when it may be used: http(s) only, https except on this
 * machine (a provider under test), never link-local or cloud metadata addresses.
 */
export async function checkIssuerUrl(issuer: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return "Enter the issuer's full https URL, such as https://login.example.com";
  }
  if (
    url.protocol !== "https:" &&
    !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))
  ) {
    return "The issuer URL must use https.";
  }
  return checkBaseUrl(issuer, {
    what: "an identity provider",
    example: "https://login.example.com",
  });
}

const metadataCache = new Map<string, { metadata: client.ServerMetadata; at: number }>();

async function serverMetadata(issuer: string) {
  const cached = metadataCache.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.metadata;
  const refused = await checkIssuerUrl(issuer);
  if (refused) throw new SignInError(refused);
  const url = new URL(issuer);
  const config = await client.discovery(url, "discovery", undefined, undefined, {
    execute: url.protocol === "http:" ? [client.allowInsecureRequests] : [],
    timeout: HTTP_TIMEOUT_SECONDS,
  });
  const metadata = config.serverMetadata();
  metadataCache.set(issuer, { metadata, at: Date.now() });
  return metadata;
}

/**
 * Fetches the issuer's discovery document, as /admin/oauth's "Test" does: a short sentence for
 * the admin, never the provider's own answer.
 */
export async function testDiscovery(issuer: string) {
  const refused = await checkIssuerUrl(issuer);
  if (refused) return { ok: false, message: refused };
  try {
    metadataCache.delete(issuer);
    const metadata = await serverMetadata(issuer);
    const missing = ["authorization_endpoint", "token_endpoint", "jwks_uri"].filter(
      (field) => !metadata[field as keyof client.ServerMetadata],
    );
    if (missing.length) {
      return { ok: false, message: `The discovery document has no ${missing.join(", ")}.` };
    }
    return {
      ok: true,
      message: `Found the discovery document of ${metadata.issuer}. Sign-in can use it.`,
    };
  } catch (error) {
    return { ok: false, message: describeFailure(error) };
  }
}

function describeFailure(error: unknown) {
  if (error instanceof SignInError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED" || code === "OAUTH_INVALID_RESPONSE") {
    return "The address answered, but not with a valid discovery document for this issuer (its `issuer` must be this exact URL).";
  }
  if (code === "OAUTH_RESPONSE_IS_NOT_CONFORM") {
    return "The address answered with an error instead of a discovery document.";
  }
  if ((error as { name?: unknown } | null)?.name === "TimeoutError") {
    return "The issuer did not answer in time.";
  }
  return "The issuer could not be reached. Check the URL.";
}

/**
 * The library's error code and message (and its cause's message, e.g. which check failed) for the
 * server log: never the provider's response body, never shown to the person.
 */
function logReason(error: unknown) {
  if (!(error instanceof Error)) return "unknown error";
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${typeof code === "string" ? code : error.name}: ${error.message}${cause}`;
}

/** Apple's client secret: a short-lived ES256 JWT signed with the admin's private key. */
async function appleClientSecret(config: Extract<ProviderConfig, { provider: "apple" }>) {
  const key = await importPKCS8(config.privateKey, "ES256");
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: config.keyId })
    .setIssuer(config.teamId)
    .setSubject(config.clientId)
    .setAudience(config.issuer)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);
}

async function clientConfiguration(config: ProviderConfig) {
  const metadata = await serverMetadata(config.issuer);
  let auth: client.ClientAuth;
  if (config.provider === "apple") {
    auth = client.ClientSecretPost(await appleClientSecret(config));
  } else {
    const methods = metadata.token_endpoint_auth_methods_supported;
    auth =
      methods && !methods.includes("client_secret_basic") && methods.includes("client_secret_post")
        ? client.ClientSecretPost(config.clientSecret)
        : client.ClientSecretBasic(config.clientSecret);
  }
  const configuration = new client.Configuration(metadata, config.clientId, undefined, auth);
  configuration.timeout = HTTP_TIMEOUT_SECONDS;
  if (new URL(config.issuer).protocol === "http:") client.allowInsecureRequests(configuration);
  // Verifies the ID token's signature against the issuer's keys (jwks_uri), not only its claims.
  client.enableNonRepudiationChecks(configuration);
  return configuration;
}

export function callbackUrl(provider: SignInProvider) {
  return new URL(`/auth/oidc/${provider}/callback`, env().APP_URL).toString();
}

type FlowState = {
  provider: SignInProvider;
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
};

let flowCookieInstance: ReturnType<typeof createCookie> | undefined;

/**
 * The flow's secrets between the redirect and the callback: signed, httpOnly, ten minutes. Apple
 * answers with a cross-site POST (form_post), which carries only SameSite=None cookies: so over
 * https the cookie is SameSite=None (and Secure); plain http (development) keeps Lax.
 */
function flowCookie() {
  flowCookieInstance ??= createCookie("__oidc_flow", {
    httpOnly: true,
    secure: isSecureAppUrl(),
    sameSite: isSecureAppUrl() ? "none" : "lax",
    // "/auth", not "/auth/oidc": with single fetch, data requests go to "/auth/oidc/….data".
    path: "/auth",
    maxAge: FLOW_TTL_SECONDS,
    secrets: [env().sessionSecret],
  });
  return flowCookieInstance;
}

export function clearFlowCookie() {
  return flowCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The provider's authorization URL and the cookie that remembers the flow. */
export async function startProviderSignIn(config: ProviderConfig, returnTo: string) {
  let configuration: client.Configuration;
  try {
    configuration = await clientConfiguration(config);
  } catch (error) {
    console.warn(`[oidc] ${config.provider}: discovery failed: ${describeFailure(error)}`);
    throw new SignInError(
      `${config.label} sign-in is not available right now. Please try again later.`,
    );
  }
  const flow: FlowState = {
    provider: config.provider,
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo,
  };
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(config.provider),
    scope: config.provider === "apple" ? "openid email name" : "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
  };
  // Apple sends the code back as a form POST whenever email or name is asked for.
  if (config.provider === "apple") parameters.response_mode = "form_post";
  return {
    url: client.buildAuthorizationUrl(configuration, parameters).href,
    cookie: await flowCookie().serialize(flow),
  };
}

async function readFlow(request: Request, provider: SignInProvider) {
  const value: unknown = await flowCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const flow = value as Partial<FlowState>;
  if (
    flow.provider !== provider ||
    typeof flow.verifier !== "string" ||
    typeof flow.state !== "string" ||
    typeof flow.nonce !== "string"
  ) {
    return null;
  }
  return {
    ...flow,
    returnTo: typeof flow.returnTo === "string" ? flow.returnTo : "/",
  } as FlowState;
}

/** What the provider told us about the person, after every check passed. */
export type ProviderProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  returnTo: string;
};

function claimText(value: unknown) {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** Apple sends the name once, on the first sign-in, beside the code: `user={"name":{…}}`. */
function appleName(user: string | null) {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const name = [claimText(parsed.name?.firstName), claimText(parsed.name?.lastName)]
      .filter(Boolean)
      .join(" ");
    return name || null;
  } catch {
    return null;
  }
}

/**
 * Completes the flow: the callback's parameters (`params`: the query string, or Apple's posted
 * form) against the flow cookie, the code exchanged with the PKCE verifier, the ID token checked.
 * Throws SignInError with a message for the person; the details go to the server log only.
 */
export async function finishProviderSignIn(
  config: ProviderConfig,
  request: Request,
  params: URLSearchParams,
): Promise<ProviderProfile> {
  const failed = new SignInError(
    `Sign-in with ${config.label} did not complete. Please try again.`,
  );
  const flow = await readFlow(request, config.provider);
  if (!flow) {
    throw new SignInError(
      `Your sign-in with ${config.label} took too long or was started in another browser. Please try again.`,
    );
  }
  if (params.get("error") === "access_denied") {
    throw new SignInError(`Sign-in with ${config.label} was cancelled.`);
  }
  const currentUrl = new URL(callbackUrl(config.provider));
  for (const name of ["code", "state", "error", "error_description", "iss"]) {
    const value = params.get(name);
    if (value !== null) currentUrl.searchParams.set(name, value);
  }
  try {
    const configuration = await clientConfiguration(config);
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw failed;
    let email = claimText(claims.email);
    let verified: unknown = claims.email_verified;
    let name = claimText(claims.name) ?? claimText(claims.given_name);
    if (!email && configuration.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = claimText(info.email);
      verified = info.email_verified;
      name ??= claimText(info.name) ?? claimText(info.given_name);
    }
    return {
      subject: claims.sub,
      email: email?.toLowerCase() ?? null,
      // Apple sends "true" as a string.
      emailVerified: verified === true || verified === "true",
      name: name ?? (config.provider === "apple" ? appleName(params.get("user")) : null),
      returnTo: flow.returnTo,
    };
  } catch (error) {
    if (error instanceof SignInError) throw error;
    console.warn(`[oidc] ${config.provider}: sign-in refused: ${logReason(error)}`);
    throw failed;
  }
}

/** A sign-in whose email belongs to an account: what is linked once the person proves it. */
export type PendingLink = {
  userId: number;
  provider: SignInProvider;
  issuer: string;
  subject: string;
  email: string;
  returnTo: string;
};

let linkCookieInstance: ReturnType<typeof createCookie> | undefined;

function linkCookie() {
  linkCookieInstance ??= createCookie("__oidc_link", {
    httpOnly: true,
    secure: isSecureAppUrl(),
    sameSite: "lax",
    // "/auth", not "/auth/link": the form's data request goes to "/auth/link.data".
    path: "/auth",
    maxAge: 15 * 60,
    secrets: [env().sessionSecret],
  });
  return linkCookieInstance;
}

export function pendingLinkCookie(pending: PendingLink) {
  return linkCookie().serialize(pending);
}

export function clearPendingLinkCookie() {
  return linkCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

export async function readPendingLink(request: Request): Promise<PendingLink | null> {
  const value: unknown = await linkCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const pending = value as Partial<PendingLink>;
  if (
    typeof pending.userId !== "number" ||
    !isSignInProvider(pending.provider) ||
    typeof pending.issuer !== "string" ||
    typeof pending.subject !== "string" ||
    typeof pending.email !== "string"
  ) {
    return null;
  }
  return {
    ...(pending as PendingLink),
    returnTo: typeof pending.returnTo === "string" ? pending.returnTo : "/",
  };
}

/**
 * The origins the provider buttons on /auth lead to (the issuer, and its authorization endpoint
 * once discovered), for every page's form-action: with JavaScript, /auth may be reached from any
 * page without a new document (and so without new headers).
 */
export function signInFormTargets() {
  const origins = new Set<string>();
  for (const issuer of enabledProviderIssuers()) {
    origins.add(new URL(issuer).origin);
    const endpoint = metadataCache.get(issuer)?.metadata.authorization_endpoint;
    if (endpoint) origins.add(new URL(endpoint).origin);
  }
  return [...origins];
}
