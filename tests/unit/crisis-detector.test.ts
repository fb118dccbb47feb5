import { describe, expect, it } from "vitest";

import {
  CRISIS_REPLY,
  crisisReply,
  normaliseForScreening,
  screenForCrisis,
} from "../../app/services/safety/crisis.server";

/**
 * The crisis table (issue #3). Every positive row must show crisis resources; every negative row
 * must not. Decisions recorded here, and in the module's header:
 * - past disclosures are positive (a past attempt is the strongest risk factor);
 * - worry about someone else is positive (the writer needs to know what to do);
 * - "suicide" is positive except in impersonal uses (film title, prevention campaign, drills);
 * - explicit negations ("I would never hurt myself") are negative, but negating life ("I don't
 *   want to live anymore") is positive, and a contrast ("never ... but ...") keeps the rest alive.
 */
const positives: [category: string, text: string][] = [
  // direct
  ["direct", "I want to kill myself"],
  ["direct", "I'm going to end my life"],
  ["direct", "Im going to kill myself tonight"],
  ["direct", "I want to die"],
  ["direct", "I'm planning to take my own life"],
  ["direct", "I've decided to end it all."],
  ["direct", "I feel suicidal"],
  ["direct", "I'm having suicidal thoughts again"],
  ["direct", "I keep thinking about suicide"],
  ["direct", "I've been thinking about killing myself to make it stop"],
  ["direct", "I'm going to commit suicide"],
  ["direct", "I want to hurt myself"],
  ["direct", "I wrote a suicide note"],
  ["direct", "I deserve to die"],
  ["direct", "I'm killing myself."],
  // indirect
  ["indirect", "Everyone would be better off without me."],
  ["indirect", "My family would be better off if I was dead"],
  ["indirect", "I'd be better off dead"],
  ["indirect", "Honestly, I think I'd be better off dead than carry on like this."],
  ["indirect", "I don't want to wake up tomorrow"],
  ["indirect", "I hope I don't wake up"],
  ["indirect", "I wish I could go to sleep and never wake up"],
  ["indirect", "I want to disappear forever"],
  ["indirect", "There's no reason to go on"],
  ["indirect", "I don't see a reason to live anymore"],
  ["indirect", "I have nothing left to live for"],
  ["indirect", "What's the point of living?"],
  ["indirect", "Life isn't worth living"],
  ["indirect", "I don't want to live anymore"],
  ["indirect", "I don't want to be alive"],
  ["indirect", "I can't go on living like this"],
  ["indirect", "I'm so tired of being alive"],
  ["indirect", "I just want it all to end"],
  ["indirect", "I want to stop existing"],
  ["indirect", "I wish I'd never been born"],
  ["indirect", "Nobody would care if I died"],
  ["indirect", "no one would miss me if I was gone"],
  ["indirect", "If I died tomorrow nobody would notice"],
  ["indirect", "The world would be better without me"],
  ["indirect", "I wish I was dead"],
  ["indirect", "I wish a bus would hit me"],
  // self-harm acts and methods
  ["self-harm", "I've been cutting again"],
  ["self-harm", "I cut myself again last night"],
  ["self-harm", "I keep hurting myself on purpose"],
  ["self-harm", "I have the urge to self-harm"],
  ["self-harm", "I relapsed and self harmed yesterday"],
  ["method", "I took too many pills on purpose"],
  ["method", "I swallowed a whole bottle of sleeping pills"],
  ["method", "I've been stockpiling my meds"],
  ["method", "I'm going to overdose"],
  ["method", "I want to jump off a bridge"],
  ["method", "I'm going to step in front of a train"],
  ["method", "I bought rope to hang myself"],
  ["method", "I want to slit my wrists"],
  // farewell
  ["farewell", "I wrote a goodbye note"],
  ["farewell", "By the time you read this I'll be gone"],
  ["farewell", "I won't be around much longer"],
  // typos, slang, spacing, casing, apostrophes
  ["typo", "i want to kil myself"],
  ["slang", "kms"],
  ["slang", "honestly i just wanna kms"],
  ["slang", "I want to unalive myself"],
  ["slang", "been thinking of un-aliving"],
  ["typo", "im sucidal"],
  ["typo", "I'm suicidle"],
  ["typo", "I want to commit sucide"],
  ["typo", "i wnat to die"],
  ["casing", "I WANT TO KILL MYSELF"],
  ["spacing", "i   want   to    die"],
  ["stretched", "I'm sooooo done, I want to diiiie"],
  ["apostrophe", "I dont want to live anymore"],
  ["apostrophe", "I don\u2019t want to live anymore"],
  ["apostrophe", "whats the point of living"],
  ["typo", "everybody would be better off without me"],
  ["slang", "i wanna end my life"],
  ["leet", "i want to k1ll myself"],
  ["typo", "I'm gonna kill my self"],
  ["typo", "i want to kill myslef"],
  ["slang", "i want to off myself"],
  ["slang", "thinking about sewerslide"],
  ["censored", "I want to k*ll myself"],
  ["slang", "i od'd last night"],
  ["slang", "SH urges are really bad tonight"],
  ["indirect", "I feel like dying"],
  ["burden", "I'm such a burden to everyone"],
  ["burden", "My wife would be happier without me"],
  // past-tense disclosures
  ["past", "I tried to kill myself last year"],
  ["past", "I attempted suicide when I was 16"],
  ["past", "I used to self harm and I've started again"],
  ["past", "I overdosed last week"],
  ["past", "My uncle died by suicide and I can't stop thinking about it"],
  // third-person worry: the writer needs guidance, so show the resources
  ["third-person", "my friend said she wants to kill herself"],
  ["third-person", "My brother told me he's suicidal"],
  ["third-person", "my friend just overdosed"],
  ["third-person", "I'm worried my roommate is going to hurt himself"],
  ["third-person", "She said she wants to die"],
  // negations that still carry risk
  ["negation", "I'm not suicidal, I just want to die"],
  ["negation", "I don't know why I want to kill myself"],
  ["negation", "I can't stop thinking about killing myself"],
  ["negation", "I don't want to die but I don't want to live either"],
  ["negation", "I don't want to hurt myself but I keep doing it"],
  ["negation", "I would never kill myself but sometimes I wish I wasn't here and I want to die"],
];

