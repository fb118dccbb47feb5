import fc from "fast-check";
import { addDays, format, startOfWeek } from "date-fns";
import { describe, expect, it } from "vitest";
import { addDaysToKey, weekStartKey } from "~/lib/local-day";
import { computeStreak, doneEarlierThisPeriod, type HabitFrequency } from "~/lib/streaks";

/**
 * The streak rules written the slow, obvious way with date-fns (every done day mapped to its
 * period, then counted back from today): the fast arithmetic must agree on any history.
 */
function referenceKey(frequency: HabitFrequency, day: string) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  if (frequency === "weekly")
    return format(startOfWeek(new Date(y, m - 1, d, 12), { weekStartsOn: 1 }), "yyyy-MM-dd");
  if (frequency === "monthly") return day.slice(0, 7);
  return day;
}

function referencePrevious(frequency: HabitFrequency, key: string) {
  if (frequency === "monthly") {
    const [year, month] = key.split("-").map(Number) as [number, number];
    return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
  }
  const [y, m, d] = key.split("-").map(Number) as [number, number, number];
  const days = frequency === "weekly" ? -7 : -1;
  return format(addDays(new Date(y, m - 1, d, 12), days), "yyyy-MM-dd");
}

function referenceStreak(
  history: Record<string, boolean>,
  frequency: HabitFrequency,
  today: string,
) {
  const done = new Set(
    Object.keys(history)
      .filter((day) => history[day] === true && day <= today)
      .map((day) => referenceKey(frequency, day)),
  );
  const current = referenceKey(frequency, today);
  let period = done.has(current) ? current : referencePrevious(frequency, current);
  let streak = 0;
  while (done.has(period)) {
    streak += 1;
    period = referencePrevious(frequency, period);
  }
  return streak;
}

const frequency = fc.constantFrom<HabitFrequency>("daily", "weekly", "monthly");
// Today anywhere from 1999 to 2040 (leap years, century rules, year ends).
const today = fc
  .integer({ min: 0, max: 15_000 })
  .map((offset) => addDaysToKey("1999-01-01", offset));
const history = fc.array(fc.tuple(fc.integer({ min: -800, max: 5 }), fc.boolean()), {
  maxLength: 300,
});

describe("streaks agree with the slow reference", () => {
  it("computeStreak and doneEarlierThisPeriod", () => {
    fc.assert(
      fc.property(frequency, today, history, fc.boolean(), (freq, day, offsets, dense) => {
        const map: Record<string, boolean> = {};
        if (dense) for (let i = 0; i < 400; i += 1) map[addDaysToKey(day, -i)] = i % 9 !== 4;
        for (const [offset, done] of offsets) map[addDaysToKey(day, offset)] = done;
        expect(computeStreak(map, freq, day)).toBe(referenceStreak(map, freq, day));
        const current = referenceKey(freq, day);
        const earlier = Object.keys(map).some(
          (d) => map[d] === true && d < day && referenceKey(freq, d) === current,
        );
        expect(doneEarlierThisPeriod(map, freq, day)).toBe(earlier);
      }),
      { numRuns: 300 },
    );
  });

  it("weekStartKey is the Monday date-fns finds", () => {
    fc.assert(
      fc.property(today, (day) => {
        expect(weekStartKey(day)).toBe(referenceKey("weekly", day));
      }),
    );
  });
});
