import { it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "#db/client";
import { createSchedulerMemory, runSchedulerPass } from "~/services/notifications/scheduler.server";
import { measure } from "./measure";

const PEOPLE = 10_000;

/** A small deterministic random source, so every run seeds the same world. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * 10,000 people with preferences spread over every time zone and every minute of the day, each
 * with two daily habits (one on a streak) and a goal due in the coming days; a few with entries.
 */
function seedPeople() {
  const zones = Intl.supportedValuesOf("timeZone");
  const next = random(42);
  const database = db();
  database.transaction((tx) => {
    for (let i = 0; i < PEOPLE; i++) {
      const id = tx.run(
        sql`INSERT INTO users (name, email, password, is_verified) VALUES (${`Bench ${i}`}, ${`bench-${i}@example.com`}, 'x', 1) RETURNING id`,
      ).lastInsertRowid as number;
      const minute = Math.floor(next() * 1440);
      const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      const zone = zones[Math.floor(next() * zones.length)]!;
      const digest = next() < 0.5 ? 1 : 0;
      tx.run(
        sql`INSERT INTO notification_preferences (user_id, journal_reminders, goal_reminders, weekly_digest, email_notifications, browser_notifications, reminder_time, timezone) VALUES (${id}, 1, 1, ${digest}, 1, 1, ${time}, ${zone})`,
      );
      const history = JSON.stringify({
        "2026-11-20": true,
        "2026-11-21": true,
        "2026-11-22": true,
      });
      tx.run(
        sql`INSERT INTO habits (user_id, title, completion_history) VALUES (${id}, 'Walk', ${history})`,
      );
      tx.run(sql`INSERT INTO habits (user_id, title) VALUES (${id}, 'Read')`);
      const target = Date.parse("2026-11-23T12:00:00Z") + Math.floor(next() * 5) * 86_400_000;
      tx.run(
        sql`INSERT INTO goals (user_id, name, target, target_date) VALUES (${id}, 'Goal', 100, ${target})`,
      );
      if (i % 3 === 0) {
        tx.run(
          sql`INSERT INTO journal_entries (user_id, content, date) VALUES (${id}, 'Bench entry', ${Date.parse("2026-11-23T06:00:00Z")})`,
        );
      }
    }
  });
}

/**
 * How long one scheduler pass takes for 10,000 people (docs/architecture.md#notifications):
 * measured and printed, never asserted. Emails go to the outbox (no SMTP_URL), as on a fresh install.
 */
it("times scheduler passes for 10,000 people across time zones", async () => {
  seedPeople();
  vi.spyOn(console, "info").mockImplementation(() => {}); // one outbox line per email
  // Consecutive minutes of an ordinary Monday afternoon (UTC): each pass finds the few people
  // whose reminder time, evening nudge or Monday morning falls in that minute somewhere.
  const start = Date.parse("2026-11-23T15:00:00Z");
  let notified = 0;
  let candidates = 0;
  // One process's memory across its passes, as the running scheduler keeps it.
  const memory = createSchedulerMemory();
  await measure("scheduler pass, 10,000 people, one minute each", 30, async (run) => {
    const report = await runSchedulerPass(new Date(start + Math.max(0, run) * 60_000), memory);
    if (run >= 0) notified += report.notified;
    candidates = report.candidates;
  });
  console.log(
    `  ${candidates} people looked at per pass; ${notified} notifications (bell + email) over the 30 passes`,
  );
  // A pass where nothing is due anywhere (the same minute again: everything already sent).
  await measure("scheduler pass, 10,000 people, nothing new", 10, () =>
    runSchedulerPass(new Date(start + 30_000), memory),
  );
});
