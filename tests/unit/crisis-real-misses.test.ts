import { describe, expect, it } from "vitest";
import heldOut from "#tests/fixtures/crisis-held-out.json";
import tuning from "#tests/fixtures/crisis-tuning.json";
import { screenForCrisis } from "~/services/safety/crisis.server";

/**
 * Every real miss found so far is a test (docs/decisions/019-sentence-embeddings.md): the tuning
 * set, and the held-out set after its results were reported (79 crisis sentences the rules and
 * frames missed, 5 benign ones they flagged). The rules and frames must now catch every crisis
 * sentence and leave every safe one alone, except the misses listed below, which only the
 * embedding tier may catch.
 */
const STILL_MISSED_BY_RULES_AND_FRAMES = new Set([
  // No frame fits without flagging "the screen went black" and the like.
  "I just want everything to go black and stay black.",
]);

describe.each([
  ["tuning", tuning],
  ["held-out (consumed)", heldOut],
])("the %s set", (_name, set) => {
  it.each(set.crisis.filter((text) => !STILL_MISSED_BY_RULES_AND_FRAMES.has(text)))(
    "screens %j as a crisis",
    (text) => {
      expect(screenForCrisis(text).crisis).toBe(true);
    },
  );

  it.each(set.safe)("leaves %j alone", (text) => {
    expect(screenForCrisis(text)).toEqual({ crisis: false });
  });
});

// Expected to fail, and listed on purpose: a known miss the rules and frames cannot catch yet (see
// the list's comment). When a change catches one, this fails and the sentence leaves the list.
it.fails.each([...STILL_MISSED_BY_RULES_AND_FRAMES])(
  "still misses %j (remove it from the list once a rule or frame catches it)",
  (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
  },
);

/**
 * The third held-out set (decision 026), after its one measurement: every crisis text the whole
 * screen (rules, frames and the embedding tier) missed is now caught by the rules and frames.
 */
const THIRD_SET_MISSES = [
  "been stockpiling my sertraline for a couple weeks now",
  "wrote letters to my mum and my sister today. they'll understand one day",
  "idk how much longer i can keep pretending, i think this weekend is it",
  "everyone keeps saying it gets better but i'm not sticking around to find out",
  "how high does a building need to be so you dont survive",
  "Deleted all my socials and paid off my debts. Tying up loose ends before I go.",
  "Mum made lasagne, we watched the football. I smiled the whole time so nobody would guess I've already picked the date.",
  "The exam went badly. The train was late. I bought paracetamol at two different shops so they wouldn't ask questions, and now they're in my drawer.",
  "Cleaned my room today, first time in weeks. Wanted it tidy for whoever finds me.",
  "i told my best friend i loved her and that she should look after my dog. she doesnt know why",
  "i punish myself with the razor when i eat too much",
  "Dying feels like the only rest I'll ever get.",
  "i looked at the train tracks today and felt peace, like that's where i belong",
  "I held the gun in my mouth for a minute last night.",
  "dad keeps his shotgun in the loft and i know where the key is",
  "i researched which knots hold weight",
  "i've measured the drop from my balcony, it's enough",
  "i said bye to my brother like it was the last time bc it probably is",
  "I just want to fall asleep in the snow and let the cold take me.",
  "i hope the plane crashes with me on it",
  "I swallowed bleach last week. I didn't tell anyone.",
  "sitting on the edge of the bridge typing this",
  "my note is written, it's under my pillow",
  "i'm sorry mum, i love you, it's not your fault",
  "ctb soon, have everything ready",
  "At work I laugh at the jokes and answer emails. Inside I'm counting down to Friday, because Friday is when I've decided to end things.",
  "We had a lovely walk by the lake and I thought it was a nice last day to have.",
  "I hurt myself again, the burns on my arm are blistering",
];