const negatives: [category: string, text: string][] = [
  // a thing "better off dead" (decision 043)
  ["idiom", "Failed its MOT again. Honestly, that car would be better off dead."],
  ["idiom", "The printer is beyond saving, that thing is better off dead."],
  ["idiom", "Spin class at 6am. My calves want to die."],
  // ordinary sadness and stress
  ["sadness", "I'm so sad today"],
  ["sadness", "I feel lonely and a bit lost"],
  ["sadness", "I hate my life right now, everything is going wrong at work"],
  ["sadness", "I'm heartbroken after the breakup"],
  ["sadness", "I feel like crying"],
  ["sadness", "I feel like a failure"],
  ["sadness", "My grandmother died last year and I still miss her"],
  ["stress", "I'm stressed about exams"],
  ["stress", "I'm exhausted and burnt out"],
  ["stress", "I had a panic attack today"],
  ["stress", "Life is hard right now but I'm hanging in there"],
  ["stress", "I'm so done with this week"],
  ["stress", "I want to quit my job"],
  ["stress", "this traffic makes me want to scream"],
  // idioms
  ["idiom", "this deadline is killing me"],
  ["idiom", "I could kill for a coffee"],
  ["idiom", "Cuteness overdose at the puppy cafe today"],
  ["idiom", "Sugar overdose at the birthday party, I need a salad"],
  ["idiom", "I died laughing"],
  ["idiom", "my phone died"],
  ["idiom", "I'm dead tired"],
  ["idiom", "My feet are killing me"],
  ["idiom", "I'm dying to see the new Dune movie"],
  ["idiom", "I killed it at my presentation"],
  ["idiom", "I nearly died of embarrassment"],
  ["idiom", "I wanted to die of embarrassment when I tripped"],
  ["idiom", "Is this really the hill you want to die on? asked my manager about tabs and spaces."],
  ["idiom", "Been cutting to keep costs down all quarter."],
  ["idiom", "I banged my head on the cupboard door again, these shelves are too low."],
  ["idiom", "Cutting carbs helped my energy levels, weirdly."],
  ["sleep", "Woke up and wished I hadn't had that last glass of wine."],
  ["plans", "Decided Saturday is the day we paint the spare room."],
  [
    "plans",
    "Our insurance covers everything after two years of no claims, it's been two years now.",
  ],
  ["idiom", "I'd rather die than sing karaoke"],
  ["idiom", "I'm going to die if I don't get coffee"],
  ["idiom", "my boss is going to kill me if I'm late"],
  ["idiom", "I'm killing myself at the gym to get fit"],
  ["idiom", "He's killing himself with overtime"],
  ["idiom", "I killed myself studying for that exam"],
  ["idiom", "I shot myself in the foot with that email"],
  ["idiom", "cross my heart and hope to die"],
  ["idiom", "ugh, kill me now, this meeting never ends"],
  ["idiom", "my battery is dead"],
  ["idiom", "I'm dead serious"],
  ["idiom", "I could sleep forever"],
  ["idiom", "This project is a suicide mission"],
  // film titles and impersonal uses
  ["media", "The Suicide Squad movie was fun"],
  ["media", "Our school held a suicide prevention workshop"],
  ["media", "The coach made us run suicides at practice"],
  ["media", "Romeo and Juliet both die at the end"],
  ["media", "I watched a documentary about the opioid overdose crisis"],
  // everyday accidents and near-misses of the patterns
  ["accident", "I hurt myself at the gym"],
  ["accident", "I cut myself shaving this morning"],
  ["accident", "I cut my finger chopping onions"],
  ["accident", "I burned myself on the stove"],
  ["everyday", "I've been cutting back on sugar"],
  ["everyday", "I'm cutting carbs again"],
  ["everyday", "I don't want to wake up early tomorrow"],
  ["everyday", "I don't want to wake up at 6am for work"],
  ["everyday", "I want to disappear for a week on a beach"],
  ["everyday", "I'm going to end it with my boyfriend"],
  ["everyday", "I took too many pictures on vacation"],
  ["everyday", "I took my pills this morning as prescribed"],
  ["everyday", "I wrote a goodbye card for my coworker"],
  ["everyday", "We had a farewell party for Sam"],
  ["everyday", "I'm hanging out with friends tonight"],
  ["everyday", "We jumped off the cliff into the lake on holiday"],
  ["everyday", "I don't want to live in this city anymore"],
  ["everyday", "I don't want to live with my parents"],
  ["everyday", "I ran 10 kms this morning"],
  ["everyday", "I want to dye my hair"],
  ["everyday", "I'm taking my life back one day at a time"],
  ["everyday", "I want this week to end"],
  ["everyday", "I'm going to jump off the diving board"],
  ["everyday", "I'd be better off without him"],
  ["everyday", "The noose scene in the western was hard to watch"],
  ["everyday", "I need to cut myself some slack"],
  ["everyday", "I'm cutting ties with toxic people"],
  ["everyday", "I hurt myself playing football"],
  ["everyday", "I'd rather be dead than go to that wedding"],
  ["everyday", "Nobody would notice if I left the party early"],
  ["recovery", "I'm proud I stopped cutting"],
  ["recovery", "I stopped self harming two years ago"],
  // negations and recovery
  ["negation", "I would never hurt myself"],
  ["negation", "I'd never do anything to hurt myself"],
  ["negation", "I'm not going to kill myself, I'm just venting"],
  ["negation", "I'm not suicidal, just very tired"],
  ["negation", "I don't want to die"],
  ["negation", "I haven't self-harmed in a year and I'm proud of that"],
  ["negation", "No suicidal thoughts today, which feels good"],
  ["negation", "I would never hurt myself, but I get really sad sometimes"],
  // decision 049: a break wanted without the wish, the idiom, a psychiatrist's question answered no
  ["negation", "I can be tired of it all without wanting to die"],
  ["everyday", "We'll jump off that bridge when we come to it"],
  ["negation", "The nurse asked about suicidal thoughts again. I said no."],
  ["positive", "Life is good and I'm grateful"],
  ["positive", "I need to take better care of myself"],
];

