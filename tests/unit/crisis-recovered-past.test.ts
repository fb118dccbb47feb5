import { describe, expect, it } from "vitest";
import { attributeCrisis } from "~/services/safety/crisis-attribution.server";
import { toldAsRecoveredPast } from "~/services/safety/crisis-recovered-past.server";
import { screenCrisisTiers } from "~/services/safety/crisis-tiers.server";

describe("the writer's own crisis told as over", () => {
  it.each([
    "Twelve years sober and eight years since I was in hospital after trying to end it. I don't think about dying anymore. I think about my allotment.",
    "Found my old suicide note from years ago in a book and put it through the shredder. I'm not that person any more.",
    "Reading my old diary from the children's home. So much wanting to die back then. I want to hug that kid.",
    "I used to cut every night at uni. Haven't in four years and the scars have faded.",
    "Six years ago today I tried to end my life. This morning I took my son swimming and I'm so glad I stayed.",
    "My therapist asked if I'm safe and I said yes and meant it. A long way from this time last year.",
    // Spent sets 80 to 87: a year named, an illness under control, "way past it now"
    "I was suicidal when I first moved here. That was 2018. Now I've got friends and a dog, and I can see how far I've come.",
    "My bipolar is under control now. I used to not want to wake up. Now I'm up early for the allotment.",
    "Wrote about the year I wanted to die for the veterans' newsletter. I'm way past it now.",
  ])("is nobody's risk now: %s", (text) => {
    expect(toldAsRecoveredPast(text)).toBe(true);
  });

  it.each([
    // the past coming near again
    "I used to cut at uni. I'm not that person any more, but lately the urge is back.",
    "Five years since my attempt and I'm so glad I stayed. Tonight I don't feel glad at all.",
    "Years ago I wrote a note. I'm a different person now, I tell everyone. I'm lying.",
    "I used to think it gets better. It doesn't.",
    "Ten years clean. I'm proud of me. But now I keep thinking they'd be better off.",
    "I don't think about dying anymore, I'm past thinking. I've already picked the day.",
    "Sober 40 days. My sponsor says it gets better. What I didn't tell him is that I've already written the letters.",
    // a safe present without a past told, or a past without a present said to be safe
    "I'm so glad I stayed home tonight, the storm was wild.",
    "Back then I wanted to die, and I still do.",
    "I tried to end it last year.",
  ])("is not a past told as over: %s", (text) => {
    expect(toldAsRecoveredPast(text)).toBe(false);
  });
});

// A rule hit the attribution reads as the writer's own (no date long ago in its sentence): the
// screen gives it no response, whether or not the crisis model can answer (it is off here).
it.each([
  "Burnt my old suicide note on the bonfire today. I'm not that person any more, that was years ago.",
])("gives the rules' hit on %j no response", async (text) => {
  expect(attributeCrisis(text)).toBe("writer");
  expect(await screenCrisisTiers(text, { waitMs: 1 })).toEqual({ level: "none" });
});

it.each(["Burnt my old suicide note today. I'm not that person any more, but lately I miss her."])(
  "keeps the full response for %j",
  async (text) => {
    expect(await screenCrisisTiers(text, { waitMs: 1 })).toMatchObject({ level: "crisis" });
  },
);
