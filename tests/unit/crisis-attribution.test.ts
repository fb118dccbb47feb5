import { describe, expect, it } from "vitest";
import { aboutOthersOnly } from "~/services/safety/crisis-attribution.server";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { screenCrisisTiers } from "~/services/safety/crisis-tiers.server";

/**
 * Whose risk a rule or frame hit is about (docs/decisions/028-crisis-third-party.md): someone
 * else's attempt, a death by suicide, the news, a story or the writer's recovered past get the
 * check-in; the writer's own risk anywhere in the text keeps the full crisis response. The
 * sentences about others were false alarms of the full response on held-out sets 3 and 4 or the
 * training sentences; the writer's were crisis texts of set 4 that mention someone else.
 */
describe("attribution of a crisis match", () => {
  it.each([
    "What should I say to a friend who told me she has been having suicidal thoughts?",
    "How do I support my brother after his suicide attempt last month? He's home now and doing better.",
    "My friend told me her cousin took his own life last spring; I didn't know what to say.",
    "Read about that singer who took his own life and it made me so sad for his family.",
    "My novel's villain leaves a fake suicide note to frame the detective. Plot twist works now.",
    "I used to self-harm as a teenager. I'm twelve years clean and proud of it.",
    "my friend tried to take her own life last year and i still worry about her",
    "A boy from my school died by suicide and everyone is shaken.",
    "I'm worried about my friend who says she wants to die.",
    "My brother is in hospital after an overdose and I'm scared for him.",
    "My grandad's suicide is something our family never talks about.",
    "I'm two years free of self-harm.",
    "I used to want to die every day. Now I have good days and I'm grateful.",
    "The news reported three overdoses in the city this weekend.",
  ])("answers %j with the check-in, not the full response", async (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(aboutOthersOnly(text)).toBe(true);
    expect(await screenCrisisTiers(text)).toMatchObject({ level: "check-in", about: "others" });
  });

  it.each([
    // Set 4's crisis texts that mention someone else: the writer's own risk is there too.
    "Read about that singer who took his own life and honestly I envied him.",
    "Every time there's a story about a suicide I save it and think, that could be me soon.",
    "The article about the overdose said he felt no pain. That's all I needed to know.",
    "I'm writing a story about a girl who kills herself, and honestly she's just me with a different name.",
    "It's not really fiction, the character's suicide note is the one I'm planning to leave.",
    // Someone else in the text, the writer's risk in another sentence or the same one.
    "My friend attempted suicide last year. I want to kill myself too.",
    "My uncle died by suicide and I think about doing the same.",
    "My sister keeps asking if I'm okay. I'm suicidal and I can't tell her.",
    "She doesn't know I've been cutting again.",
    // Writer-shaped reasons are never attributed to others.
    "dad keeps his shotgun in the loft and i know where the key is",
    "I scratch my legs until they bleed when it gets too loud in my head",
  ])("keeps the full crisis response for %j", async (text) => {
    expect(aboutOthersOnly(text)).toBe(false);
    expect((await screenCrisisTiers(text)).level).toBe("crisis");
  });

  it("is false when nothing matched", () => {
    expect(aboutOthersOnly("My friend came round for tea.")).toBe(false);
  });

  it("lets moderation raise someone else's attempt to the full response", async () => {
    const text = "My friend told me her cousin took his own life last spring.";
    expect(await screenCrisisTiers(text, { moderate: async () => "crisis" })).toEqual({
      level: "crisis",
      tier: "moderation",
    });
  });
});
