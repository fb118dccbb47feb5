import { describe, expect, it } from "vitest";
import { disownedIntrusiveThought } from "~/services/safety/crisis-disowned-thought.server";

describe("an intrusive thought the writer disowns", () => {
  it.each([
    "On the station platform my head went 'what if you stepped off'. It's the call of the void, apparently. I don't want to, I just moved back from the edge.",
    "Chopping onions and the intrusive thought about the knife came again. My therapist says it's OCD, not a wish. Onions done, soup on.",
    "weird brain blip on the bridge today like what if i climbed over. i would never. walked on and got a coffee",
    "Had an intrusive thought about swerving into the lorry. Doesn't mean I want to, it just pops up when I'm tired.",
    "That intrusive 'jump' thought on the balcony again. Nope. Not going to. Went inside and rang my sister.",
    "Got that strange urge to step off the kerb in front of the bus again. Never would. Brain being a brain.",
    // Spent sets 72 to 79 (decision 051): the "what if" named without the word "intrusive", an
    // adverb before "don't want to", "not acting on them", the thought's content "cutting", and
    // "doesn't bother me anymore" (not the thought owned)
    "Peeling potatoes and my brain goes 'what if you cut your thumb off'. Don't want to, never would.",
    "Leaning over the ferry rail and my brain went 'jump'. Call of the void. I absolutely don't want to.",
    "Intrusive thoughts are loud this week. I'm not acting on them, I know they're not me.",
    "Slicing bread and a flash of cutting myself. I don't want to, it frightens me. My GP says it's OCD.",
    "On the pier I got that weird 'what if I just jumped' thought. I don't want to. Doesn't bother me much anymore.",
    // Spent sets 80 to 87: "no wish to act on it", "no thanks, brain", "unwanted thoughts ...
    // don't mean I want to", "a dumb thought ... I don't want that at all"
    "That 'what if I jumped' thought on the escalator at the station again. Call of the void. I've no wish to act on it.",
    "on the ring road and my brain went 'what if you just swerved'. no thanks brain. podcast on.",
    "Unwanted thoughts about the bread knife again. My therapist says they don't mean I want to. I don't.",
    "had the dumb thought of stepping off the platform. i don't want that at all, i want my dinner.",
  ])("is not the writer's risk: %s", (text) => {
    expect(disownedIntrusiveThought(text)).toBe(true);
  });

  it.each([
    // the thought turned into a wish or a plan
    "The intrusive thoughts aren't intrusive anymore. I don't want to fight them, I agree with them.",
    "It's OCD, I know, I don't want to act on it, but lately the thought of the bridge feels like a good idea.",
    "Intrusive thoughts about the tablets. I'd never, I tell myself, but part of me wants to.",
    "The call of the void used to scare me. I'd never jump, I said. Now I stand there longer every day now.",
    // something already done beside it
    "It's only intrusive thoughts, I don't want to die, but I've counted out the tablets anyway.",
    "OCD thoughts all day. I won't do anything, I just cut myself to make them stop.",
    // named but not disowned, or disowned but not named
    "The intrusive thoughts are loud tonight and I don't know what to do with them.",
    "I don't want to be here anymore.",
    "I would never hurt anyone else. Myself is a different story.",
    "Weird thought on the multistorey roof again. I won't, I keep saying, but it's getting stronger.",
    // words that sound like disowning but say something else
    "The intrusive thoughts are constant and I don't want to live like this.",
    "Weird thought today: I'm not going to be around for Christmas.",
    "Random thought: will I still be here next year? Nope.",
    "The OCD is exhausting. I will not survive another year of this.",
    "Intrusive thoughts about the pills again. I don't act on them. Yet.",
    // a "what if" that is a wish, not a thought disowned
    "What if I just jumped. I don't want to be here.",
    "My brain goes 'what if you just stopped'. Honestly it doesn't bother me anymore, I kind of want to.",
    "Intrusive thoughts about the bridge. I don't want to die, I want it to stop.",
    // help refused, a life not wanted: not the thought disowned
    "Intrusive thoughts about the bridge all week. Therapy? No thanks.",
    "Weird thought on the roof: I could just end it. I don't want that life anymore either way.",
    "Unwanted thoughts again. I don't want that life. It is not me who should have to live it.",
  ])("is not disowned: %s", (text) => {
    expect(disownedIntrusiveThought(text)).toBe(false);
  });
});
