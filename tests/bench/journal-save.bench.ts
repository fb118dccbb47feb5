import { it } from "vitest";
import { createJournalEntry } from "~/models/journal.server";
import { createSignedInUser } from "#tests/utils/http";
import { measure } from "./measure";

const openings = [
  "Today I felt anxious about the presentation at work,",
  "I had a calm morning walk with my dog,",
  "My sister called and we laughed about old times,",
  "I couldn't sleep again and the day dragged on,",
  "I finally finished the painting I started last month,",
];
const endings = [
  "and I'm grateful the evening was quiet.",
  "but I still feel tired and a little lonely.",
  "so tomorrow I want to go to bed earlier.",
  "and it reminded me how much my friends matter.",
];

/**
 * A journal save as the person experiences it: crisis screen, sentiment, title, embedding and
 * the insert, with the local engine, into a real SQLite file that grows as it runs.
 */
it("times 1,000 journal saves with analysis", async () => {
  const { user } = await createSignedInUser();
  await measure("journal save with analysis (local engine)", 1000, (run) => {
    const i = Math.abs(run);
    const content = `${openings[i % openings.length]} ${endings[i % endings.length]} (${i})`;
    return createJournalEntry(user.id, { content, date: new Date(), analyzeSentiment: true });
  });
});
