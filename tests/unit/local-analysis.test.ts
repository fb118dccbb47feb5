import { describe, expect, it } from "vitest";
import { localEngine } from "~/services/ai/engine.server";

/** The local engine's reading of a text (docs/architecture.md#the-local-engine). */
const engine = localEngine;
const analyse = (text: string) => engine.analyzeSentiment(text);

describe("negation and intensity", () => {
  it("reads 'not happy' as unhappy and 'never felt better' as very good", async () => {
    const notHappy = await analyse("I am not happy with how the week went.");
    expect(notHappy.score).toBeLessThan(-0.15);
    expect(notHappy.emotions).not.toContain("joy");
    const better = await analyse("I have never felt better than this morning.");
    expect(better.score).toBeGreaterThan(0.3);
    expect(better.emotions[0]).toBe("joy");
    expect((await analyse("Honestly the day was not bad at all.")).score).toBeGreaterThan(0);
  });

  it("keeps a feeling after 'can't stop': 'I can't stop worrying' is worry", async () => {
    const result = await analyse("I can't stop worrying about the rent this month.");
    expect(result.emotions[0]).toBe("anxiety");
    expect(result.score).toBeLessThan(0);
  });

  it("weighs 'very' above plain and 'a bit' below it; 'not very' stays mild", async () => {
    const plain = (await analyse("I was nervous before the exam today.")).score!;
    const very = (await analyse("I was extremely nervous before the exam today.")).score!;
    const bit = (await analyse("I was a bit nervous before the exam today.")).score!;
    expect(very).toBeLessThan(plain);
    expect(bit).toBeGreaterThan(plain);
    expect(bit).toBeLessThan(0);
    const notVery = (await analyse("I'm not very happy with work.")).score!;
    const not = (await analyse("I'm not happy with work.")).score!;
    expect(notVery).toBeLessThan(0);
    expect(notVery).toBeGreaterThan(not);
  });
});

describe("what comes after 'but' counts more", () => {
  it.each([
    ["Work was stressful but dinner with my partner was lovely.", "positive", "joy"],
    ["Dinner was lovely but I feel lonely now.", "negative", "loneliness"],
    ["I was tired all day, but dinner with my sister made me happy.", "positive", "joy"],
    ["The movie was sad but I liked it a lot.", "positive", "joy"],
  ] as const)("%s → %s, mainly %s", async (text, sign, emotion) => {
    const result = await analyse(text);
    if (sign === "positive") expect(result.score).toBeGreaterThan(0.15);
    else expect(result.score).toBeLessThan(-0.15);
    expect(result.emotions[0]).toBe(emotion);
  });
});

describe("feelings are the writer's, not other people's", () => {
  it("does not read a friend's sadness as the writer's", async () => {
    const result = await analyse("My friend was sad but we laughed on the call.");
    expect(result.emotions).toEqual(["joy"]);
    expect(result.score).toBeGreaterThan(0.15);
  });

  it("keeps the writer's own feeling next to someone else's", async () => {
    const calm = await analyse("My coworker was furious in the meeting but I stayed calm.");
    expect(calm.emotions).not.toContain("anger");
    expect(calm.emotions[0]).toBe("calm");
    const cried = await analyse("Sarah cried at the movie and I felt calm.");
    expect(cried.emotions).toEqual(["calm"]);
  });

  it("keeps feelings someone gave the writer, and a loss, as the writer's", async () => {
    expect((await analyse("She made me laugh so much today.")).emotions).toContain("joy");
    expect((await analyse("She brings calm and warmth to my days.")).emotions).toContain("calm");
    expect((await analyse("My grandmother passed away last night.")).emotions).toContain("grief");
  });

  it("reads a text where only others feel as neutral for the writer", async () => {
    const result = await analyse("A friend of mine lost her job and she's devastated.");
    expect(result.emotions).not.toContain("sadness");
    expect(Math.abs(result.score!)).toBeLessThan(0.15);
  });
});

describe("short texts are not enough to tell", () => {
  it.each(["ok", "fine", "Tired.", "ok I guess", "good", "meh."])(
    "%j has no score, emotions or themes",
    async (text) => {
      expect(await analyse(text)).toEqual({ score: null, emotions: [], themes: [] });
    },
  );

  it("still reads a short sentence with a feeling in it", async () => {
    const result = await analyse("Feeling so lonely tonight.");
    expect(result.score).toBeLessThan(0);
    expect(result.emotions[0]).toBe("loneliness");
  });
});

