import http from "node:http";
import net from "node:net";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./helpers";
import { clientIpFor, registerViaApi } from "./helpers";

/**
 * What a hostile or broken client can send, over real HTTP to the production server
 * (server.mjs): nothing answers 5xx, oversized bodies are refused before they are read, and the
 * connection they came on does not break the next request.
 */

// These tests speak raw HTTP (sockets and API requests) and never run a page's script, so the
// no-JavaScript project would only repeat them word for word: they run once, in the js project.
test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled === false,
  "HTTP only: one project is enough",
);

const base = new URL(process.env.E2E_BASE_URL!);
const port = Number(base.port);
const ONE_MIB = 1024 * 1024;

type RawAnswer = { status: number; headers: Record<string, string>; body: string; closed: boolean };

function parseAnswer(raw: string, closed: boolean): RawAnswer {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const index = line.indexOf(":");
    headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n"), closed };
}

/**
 * Sends the head, then body chunks until the server answers (or the body ends), and reads the
 * first answer. `closed` tells whether the server closed the connection after it.
 */
function rawRequest(head: string, bodyChunks: Iterable<Buffer>) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let answered = false;
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error(`no answer; received so far: ${received.slice(0, 200)}`));
    });
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) answered = true;
    });
    socket.on("error", () => {
      // A reset after the answer was read is a closed connection too.
    });
    socket.on("close", () => resolve(parseAnswer(received, true)));
    socket.write(head.replace(/\n/g, "\r\n").replace(/\r\n$/, "") + "\r\n\r\n");
    const iterator = bodyChunks[Symbol.iterator]();
    const pump = () => {
      if (answered || socket.destroyed) return;
      const next = iterator.next();
      if (next.done) return;
      socket.write(next.value, () => setTimeout(pump, 1));
    };
    pump();
    // When the server keeps the connection open, resolve once the answer has fully arrived.
    const poll = setInterval(() => {
      if (!answered) return;
      const answer = parseAnswer(received, false);
      const length = Number(answer.headers["content-length"] ?? NaN);
      const chunkedDone =
        answer.headers["transfer-encoding"] === "chunked" && received.endsWith("0\r\n\r\n");
      if (
        (Number.isFinite(length) && Buffer.byteLength(answer.body, "latin1") >= length) ||
        chunkedDone
      ) {
        clearInterval(poll);
        setTimeout(() => {
          if (!socket.destroyed) {
            socket.destroy();
            resolve(parseAnswer(received, false));
          }
        }, 300);
      }
    }, 20);
    socket.on("close", () => clearInterval(poll));
  });
}

function* repeat(chunk: Buffer, times: number) {
  for (let index = 0; index < times; index += 1) yield chunk;
}

test("an oversized form post with Content-Length is refused before it is read, and the next request works", async ({
  baseURL: _baseURL,
}, testInfo) => {
  const ip = clientIpFor(testInfo);
  const declared = 300 * ONE_MIB;
  const answer = await rawRequest(
    `POST /auth HTTP/1.1
Host: ${base.host}
Connection: keep-alive
X-Forwarded-For: ${ip}
Content-Type: application/x-www-form-urlencoded
Content-Length: ${declared}`,
    // Only a little of the 300 MB is ever sent: the answer must not wait for the rest.
    repeat(Buffer.alloc(64 * 1024, "a"), 4),
  );
  expect(answer.status).toBe(413);
  expect(answer.headers.connection).toBe("close");
  expect(answer.closed).toBe(true);

  // A keep-alive agent: the closed connection is not reused, the next request gets a new one.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const status = await new Promise<number>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/healthcheck", agent }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject);
  });
  agent.destroy();
  expect(status).toBe(200);
});

test("a chunked body is counted while it streams and refused at the limit", async ({
  baseURL: _baseURL,
}, testInfo) => {
  const ip = clientIpFor(testInfo);
  const chunk = Buffer.alloc(64 * 1024, "a");
  const framed = Buffer.concat([
    Buffer.from(`${chunk.length.toString(16)}\r\n`),
    chunk,
    Buffer.from("\r\n"),
  ]);
  const answer = await rawRequest(
    `POST /api/login HTTP/1.1
Host: ${base.host}
Connection: keep-alive
X-Forwarded-For: ${ip}
Content-Type: application/json
Transfer-Encoding: chunked`,
    repeat(framed, 64),
  );
  expect(answer.status).toBe(413);
  expect(answer.headers.connection).toBe("close");
  expect(answer.body).toContain("too large");
});