describe("screenForCrisis", () => {
  it("has a table of at least 50 positive and 50 negative sentences", () => {
    expect(positives.length).toBeGreaterThanOrEqual(50);
    expect(negatives.length).toBeGreaterThanOrEqual(50);
  });

  it.each(positives)("shows crisis resources (%s): %s", (_category, text) => {
    const screening = screenForCrisis(text);
    expect(screening.crisis).toBe(true);
    expect(screening.reason).toEqual(expect.any(String));
  });

  it.each(negatives)("stays quiet (%s): %s", (_category, text) => {
    expect(screenForCrisis(text)).toEqual({ crisis: false });
  });

  it("finds the sentence in a long entry, not only in short messages", () => {
    const entry = [
      "Work was long today and the bus was late again.",
      "I made pasta and called mum, which helped a little.",
      "But honestly, some nights I think everyone would be better off without me.",
      "Anyway, tomorrow is Friday.",
    ].join("\n");
    expect(screenForCrisis(entry)).toEqual({ crisis: true, reason: "burden" });
  });

  it("screens the whole of a very long entry, up to its last sentence", () => {
    const filler = "Work was fine and I went for a walk by the river after dinner. ".repeat(3000);
    expect(screenForCrisis(filler)).toEqual({ crisis: false });
    expect(screenForCrisis(`${filler}I have nothing left to live for.`)).toEqual({
      crisis: true,
      reason: "hopelessness-about-living",
    });
  });

  it("never puts the person's words in the reason", () => {
    const { reason } = screenForCrisis("I want to kill myself");
    expect(reason).toBe("suicidal-intent");
    expect(reason).not.toMatch(/myself/);
  });

  it("answers quietly for empty or non-text input", () => {
    expect(screenForCrisis("")).toEqual({ crisis: false });
    expect(screenForCrisis("   \n ")).toEqual({ crisis: false });
    expect(screenForCrisis(undefined as unknown as string)).toEqual({ crisis: false });
  });
});