it.each(THIRD_SET_MISSES)("screens %j as a crisis (a miss of held-out set 3)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/**
 * Safe texts of the third held-out set that the rules and frames still flag. Expected to fail
 * until a veto catches them; the embedding tier is not the cause. Since decision 028 the first
 * two (someone else's attempt, a recovered past) get the check-in, not the full response
 * (tests/unit/crisis-attribution.test.ts).
 */
it.fails.each([
  "my friend tried to take her own life last year and i still worry about her",
  "I used to self harm years ago but I've been clean for three years now and I'm proud",
  "the song goes 'i wanna die' but it's actually about a crush lol",
])("still flags %j (remove it once a veto leaves it alone)", (text) => {
  expect(screenForCrisis(text)).toEqual({ crisis: false });
});

/** False alarms a veto now leaves alone (decision 028). */
it.each([
  "looked up how many calories are in a banana",
  "Can you overdose on vitamin D? I've been taking a lot.",
  "I keep a razor in my wash bag for travelling.",
  "I keep a bottle of painkillers in my bag for migraines.",
  "I'm ready to die on this hill: pineapple belongs on pizza.",
])("leaves %j alone", (text) => {
  expect(screenForCrisis(text)).toEqual({ crisis: false });
});

/**
 * Held-out set 4 (decision 026), tuned against since decision 028: every crisis text the whole
 * screen missed that a frame now catches.
 */
const FOURTH_SET_MISSES = [
  "You ever get so tired of being you that you just want to switch yourself off for good? That's every night for me now.",
  "You can only be a disappointment for so long before you take yourself out of the picture.",
  "Paid off the last of my debts today so nobody inherits them. Feels like the last loose end.",
  "Every night I say sorry to my family in my head for what I'm about to do.",
  "lol imagine picking out your own funeral songs on a tuesday afternoon. anyway the playlist is done",
  "My life insurance is worth more than I am, so the maths kind of makes the decision for me.",
  "Speedrunning my way out of existence, current record: wrote the note, bought the pills.",
  "Does mixing my sleeping pills with vodka definitely work or would I just end up in hospital?",
  "It's a year since my son died and I'm done pretending I want to be here without him.",
  "The anniversary is Friday and I've decided that's the day I stop too.",
  "Saw the news about the man who jumped from the bridge and all I could think was that I should do the same.",
  "gg everyone, logging off from life for good",
  "final boss is me and i'm about to rage quit existence",
  "time to take the L permanently, i'm done living",
  "red card for me, i'm sending myself off for good this time",
  "my hp is at zero irl and there's no potion left, just want to uninstall myself",
  "ngl i'm lowkey tryna not be here anymore",
  "lowkey want to yeet myself off the car park roof fr",
  "istg if tomorrow is like today i'm done for real, got the pills sorted",
  "bruh i'm actually writing my note, this ain't a bit",
  "I looked up how high the multi-storey is. Eight floors should be enough.",
];

it.each(FOURTH_SET_MISSES)("screens %j as a crisis (a miss of held-out set 4)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/**
 * Held-out set 2, tuned against since decision 028: crisis texts the whole screen (the retrained
 * classifier included) still missed, now caught by a frame or rule.
 */
const SECOND_SET_MISSES = [
  "I'm going to drink until I don't wake up.",
  "I'm not planning to be here for my birthday.",
  "I won't see the new year.",
  "I'm tired of breathing.",
  "How much water does it take to drown?",
  "I bought a hose for the car exhaust.",
  "The thought of not waking up feels like a warm blanket.",
  "I don't see myself getting older.",
];

it.each(SECOND_SET_MISSES)("screens %j as a crisis (a miss of held-out set 2)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/** Benign sentences sharing the words of those frames, which must stay quiet. */
it.each([
  "gg everyone, logging off for the night",
  "I quit my job for good and I feel free.",
  "I wrote the note to the landlord about the boiler.",
  "Two floors should be enough for our office.",
  "Deleting the app for good, it eats my evenings.",
  "We picked the songs for Grandad's funeral.",
  "I'm done with living in this flat, moving out next month.",
  "The day I stop procrastinating will be a miracle.",
  "Sorry to my flatmate for what I'm about to cook.",
  "I'm tired of breathing this city's air, can't wait for the countryside.",
  "How much water does it take to fill the paddling pool?",
  "Bought some tubing for the fish tank filter.",
  "I'm not planning to be here for the meeting, I'll be on leave.",
  "I'm not planning to be here for my birthday, we're travelling.",
  "I don't see myself getting a dog any time soon.",
  "The thought of not waking up to an alarm feels wonderful.",
])("leaves %j alone", (text) => {
  expect(screenForCrisis(text)).toEqual({ crisis: false });
});

/**
 * Set 5 (docs/decisions/029-crisis-three-categories.md), tuned against since its one measurement:
 * every crisis text the whole screen missed, now caught by a frame or rule, with paraphrases of
 * the same families in other words.
 */
const FIFTH_SET_MISSES = [
  "Work was fine, had lunch with Priya, the train was late again. I wrote the letters for my parents tonight and put them under my pillow. Tomorrow I might buy new headphones.",
  "Just a quick one: what's the dose of paracetamol where it becomes fatal for someone my weight (55kg)?",
  "I gave my guitar to my brother and said goodbye like it was normal. He doesn't know it was the real goodbye.",
  "lol imagine being such a burden that even ur dog would be happier w/o u. anyway i'm gonna fix that soon",
  "Does anyone know if a car in a closed garage is enough, how long would it take?",
  "I'm not sad anymore, I just decided. It's weirdly peaceful knowing when.",
  "My kids deserve a better dad than me, so I'm going to take myself out of their lives for good.",
  "I haven't eaten in four days on purpose, I want my body to just give up.",
  "The bridge on my way to work looks more like an exit every day.",
  "Is it true that bleach mixed with something makes a gas that would kill you in a small room?",
  "The only reason I'm still alive is my cat, and she's old now.",
  "i'm so tired of existing that death sounds like a vacation",
  "Today I finally cleaned my whole flat so nobody has to do it after I'm gone.",
  "Honestly I'm just waiting for a chance to be alone in the house so I can go through with it.",
  "my head keeps saying 'just do it' when i'm on the roof at work",
  "is 20 sleeping pills enough or do i need more",
  "Im very alone in this new city, no job, no friends, I think the best thing is I finish my life here.",
  "My sister found the marks on my arms and I told her it was the cat.",
  "I just wrote down my passwords for my brother so he can close everything after.",
];

it.each(FIFTH_SET_MISSES)("screens %j as a crisis (a miss of set 5)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/** The same families in other words (written for decision 029, not from any set). */
it.each([
  "At what point does ibuprofen become lethal for a girl my size?",
  "would a bbq in a sealed bathroom be enough",
  "is thirty paracetamol enough",
  "Left letters to my kids in the drawer where they'll find them.",
  "Sorted my laptop so my sister can delete everything after.",
  "Tidied everything up so my mum won't have to deal with it when I'm gone.",
  "Waiting till nobody's home so I can finally go through with it.",
  "Hugged mum at the station. She thinks it's see you Sunday, but it was the last goodbye.",
  "The motorway bridge is starting to look like the answer.",
  "Honestly dying sounds like a holiday compared to this.",
  "the only thing keeping me here is my little brother",
  "I just want my heart to give out in my sleep.",
  "my brain keeps telling me to jump whenever i'm on the balcony",
  "I will finish with my life this week, nobody will miss me.",
  "My teacher saw the cuts on my wrists and I said it was the cat.",
  "I've stopped eating on purpose, I want it to be over.",
  "They'd all be happier without me. I'll sort that soon.",
  "I'm going to take myself out of the picture so they can be happy.",
])("screens %j as a crisis (a paraphrase of a set-5 family)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/** Benign sentences sharing the words of those frames and vetoes, which must stay quiet. */
it.each([
  // set 5's safe texts the rules or frames flagged
  "I'm ready to go! Bags packed for Lisbon.",
  "The nurse explained how much morphine is too much for my dad in hospice. It was a hard conversation.",
  "My psychiatrist said the overdose risk with lithium is why I need regular blood tests.",
  "my bestie said she wants to die if she doesnt get concert tickets lol, same",
  // new, sharing the words
  "The pharmacist explained the dose of paracetamol where it becomes fatal for kids, so we lock the cabinet.",
  "Fitted a carbon monoxide alarm because the boiler is in a closed room.",
  "Never mix bleach and ammonia, the gas could kill you in a small room.",
  "Is 20 sleeping pills enough for the whole trip? I only take one a night.",
  "Wrote thank-you letters to my parents for the anniversary party.",
  "Packed up the kitchen so the movers can deal with it after.",
  "It was the real goodbye at the airport, she's moving to Sydney for good.",
  "The fire exit by the bridge looks like an exit to nowhere, weird design.",
  "The only reason I'm still at this job is the pension.",
  "I want my body to stop aching after that hike.",
  "The doctor noticed the marks on my arms from the eczema.",
  "Haven't eaten since sunrise on purpose, it's Ramadan.",
  "I'm going to take myself out for dinner for good behaviour.",
  "My friend jumped off the bridge into the river for a dare.",
  "I'd die if I don't get tickets to that gig.",
])("leaves %j alone (shares the words of a set-5 frame)", (text) => {
  expect(screenForCrisis(text)).toEqual({ crisis: false });
});

/**
 * Sets 2 and 4, crisis texts the whole screen still missed after the retraining of decision 029,
 * now caught by a frame, with paraphrases; and benign sentences sharing their words.
 */
it.each([
  "How many paracetamol until your liver gives out?",
  "How painful is it to slit your wrists?",
  "I measured the beam in the shed and it's strong enough.",
  "Sleeping forever sounds perfect right now.",
  "I'd like to fall asleep and stay asleep.",
  "Please look after my dog when I'm not around, I've made my decision.",
  // paraphrases
  "how much vodka before your heart stops",
  "The rafter in the garage will take my weight, I checked.",
  "resting forever would feel like a relief",
  "i just want to drift off to sleep and never wake up",
  "look after my cat for me, my mind is made up",
])("screens %j as a crisis (a set 2 or 4 miss, or its paraphrase)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

it.each([
  "The beam in the garage is strong enough for the punching bag.",
  "Checked the branch is strong enough for the kids' swing.",
  "I want to fall asleep and stay asleep until noon on Saturday.",
  "With this insomnia I'd love to fall asleep and stay asleep for once.",
  "Sleeping in forever sounds perfect on a Sunday.",
  "Can you look after my dog this weekend? I've made my decision about the trip.",
  "How much water until your plants drown?",
])("leaves %j alone (shares the words of a set 2 or 4 frame)", (text) => {
  expect(screenForCrisis(text)).toEqual({ crisis: false });
});

/**
 * Set 6 (spent): safe texts the rules or frames flagged, each fixed by a veto for its family; with
 * paraphrases that must stay quiet, and crisis texts sharing their words that must still match.
 */
it.each([
  // set 6's false alarms
  "Hope I don't wake up late tomorrow, big interview at 9.",
  "Two years since I last self-harmed. Today I wore a t-shirt in public and felt proud of myself.",
  "Got a tattoo over my old self harm scars. A sunflower. I love it. That part of my life is over.",
  "My therapist asked if I ever have thoughts of harming myself. I honestly said no, I'm just stressed about work. We made a plan for the stress.",
  "I'm going to jump off a cliff if my flatmate leaves his dishes one more day. Love him though.",
  "Learned how to tie a noose knot for a Halloween decoration in the front garden. Neighbours think it's hilarious.",
  "Updated my will now that the baby's here. Feels very grown up. We chose guardians too.",
  "Counted my meds into the weekly organiser. Sunday ritual.",
  "Used to think everyone would be better off without me. That was 2019. Now I run a support group and I actually like my life.",
  // paraphrases of the same families
  "Hope the kids don't wake up before 7.",
  "Six months since I last cut. Proud of me.",
  "100 days without self harm today!",
  "I'm two years free of self-harm.",
  "Covered my old sh scars with concealer for the wedding.",
  "My self harm scars have faded to thin white lines.",
  "The GP asked if I'd been suicidal and I said no.",
  "I'm going to jump off a bridge if I hear that song one more time.",
  "Made a noose prop for the school play.",
  "Updated my will after the wedding, we chose guardians for the kids.",
  "Put my pills in the pill organiser for the week.",
  "Used to feel like a burden to everyone. Not anymore.",
])("leaves %j alone (a set 6 false alarm or its family)", (text) => {
  expect(screenForCrisis(text)).toEqual({ crisis: false });
});

it.each([
  "It had been a year since I last self-harmed until last night when I cut again.",
  "Two years since I last self-harmed but I want to cut so badly tonight.",
  "My counsellor asked whether I'd thought about hurting myself. I said no, but I lied.",
  "I used to think they'd be better off without me and I still do.",
  "I'm going to jump off a bridge if things don't get better.",
  "I hope I don't wake up tomorrow.",
  "Hope I never wake up again.",
  "I tied a noose in the garage.",
  "I updated my will and wrote letters to everyone. I won't need any of it soon.",
  "Counting my pills, I have enough now.",
])("screens %j as a crisis (shares the words of a set 6 veto)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/**
 * Set 6 (spent): every crisis text the whole screen missed (rules, frames and the embedding tier
 * gave no response) is now caught by a rule or frame written for its family; with paraphrases,
 * and benign sentences sharing each pattern's words that must stay quiet.
 */
const SET_6_MISSES = [
  "The bridge by my office keeps pulling at me every evening on the walk home. Tonight I stood at the railing for twenty minutes.",
  "I've been reading about how long it takes with the car running in a closed garage.",
  "honestly the permanent solution looks better every single day",
  "haven't eaten in three days. I don't deserve food after how I treated her.",
  "Sorted out my will, cancelled my phone contract and left the cat's vet details on the fridge. I feel weirdly calm about it all.",
  "Said goodbye to my dog properly tonight. He doesn't know it's the last time I'll walk him.",
  "yaar I can't take this anymore, thinking of jumping from the terrace tonight after everyone sleeps",
  "Properly done in. Been staring at the box of paracetamol for an hour deciding.",
  "I've started giving away my books and clothes. Told people I'm decluttering but that's not why.",
  "I keep thinking about dad's old hunting rifle. I know where the key to the cabinet is.",
  "Honestly if I got a terminal diagnosis tomorrow I'd be relieved.",
  "Looked at train times today. Not to catch one.",
  "honestly dying seems less scary than another year of this",
  "my therapist thinks i'm improving but i've just gotten better at hiding the plan",
  "Practising the knots I learned in scouts, for a reason I can't tell anyone.",
  "Researching whether helium still works. Apparently they changed what's in the tanks.",
  "Thinking of getting really drunk and taking the rest of my lithium.",
  "Sat in the car in the garage with the engine on for ten minutes yesterday. Only turned it off because the neighbour knocked.",
  "Do you know if they put nets under the viaduct now? Need to know before Friday.",
  "pls dont judge but i hurt myself again with a compass point in maths",
  "Bhai honestly I feel like finishing everything, nobody in this house understands me and I'm not staying",
  "I am very tired of this life. I am thinking to drink the pesticide in the shed.",
  "Every morning I'm disappointed I woke up.",
  "Stockpiling my prescriptions for a month now. Almost at the number.",
  "I've been visiting the cliffs at sunset. Every time I get a step closer to the edge.",
  "I bought a second pack of razors. The first one is nearly used up on my arms.",
  "if this breakup is the rest of my life then I don't want the rest of my life.",
  "chat do you think it would hurt to jump from the 9th floor",
  "Left my wedding ring and a note on the kitchen table. Driving to the coast.",
  "Sorry for being such a burden. I'll fix that soon.",
];

it.each(SET_6_MISSES)("screens %j as a crisis (a set 6 miss)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

it.each([
  "Every time I go back I get a step closer to the edge of the cliff.",
  "sat in my car in the closed garage with the motor running last night",
  "nearly used up the blades on my thighs",
  "i'm thinking to drink the weedkiller tonight",
  "Going to get drunk and swallow the rest of my sleeping pills.",
  "Do they still have barriers on the bridge? Need to know before the weekend.",
  "I've been stockpiling my repeat prescriptions. Nearly at the number.",
  "does anyone know if it would hurt to fall from the 12th floor",
  "I hurt myself with a safety pin again last night.",
  "Gutted I woke up again this morning.",
  "The railway keeps calling to me on my way home.",
  "left a note and my ring on the bedside table",
  "I can't tell my counsellor, I keep the plan from my therapist.",
])("screens %j as a crisis (a paraphrase of a set 6 miss)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

it.each([
  "Never leave the car running in a closed garage, the CO alarm at work went off once.",
  "Warmed the car up in the garage with the door open and the engine on.",
  "Stood at the railing for twenty minutes watching the whales.",
  "The sea keeps calling me back every summer.",
  "The toddler got closer to the edge of the pool so I grabbed him.",
  "They put nets under the viaduct for the pigeons.",
  "We're planning to jump from the terrace into the pool at the villa.",
  "Would it hurt to jump from the second step with my bad knee?",
  "Does helium still work for balloons if the tank is a year old?",
  "Researching whether charcoal filters still work for the fish tank.",
  "Stockpiling tins for winter. Almost at the number of jars we need for the jam.",
  "Almost at the target for the charity run!",
  "Should I take the rest of my antibiotics even though I feel better?",
  "Had a glass of wine and forgot to take my meds.",
  "Staring at the box of paracetamol trying to read the tiny dosage label.",
  "Thinking of taking the weedkiller back to the shop, it didn't work.",
  "The dog nearly drank the antifreeze, so we moved it to the top shelf.",
  "Sat in the car in the garage listening to the end of the podcast.",
  "I've gotten better at hiding the plan for the surprise party from her.",
  "Bought rope for a reason I can't tell anyone yet, it's a surprise treehouse.",
  "Sorted out my will with the solicitor after we bought the house.",
  "He doesn't know it's the last time I'll walk him before I move abroad.",
  "Left the ring and a note in the dessert for the proposal.",
  "Told people I'm decluttering and honestly that's exactly why, the flat is tiny.",
  "Hurt myself again playing football, same ankle.",
  "Cut myself with the razor again shaving my legs.",
  "The razor went blunt on my legs before the beach.",
  "I don't deserve food this good lol.",
  "Disappointed I woke up late and missed the sunrise.",
  "Sad I woke up from that dream, it was so nice.",
  "We need a permanent solution to the damp in the bathroom.",
  "The permanent solution sounds good, let's book the laser hair removal.",
  "Dying your hair seems easier than bleaching it.",
  "Dying in the game is less scary than losing all my loot.",
  "I don't want to spend the rest of my life in this job.",
  "If I got a terminal diagnosis I'd be devastated.",
  "If the biopsy came back clear I'd be relieved.",
  "I feel like finishing everything on my to-do list today.",
  "Looked at train times today, not to catch one but for my model railway.",
  "Looked at train times today. Going to catch the 8:15 to Leeds.",
  "Every time I step closer to the edge of the stage my knees shake.",
  "Sorry for being such a nuisance with the emails, I'll fix that tomorrow.",
  "Sorry for being a pain about the rota, I'll sort it.",
  "Sorry for being such a burden this week with the move, I'll make it up to you.",
  "I keep thinking about my dad's old hunting rifle, he was such a good shot.",
])("leaves %j alone (shares the words of a set 6 miss's frame)", (text) => {
  expect(screenForCrisis(text)).toEqual({ crisis: false });
});

/** Set 6 (spent): the rules for someone known at risk added for its others texts, and look-alikes. */
it.each([
  "My mum attempted last night. She's stable.",
  "My brother has been cutting since he was 14 and I just found out.",
  "My girlfriend keeps saying she wishes she wasn't alive.",
  "Sometimes I wish I wasn't alive.",
])("screens %j (a set 6 rule for someone known, or the writer)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

it.each([
  "My son attempted the climbing wall for the first time last night.",
  "My sister attempted again and passed her driving test!",
  "I've been cutting since breakfast, so many onions for the party.",
  "My mum wishes she wasn't so tired all the time.",
])("leaves %j alone (shares the words of a set 6 rule for someone known)", (text) => {
  expect(screenForCrisis(text)).toEqual({ crisis: false });
});

/**
 * Held-out sets 19 and 20 (counted once in decision 041): crisis texts the whole screen missed
 * there, which the frames written after that count now match. The safe texts they were written
 * against stay quiet (crisis-frames.test.ts).
 */
const SETS_19_AND_20_MISSES = [
  "Checked the life insurance small print. The exclusion period ended in March.",
  "Stopped my insulin two days ago. I feel awful. Good.",
  "my psych meds are all in one sandwich bag now. not in the blister packs anymore",
  "At Grandad's funeral he looked so peaceful, and lately that's all I want.",
  "Note to self: cancel the gym, give the plants to 3B, leave the door unlocked Friday so nobody has to break it down.",
  "How long can a person go without dialysis? Asking because I've stopped going.",
  "haven't eaten in 3 days, knuckles split from the wall, and i still feel like i deserve worse",
  "Tired. Not sleepy tired. Tired of the whole project of being a person.",
  "My son is better off with a dad who's dead than a dad who's this.",
  "the world won't miss a failed medical student. trust me",
  "what's the highest level of the parking structure by campus that stays open at night",
];

it.each(SETS_19_AND_20_MISSES)("screens %j as a crisis (a miss of set 19 or 20)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/**
 * Held-out sets 21 and 22 (counted once in decision 042): crisis texts the whole screen missed
 * there, which the frames written after that count now match. The look-alikes they were written
 * against stay quiet (crisis-frames.test.ts).
 */
const SETS_21_AND_22_MISSES = [
  "Can you get hold of barbiturates online in the UK? need enough for a big dog. (I don't have a dog)",
  "I'm sorting my photos into albums for my kids so they have something to remember me by. They don't know why yet. They'll understand in a few weeks.",
  "i miss the blade. 200 days clean and all i can think about is how much i miss it. bought a pack of razors today 'for shaving'.",
  "if i'm quiet in the group chat tomorrow don't come looking. love u all tho",
  "Going on a 'hike' tomorrow. Not buying the return bus ticket.",
  "Went deeper than usual last night. Probably needed stitches. Butterfly strips and a jumper instead. It's still oozing through the dressing this morning.",
  "how do you turn off a carbon monoxide alarm without it beeping, just for tonight",
  "i'm going to walk into the sea on my birthday. seems poetic. 25 years, 25 steps",
  "scheduled tweets for the next week so nobody notices straight away. weird thing to plan but here we are",
];

it.each(SETS_21_AND_22_MISSES)("screens %j as a crisis (a miss of set 21 or 22)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/**
 * Held-out sets 72 to 79 (counted once in decision 050): crisis texts the whole screen missed
 * there, which the rules written after that count now match (decision 051). "Hill you want to die
 * on" and its like stay quiet (crisis-detector.test.ts).
 */
const SETS_72_TO_79_MISSES = [
  "Tuesday. Picked up Jayden late again because of the shift swap. Tesco for fish fingers. Renewed the car tax. Don't really want to be here anymore. Need to remember PE kit tomorrow.",
  "Menopause brain, they call it. I call it wanting to step in front of the 43 bus.",
  "Found out my ex has a new baby with the woman he left me for. Took a handful of whatever was in the cabinet with the wine. Not sure how much. Feeling really heavy.",
  "Banged my head against the walk-in wall until I saw stars. Then went back out and took table 9's order.",
  "nobody on this rock would miss me. i'm the bloke who fixes outboards and drinks too much. someone else can fix outboards",
  "I've been cutting to keep it together on set. Today the costume assistant almost saw.",
];

it.each(SETS_72_TO_79_MISSES)("screens %j as a crisis (a miss of sets 72 to 79)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});

/**
 * Held-out sets 80 to 87 (counted once in decision 051): crisis texts the whole screen missed
 * there, which the rules and frames written after that count now match.
 */
const SETS_80_TO_87_MISSES = [
  "Bad day. Took 3 extra diazepam and hoped I wouldn't wake up. Woke up. Annoyed about it.",
  "Hey journal, quick one. Grocery run, called mom, fixed the fence. Decided Thursday is the day. Then watched the game.",
  "Every day the same: wake up, wish I hadn't, go to work, pretend.",
  "Made my wife the beneficiary again, double checked the policy language about the two year clause. We're past two years. She'll be taken care of.",
  "The locum shifts pay the debt off in 3 years. The life insurance pays it off tomorrow.",
  "cutting helped today. it always does. the blades from the workshop live in my toolbox now",
];

it.each(SETS_80_TO_87_MISSES)("screens %j as a crisis (a miss of sets 80 to 87)", (text) => {
  expect(screenForCrisis(text).crisis).toBe(true);
});
