import { describe, expect, it } from "vitest";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { screenCrisisTiers } from "~/services/safety/crisis-tiers.server";

/**
 * The crisis screen's second tier: semantic frames and their vetoes (crisis-frames.server.ts).
 * Every sentence here was a real miss of the rules alone, or a benign sentence a frame must
 * leave alone.
 */
describe("crisis frames", () => {
  it.each([
    // The three misses that started the work.
    ["I bought a rope", "means-and-preparation"],
    ["how many pills would it take to die", "lethality-question"],
    ["Goodbye everyone, this is my last entry", "farewell"],
    // Lethality questions.
    ["What dose of paracetamol is fatal for an adult?", "lethality-question"],
    ["How long does it take to bleed out?", "lethality-question"],
    ["What's the least painful way to go?", "lethality-question"],
    ["How much insulin would kill someone?", "lethality-question"],
    // Means and preparation.
    ["I counted my pills and I think I have enough now.", "means-and-preparation"],
    ["I loaded my dad's gun and sat with it for an hour.", "means-and-preparation"],
    ["I put my affairs in order this week.", "means-and-preparation"],
    // Farewell and finality.
    ["Sorry for everything. I love you all. Goodbye.", "farewell"],
    ["Please look after my cat when I'm gone.", "farewell"],
    ["Final entry.", "farewell"],
    // Self-harm acts.
    ["I dragged the blade across my arm again until I felt calm.", "self-harm-act"],
    ["I scratched myself until I bled.", "self-harm-act"],
    // Death as the way out.
    ["There's no way out of this except dying.", "death-as-way-out"],
    ["I wish I could go to sleep and just not wake up.", "death-as-way-out"],
    ["I'm going to end it this weekend.", "death-as-way-out"],
    // Burden.
    ["Everyone would finally get some peace if I were gone.", "burden"],
    ["I'm a waste of oxygen.", "burden"],
  ])("sees the warning sign in %j (%s)", (text, reason) => {
    expect(screenForCrisis(text)).toEqual({ crisis: true, reason });
  });

  it.each([
    // The vetoes the issue names.
    "I bought a rope for the hammock.",
    "Killing it at the gym this month!",
    "Dead tired after the night shift.",
    // More benign context around the same shapes.
    "I bought a rope to hang the bird feeder in the garden.",
    "How many pills of ibuprofen can I take in a day for my back?",
    "This is my last entry before the holidays, see you in January, diary!",
    "Goodbye everyone at the old office, my last day was lovely.",
    "I wrote my will because we just had a baby.",
    "I gave away my old clothes to charity, feels good to declutter.",
    "The lethal dose scene in the crime show was so tense.",
    "I'm going to end it with my boyfriend.",
    "I'd love to just sleep in forever on Saturdays.",
    "Jumped off the pier into the lake with my cousins, freezing but fun!",
    "I cut my hand chopping onions.",
    "Today I felt like a burden at work because I needed help with the new system.",
    "Learned first aid today, including what to do in an overdose.",
  ])("leaves %j alone", (text) => {
    expect(screenForCrisis(text)).toEqual({ crisis: false });
  });

  it("vetoes only the sentence with the benign context", () => {
    expect(screenForCrisis("Bought a rope for the hammock. Then I bought a rope.").crisis).toBe(
      true,
    );
  });

  it("runs the rules and frames without the model and reports the tier", async () => {
    // SEMANTIC_MEMORY is off in unit tests: the embedding tier answers nothing, at once.
    const started = Date.now();
    expect(await screenCrisisTiers("I bought a rope")).toEqual({
      level: "crisis",
      tier: "frames",
      reason: "means-and-preparation",
    });
    expect(await screenCrisisTiers("I want to kill myself")).toMatchObject({
      level: "crisis",
      tier: "rules",
    });
    expect(await screenCrisisTiers("A calm day with tea and a novel.")).toEqual({ level: "none" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ["a zero-width space", "I want to e\u200bnd my life tonight."],
    ["a soft hyphen", "I want to end my l\u00adife tonight."],
    ["a zero-width joiner", "I want to k\u200dill myself"],
    ["full-width letters", "I want to ｋｉｌｌ myself"],
  ])("reads the text as it is displayed: %s hides nothing", async (_, text) => {
    expect((await screenCrisisTiers(text)).level).toBe("crisis");
  });

  it("lets a moderation check add a flag but never clear one", async () => {
    expect(
      await screenCrisisTiers("I bought a rope", { moderate: async () => "none" }),
    ).toMatchObject({
      level: "crisis",
    });
    expect(await screenCrisisTiers("A quiet evening.", { moderate: async () => "crisis" })).toEqual(
      {
        level: "crisis",
        tier: "moderation",
      },
    );
    expect(
      await screenCrisisTiers("A quiet evening.", { moderate: async () => "check-in" }),
    ).toEqual({
      level: "check-in",
      tier: "moderation",
    });
    expect(
      await screenCrisisTiers("A quiet evening.", {
        moderate: () => Promise.reject(new Error("down")),
      }),
    ).toEqual({ level: "none" });
  });
});
