import { resolveTimezone } from "~/lib/timezone";
import { getTimezonePreference } from "~/models/notifications.server";
import { createTurnMemo } from "~/services/request-memo.server";

const timezoneReads = createTurnMemo<string>();

/**
 * The zone a person's days are counted in: their preference, else this browser's, else UTC.
 * Read once per page load however many loaders ask.
 */
export function timezoneForRequest(userId: number, request: Request) {
  return timezoneReads(request, String(userId), () =>
    resolveTimezone(getTimezonePreference(userId), request.headers.get("Cookie")),
  );
}
