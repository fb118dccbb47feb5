import { resolveTimezone } from "~/lib/timezone";
import { getTimezonePreference } from "~/models/notifications.server";

/** The zone a person's days are counted in: their preference, else this browser's, else UTC. */
export function timezoneForRequest(userId: number, request: Request) {
  return resolveTimezone(getTimezonePreference(userId), request.headers.get("Cookie"));
}
