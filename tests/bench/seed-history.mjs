// Seeding for the HTTP bench and the Lighthouse audit: a person's years of history.
import Database from "better-sqlite3";

const EMOTIONS = ["joy", "anxiety", "calm", "sadness", "gratitude", "hope", "anger", "fatigue"];
const THEMES = ["work", "family", "sleep", "friends", "health", "money"];
const DAY = 86_400_000;
const dayKey = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * Years of history for one person, written straight into the running server's database file
 * (WAL allows it): a journal entry every day, a mood on 3 days of 4, a weekly summary every
 * week, habits ticked 2 days of 3, notifications, tasks, goals and a chat.
 */
export function seedHistory(databasePath, userId, years = 3) {
  const sqlite = new Database(databasePath);
  sqlite.pragma("busy_timeout = 5000");
  const days = Math.round(years * 365);
  const todayNoon = Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000;
  const insert = (sql) => sqlite.prepare(sql);
  const mood = insert("INSERT INTO moods (user_id, rating, date) VALUES (?, ?, ?)");
  const entry = insert(
    "INSERT INTO journal_entries (user_id, title, content, date, is_journal, analyzed, sentiment) VALUES (?, ?, ?, ?, 1, 1, ?)",
  );
  const week = insert(
    "INSERT OR IGNORE INTO weekly_summaries (user_id, week_start, top_emotions, common_themes, insights, entry_count, inputs_fingerprint) VALUES (?, ?, ?, ?, ?, 7, ?)",
  );
  const chat = insert(
    "INSERT INTO chat_messages (user_id, content, is_ai_response, created_at) VALUES (?, ?, ?, ?)",
  );
  const goal = insert(
    "INSERT INTO goals (user_id, name, description, target, progress) VALUES (?, ?, ?, 100, ?)",
  );
  const task = insert(
    "INSERT INTO tasks (user_id, title, due_date, completed, priority) VALUES (?, ?, ?, ?, ?)",
  );
  const habit = insert(
    "INSERT INTO habits (user_id, title, frequency, completion_history) VALUES (?, ?, ?, ?)",
  );
  const notification = insert(
    "INSERT INTO notifications (user_id, title, message, type, status, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const history = {};
  sqlite.transaction(() => {
    for (let i = 0; i < days; i++) {
      const noon = todayNoon - i * DAY;
      if (i % 4 !== 0) mood.run(userId, 1 + (i % 5), noon - 3_600_000);
      entry.run(
        userId,
        `Day ${i}`,
        `Day ${i}: a few honest lines about how things went, what helped and what did not. `.repeat(
          6,
        ),
        noon,
        JSON.stringify({
          score: Math.sin(i / 7),
          emotions: [EMOTIONS[i % 8], EMOTIONS[(i * 3) % 8]],
          themes: [THEMES[i % 6], THEMES[(i * 5) % 6]],
        }),
      );
      if (i % 3 !== 0) history[dayKey(noon)] = true;
      if (i % 7 === 0) {
        const monday = noon - ((new Date(noon).getUTCDay() + 6) % 7) * DAY;
        week.run(
          userId,
          dayKey(monday),
          JSON.stringify(["joy", "calm"]),
          JSON.stringify(["work", "sleep"]),
          JSON.stringify(["Your mood stayed fairly steady this week.", "Sleep came up often."]),
          `fingerprint-${i}`,
        );
      }
      if (i % 30 === 0) {
        notification.run(
          userId,
          `Reminder ${i}`,
          "A gentle nudge to write a few lines today.",
          i % 60 ? "reminder" : "streak",
          i < 90 ? "unread" : "read",
          noon,
        );
      }
    }
    for (let i = 0; i < 40; i++) {
      chat.run(userId, `Message ${i} about the day.`, i % 2, todayNoon - (40 - i) * 60_000);
    }
    for (let i = 0; i < 3; i++) goal.run(userId, `Goal ${i + 1}`, "Something that matters", i * 30);
    for (let i = 0; i < 40; i++) {
      task.run(userId, `Task ${i + 1}`, todayNoon + (i - 20) * DAY, i % 3 === 0 ? 1 : 0, "medium");
    }
    const historyJson = JSON.stringify(history);
    for (let i = 0; i < 8; i++) {
      habit.run(userId, `Habit ${i + 1}`, ["daily", "weekly", "monthly"][i % 3], historyJson);
    }
  })();
  const counts = {};
  for (const table of [
    "journal_entries",
    "moods",
    "weekly_summaries",
    "chat_messages",
    "goals",
    "tasks",
    "habits",
    "notifications",
  ]) {
    counts[table] = sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get().n;
  }
  const taskId = sqlite.prepare("SELECT id FROM tasks WHERE user_id = ? LIMIT 1").get(userId).id;
  const habitId = sqlite.prepare("SELECT id FROM habits WHERE user_id = ? LIMIT 1").get(userId).id;
  sqlite.close();
  return { counts, taskId, habitId };
}
