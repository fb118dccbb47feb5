import { createHash } from "node:crypto";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from "~/models/idempotency.server";
import { ApiError, apiJson } from "~/services/api.server";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** The key of a request: absent, or 1 to 200 visible ASCII characters (spaces allowed). */
function readKey(request: Request) {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(key)) {
    throw new ApiError(
      400,
      `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters`,
    );
  }
  return key;
}

/**
 * Runs a JSON write once per `Idempotency-Key` (optional header): a retry with the same key and
 * the same request, by the same person within a day, answers the first response again (same
 * status and body, plus `Idempotent-Replayed: true`) without running the write. The same key with
 * a different request answers 422; while the first is still being handled, 409. Only successful
 * answers are kept: after a failure the key is free and a retry runs the write.
 *
 * `payload` is the validated body; call this after the caller's identity and rights are checked.
 */
export async function withIdempotencyKey(
  request: Request,
  userId: number,
  payload: unknown,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = readKey(request);
  if (key === null) return run();
  const requestHash = createHash("sha256")
    .update(JSON.stringify([request.method, new URL(request.url).pathname, payload]))
    .digest("hex");
  const claim = claimIdempotencyKey(userId, key, requestHash);
  switch (claim.kind) {
    case "replay":
      return apiJson(JSON.parse(claim.result.body), {
        status: claim.result.status,
        headers: { "Idempotent-Replayed": "true" },
      });
    case "different-request":
      throw new ApiError(
        422,
        "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
      );
    case "in-progress":
      throw new ApiError(
        409,
        "A request with this Idempotency-Key is still being handled. Try again in a moment.",
        undefined,
        { "Retry-After": "1" },
      );
    case "claimed":
      break;
  }
  try {
    const response = await run();
    if (response.ok) {
      completeIdempotencyKey(userId, key, {
        status: response.status,
        body: await response.clone().text(),
      });
    } else {
      releaseIdempotencyKey(userId, key);
    }
    return response;
  } catch (error) {
    releaseIdempotencyKey(userId, key);
    throw error;
  }
}