test("a keep-alive connection carries the next request after an ordinary answer", async ({
  baseURL: _baseURL,
}, testInfo) => {
  const ip = clientIpFor(testInfo);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/login",
          method: "POST",
          agent,
          headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify({ email: "nobody@example.com", password: "not-the-password-1" }));
    });
  expect(await post()).toBe(401);
  expect(await post()).toBe(401);
  agent.destroy();
});

test("a cross-site post answers 403 with a message, as a document and as a data request", async ({
  page,
}, testInfo) => {
  const anonymous = ["/auth", "/auth.data", "/journal/new.data", "/resources/plans", "/api/login"];
  await checkCrossSite(page.request, anonymous);
  // Signed in: the screens' own actions refuse it (an anonymous document post is sent to sign in).
  await registerViaApi(page, testInfo);
  await checkCrossSite(page.request, [
    "/journal/new",
    "/journal/new.data",
    "/settings/profile",
    "/resources/plans",
  ]);
});

async function checkCrossSite(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    for (const origin of ["https://evil.example", "garbage", "null"]) {
      const response = await request.post(path, {
        headers: { Origin: origin },
        form: { intent: "login", email: "a@example.com", password: "x" },
        maxRedirects: 0,
      });
      expect(response.status(), `${path} from ${origin}`).toBeLessThan(500);
      if (origin !== "null") {
        expect(response.status(), `${path} from ${origin}`).toBe(403);
        if (!path.endsWith(".data")) {
          expect(await response.text()).toContain("Cross-site request refused");
        }
      }
    }
  }
}

test("malformed cookies are ignored on signed-in pages and API reads", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  for (const cookie of ["tz=%", "tz=%E0%A4%A", "theme=%", "tz=Not%2FA%2FZone; theme=neon"]) {
    await page.context().addCookies(
      cookie.split("; ").map((pair) => {
        const [name, value] = pair.split("=") as [string, string];
        return { name, value, url: base.origin };
      }),
    );
    for (const path of [
      "/",
      "/journal",
      "/habits",
      "/insights",
      "/api/user",
      "/api/notifications",
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), `${path} with ${cookie}`).toBe(200);
    }
  }
});

test("a resource action that does not find its item answers 404 to a document post", async ({
  page,
}, testInfo) => {
  await registerViaApi(page, testInfo);
  const response = await page.request.post("/resources/plans", {
    form: { intent: "toggle-task", id: "999999", completed: "true", respond: "data" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
});

test("junk query strings never break a rendered screen", async ({ page }, testInfo) => {
  await registerViaApi(page, testInfo);
  const screens = [
    "/",
    "/journal",
    "/journal/new",
    "/insights",
    "/goals",
    "/tasks",
    "/habits",
    "/chat",
    "/support",
    "/settings/profile",
    "/auth",
  ];
  const values = ["0000-01-01", "9999-99-99", "%", "-1", "1e309", "__proto__", "x".repeat(3000)];
  const keys = [
    "edit",
    "page",
    "q",
    "tab",
    "filter",
    "emotion",
    "day",
    "week",
    "redirectTo",
    "sent",
    "error",
  ];
  for (const screen of screens) {
    for (const value of values) {
      const query = keys.map((key) => `${key}=${encodeURIComponent(value)}`).join("&");
      const response = await page.request.get(`${screen}?${query}`, { maxRedirects: 0 });
      expect(response.status(), `${screen} with ${value.slice(0, 20)}`).toBeLessThan(500);
      const single = await page.request.get(`${screen}?edit=${encodeURIComponent(value)}`, {
        maxRedirects: 0,
      });
      expect(single.status(), `${screen}?edit=${value.slice(0, 20)}`).toBeLessThan(500);
    }
  }
});