describe("normaliseForScreening", () => {
  it("expands contractions, slang and misspellings and marks clause boundaries", () => {
    expect(normaliseForScreening("I’m sooo tired, I dont wanna go")).toBe(
      "i am soo tired | i do not want to go",
    );
    expect(normaliseForScreening("kms")).toBe("kill myself");
    expect(normaliseForScreening("ran 5 kms")).toBe("ran 5 kilometres");
    expect(normaliseForScreening("Self-Harm   and SUCIDAL")).toBe("self harm and suicidal");
  });
});

describe("crisisReply", () => {
  it("names the assistant as an AI, gives the crisis lines and the resources page", () => {
    const reply = crisisReply("Willow");
    expect(reply).toContain("I'm Willow, an AI");
    expect(reply).toMatch(/can't help in an emergency/);
    expect(reply).toContain("988");
    expect(reply).toContain("911 in the US");
    expect(reply).toContain("112 in Europe");
    expect(reply).toContain("999 in the UK");
    expect(reply).toContain("findahelpline.com");
    expect(reply).toContain("/mental-health-resources");
  });

  it("falls back to the default assistant name", () => {
    expect(CRISIS_REPLY).toContain("I'm Sage, an AI");
    expect(crisisReply("   ")).toBe(CRISIS_REPLY);
  });
});