describe("themes are topics", () => {
  it("never offers filler words as themes", async () => {
    const texts = [
      "I finished a novel with a cup of tea, right before bed, a little tired.",
      "Right now I feel a little better, the whole thing was a bit much.",
      "Had lunch, went to the store, did laundry, that's about it for the day.",
    ];
    for (const text of texts) {
      const { themes } = await analyse(text);
      for (const filler of ["little", "right", "bit", "thing", "whole", "cup", "day", "lot"]) {
        expect(themes).not.toContain(filler);
      }
    }
    const tea = await analyse("I finished a novel with a cup of tea, right before bed.");
    expect(tea.themes).toEqual(expect.arrayContaining(["food", "novel"]));
  });

  it("does not take feelings or phone calls for topics", async () => {
    expect((await analyse("Overwhelmed by deadlines, three projects due.")).themes).not.toContain(
      "mental health",
    );
    expect((await analyse("Dad called and we talked for an hour.")).themes).not.toContain(
      "friendship",
    );
  });
});

describe("titles name the main event", () => {
  it.each([
    ["Tea and a novel before bed, finally some calm.", "Tea and a novel"],
    [
      "I gave my presentation at work today and my hands were shaking the whole time.",
      "My presentation at work",
    ],
    [
      "I'm nervous about the presentation tomorrow, it's for the whole department.",
      "The presentation at work",
    ],
    ["Got a new puppy today!! She is so tiny.", "A new puppy"],
    ["I read a novel with a cup of tea and felt so calm.", "A novel with a cup of tea"],
  ])("%j → %j", async (text, title) => {
    expect(await engine.titleFor(text)).toBe(title);
  });

  it("is 3-7 whole words, never cut, never 'X, Y and Me'", async () => {
    for (const text of [
      "Today was a long day and I just want to sleep and forget about everything that happened.",
      "Work was stressful today and my boss yelled at me.",
      "I'm grateful for my sister.",
      "ok",
      "",
      "We walked along the river and fed the ducks in the morning light.",
    ]) {
      const title = await engine.titleFor(text);
      const words = title.split(/\s+/);
      expect(words.length).toBeGreaterThanOrEqual(3);
      expect(words.length).toBeLessThanOrEqual(7);
      expect(title).not.toMatch(/\band Me$|,.* and Me\b/);
      expect(title).not.toMatch(/\b(and|the|a|of|to|with|but)$/i);
      expect(title).not.toContain("…");
    }
  });
});

describe("suggestions quote a sentence about them, or nothing", () => {
  it("quotes the sleep sentence for the sleep habit and the work sentence for the work task", async () => {
    const result = await engine.suggest({
      entries: [
        {
          id: 1,
          date: "2025-03-04T08:00:00.000Z",
          content:
            "My sister visited and we laughed a lot. I couldn't sleep again after she left. The deadline at work is killing me and I'm so stressed.",
          sentiment: null,
        },
      ],
      existing: { goals: [], tasks: [], habits: [] },
    });
    const sleep = result.habits.find((h) => h.title.startsWith("Wind down"));
    expect(sleep?.explanation).toMatch(/^You wrote "I couldn't sleep again after she left"/);
    const work = result.tasks.find((t) => t.title.startsWith("List your three"));
    expect(work?.explanation).toMatch(/"The deadline at work is killing me and I'm so stressed"/);
    const family = result.tasks.find((t) => t.title.startsWith("Plan a call"));
    expect(family?.explanation).toMatch(/"My sister visited and we laughed a lot"/);
    for (const item of [...result.goals, ...result.tasks, ...result.habits]) {
      expect(item.explanation).not.toContain("…");
    }
  });

  it("quotes nothing when no sentence is about the suggestion", async () => {
    const result = await engine.suggest({
      entries: [
        {
          id: 2,
          date: "2025-03-05T08:00:00.000Z",
          content: "Went to the post office and picked up a parcel for the neighbours.",
          sentiment: null,
        },
      ],
      existing: { goals: [], tasks: [], habits: [] },
    });
    const journal = result.habits.find((h) => h.title.startsWith("Journal for five"));
    expect(journal?.explanation).toBe(
      "Based on your journal entry on Wednesday, and a few minutes of writing each day helps you notice patterns.",
    );
  });
});
