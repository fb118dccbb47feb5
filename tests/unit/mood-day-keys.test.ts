import { describe, expect, it } from "vitest";
import { localDayKey } from "~/lib/local-day";
import { dayKeyReader } from "~/models/moods.server";

describe("the bulk day-key reader", () => {
  it("agrees with localDayKey in every zone, across midnights, DST changes and years", () => {
    const zones = ["UTC", "Asia/Tokyo", "America/New_York", "Europe/London", "Pacific/Chatham"];
    const instants = [
      "2026-03-08T06:59:59Z",
      "2026-03-08T07:00:00Z",
      "2026-11-01T04:30:00Z",
      "2026-11-01T05:30:00Z",
      "2026-12-31T23:30:00Z",
      "2027-01-01T00:30:00Z",
      "2026-03-29T00:59:59Z",
      "2026-03-29T01:00:00Z",
    ].map((iso) => new Date(iso));
    for (const zone of zones) {
      const read = dayKeyReader(zone);
      for (const instant of instants) expect(read(instant)).toBe(localDayKey(instant, zone));
    }
    // And for every hour of a year in one zone with DST.
    const read = dayKeyReader("America/New_York");
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const instant = new Date(t);
      if (read(instant) !== localDayKey(instant, "America/New_York")) {
        expect.fail(`differs at ${instant.toISOString()}`);
      }
    }
  });
});
