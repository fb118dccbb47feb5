import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received: what the tests assert on. */
export type RecordedOpenAiRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (null when it was not JSON). */
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
    [key: string]: unknown;
  } | null;
};

/**
 * What the fake answers: a text (the assistant's message content, streamed word by word when the
 * request asks for a stream), or a failure: an HTTP status, or a body that is not JSON at all.
 */
export type OpenAiFakeReply = string | { status: number; message?: string } | { brokenBody: true };

export type OpenAiFake = {
  /** The base URL, ending in /v1, ready for OPENAI_BASE_URL or the admin setting. */
  url: string;
  requests: RecordedOpenAiRequest[];
  /** Replaces the reply function. */
  respond(reply: (request: RecordedOpenAiRequest) => OpenAiFakeReply): void;
  /** Replaces what POST /v1/moderations answers (default: nothing flagged). */
  moderate(reply: (input: string) => OpenAiModerationReply): void;
  close(): Promise<void>;
};

/**
 * What POST /v1/moderations answers for one input: the category scores that are flagged (the
 * rest are false), a failure status, or a delay before answering nothing flagged.
 */
export type OpenAiModerationReply =
  { flagged: string[] } | { status: number } | { delayMs: number; flagged?: string[] };

const MODERATION_CATEGORIES = [
  "harassment",
  "hate",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "violence",
];

const defaultReply = (request: RecordedOpenAiRequest): OpenAiFakeReply =>
  request.body?.response_format?.type === "json_object"
    ? JSON.stringify({ score: 0.5, emotions: ["joy"], themes: ["fake"] })
    : "Hello from the fake model. How are you feeling right now?";

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 (random port): POST /v1/chat/completions,
 * non-streamed JSON or streamed server-sent events, as the official SDK expects.
 */
export async function startOpenAiFake(
  reply: (request: RecordedOpenAiRequest) => OpenAiFakeReply = defaultReply,
): Promise<OpenAiFake> {
  let current = reply;
  let moderation: (input: string) => OpenAiModerationReply = () => ({ flagged: [] });
  const requests: RecordedOpenAiRequest[] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: RecordedOpenAiRequest["body"] = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      const recorded = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
      };
      requests.push(recorded);

      if (req.method === "POST" && req.url === "/v1/moderations") {
        const input = typeof body?.input === "string" ? body.input : "";
        const answer = moderation(input);
        if ("status" in answer) {
          res.writeHead(answer.status, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ error: { message: "Fake failure", type: "server_error" } }));
          return;
        }
        const flagged = answer.flagged ?? [];
        const payload = JSON.stringify({
          id: `modr-fake-${++counter}`,
          model: "omni-moderation-latest",
          results: [
            {
              flagged: flagged.length > 0,
              categories: Object.fromEntries(
                MODERATION_CATEGORIES.map((name) => [name, flagged.includes(name)]),
              ),
              category_scores: Object.fromEntries(
                MODERATION_CATEGORIES.map((name) => [name, flagged.includes(name) ? 0.9 : 0.01]),
              ),
            },
          ],
        });
        setTimeout(
          () => {
            res.writeHead(200, { "Content-Type": "application/json" });
            res.end(payload);
          },
          "delayMs" in answer ? answer.delayMs : 0,
        );
        return;
      }
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
        return;
      }
      const answer = current(recorded);
      if (typeof answer === "object" && "brokenBody" in answer) {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end("this is { not json");
        return;
      }
      if (typeof answer === "object") {
        res.writeHead(answer.status, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({
            error: { message: answer.message ?? "Fake failure", type: "server_error" },
          }),
        );
        return;
      }
      counter += 1;
      const id = `chatcmpl-fake-${counter}`;
      const created = Math.floor(Date.now() / 1000);
      const model = body?.model ?? "fake-model";
      if (body?.stream) {
        res.writeHead(200, {
          "Content-Type": "text/event-stream",
          "Cache-Control": "no-cache",
          Connection: "keep-alive",
        });
        const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
        const base = { id, object: "chat.completion.chunk", created, model };
        send({
          ...base,
          choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
        });
        for (const piece of answer.match(/\S+\s*/g) ?? []) {
          send({
            ...base,
            choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
          });
        }
        send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
        res.end("data: [DONE]\n\n");
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: answer, refusal: null },
              finish_reason: "stop",
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      current = next;
    },
    moderate(next) {
      moderation = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
