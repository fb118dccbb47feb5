import { describe, expect, it } from "vitest";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { inLookAlikeContext } from "~/services/safety/crisis-look-alike.server";

/**
 * A look-alike's context around a rule's hit (crisis-look-alike.server.ts, decision 040): where
 * it is, the crisis model's threshold decides whether the hit stands. Written fresh, in the shapes
 * the spent held-out sets' false alarms showed.
 */
describe("a look-alike's context", () => {
  it.each([
    // a joke, laughed off in the sentence or the one after it
    "If this printer jams one more time I'm going to kill myself lol. Anyway, coffee?",
    'I want to die, I just called my boss "babe" on a Teams call haha',
    "I'm going to kill myself if the quiz team loses to the vicar one more time 😂",
    // a screening question answered no, the answer in the next sentence (asked about thoughts
    // of it, the rules themselves read the answer since decision 041)
    "The nurse asked the usual questions, whether I ever feel I'd be better off dead. I said no.",
    "Filled in the PHQ form: would you be better off dead? Not at all.",
    // the shapes of sets 21 and 22's answers (decision 042), written fresh: a bare "No.",
    // "Honestly, no", an app's check-in, "said no and no"
    "The app keeps asking if I've had thoughts of harming myself. No. Just a long week.",
    "Health visitor asked if I'd had any suicidal thoughts. Honestly, no, just no sleep.",
    "daily check-in: mood 7/10, any thoughts of self-harm: no. pasta for tea.",
    "She asked if I felt safe and if I'd ever thought about hurting myself, said no and no.",
    // a past dated long ago, a lesson, the writer's work, a farewell to a thing
    "Today I told my sister I was suicidal when I was nineteen, and how far I've come since.",
    "Our first aid course today covered what to do after an overdose until the ambulance comes.",
    'At the gig the whole room sang "I don\'t want to live forever" at the top of our lungs.',
    "I work nights in A&E and tonight we treated two overdoses, both went home safe by morning.",
    // an entry that opens with the writer's shift, job or study, and a later sentence naming an
    // overdose, suicide or self-harm as its subject (decision 043), written fresh in the shapes
    // of sets 21 and 22's false alarms
    "Paramedic for nine years. Two overdoses and a cardiac arrest before midnight, then tea at the station.",
    "Twelve-hour night on the ward. Admitted an overdose at 3am, medically fit by breakfast.",
    "Pharmacology revision all afternoon. Paracetamol overdose: the nomogram, acetylcysteine, staggered doses.",
    "I work as a content moderator. Most of today's queue was self-harm images to take down and escalate.",
    "Prison officer here. Two lads on self-harm obs tonight, both settled by lights out.",
    "Psychology practical this morning. We role-played asking about suicide directly.",
    // recovery counted in years, a screening answer in other words (decision 043)
    "Four years self-harm free this week, and I wore short sleeves to the office.",
    "Last session with my therapist today. Three years ago I took an overdose; now I feel like myself again.",
    "The health visitor asked about thoughts of harming myself. Told her no dark thoughts at all, just no sleep.",
    // a will made for an ordinary reason, "nope" as the answer, research or staff training as
    // the opening's setting (decision 044), written fresh in the shapes of sets 25 to 28's false
    // alarms
    "Wrote my will at last. Guardians named for the boys, the house split between them.",
    "Updated my will since the twins came. Very grown up of me.",
    "The pre-op nurse asked if I'd had any thoughts of harming myself. Nope. Just want this hip done.",
    "Chapter two of my thesis. Coding interviews with families bereaved by suicide, slow and careful work.",
    "INSET day. A whole morning on noticing self-harm and what to say first.",
    // embarrassment said as a wish to die (decision 044)
    "ugh I want to die, I just called my manager 'babe' on a Teams call.",
    "I want to die. So cringe, I waved back at someone waving at the person behind me.",
    "Goodbye forever, old sofa. The tip was busy but we got it in.",
    "Goodbye everyone, this is my last post on this account.",
    // a journal left for a paper one, a subscription cancelled, a habit given up (decision 045)
    "Last entry on here for me, changing to a new journal from Monday. Bye app!",
    "Final entry before I cancel my subscription, money's tight this month.",
    "Goodbye forever, vaping. Day three and my lungs thank me.",
    // the families of the spent held-out sets 33 to 40's false alarms (decision 046), fresh:
    // a gun cleaned for game, affairs before an operation, a funeral planned for the family's
    // sake, a past told from a safe present, a screening answered no, a title, written work, a
    // race or a blunder, "the thing, I mean", a tool's accident, a trip, a manager
    "Duck season starts Saturday, so I cleaned the shotgun and sorted the decoys.",
    "Got my affairs in order before the knee surgery. The surgeon says it's routine.",
    "Planned my own funeral today with the Co-op so the kids don't have to.",
    "Found the notebook from 2018 when I wanted to die. Treatment worked, and I'm so glad I stayed.",
    "Q: thoughts you'd be better off dead? A: no. Q: sleep? A: rubbish.",
    "Ticked no on the self-harm question at the new GP. Just here for my ears.",
    "The wellbeing questionnaire at work today. Scored fine. No self-harm, no dark thoughts, just tired.",
    "Halfway through The Virgin Suicides on the train home.",
    "Drafting a grant proposal on means restriction for overdose.",
    "Triathlon done! I wanted to die at mile 20 of the bike, but I crossed the line.",
    "I want to die, I sent my shopping list to the family group chat instead of Tom.",
    "If the boiler packs in one more time I'll end it. The boiler, I mean. With a spanner.",
    "Whittling a spoon: slipped and cut myself a bit on the thumb, plaster, carried on.",
    "Last entry before I go backpacking for a month. See you in June, diary!",
    "Done with this place. Final goodbye to the worst boss in the county.",
    // the families of the spent held-out sets 41 to 48's false alarms (decision 047), fresh: a
    // farewell to an app, a diet or an old car told around the hit, hyperbole with its object
    // named, an adventure sport, a game's character, doses learnt for an exam, a researcher's or
    // an officer's work opening the sentence, a question answered no, a funeral planned in fun,
    // a will for a house, a past told from a safe present
    "Deleted Hinge. Goodbye forever, men who say they're six foot.",
    "This is my last entry in this app. Switching to a paper diary, fewer screens.",
    "Goodbye forever, dairy. The oat milk is fine actually.",
    "Goodbye note to my old van. Sold it for parts today.",
    "The jingle on this call queue makes me want to die.",
    "I'm so full I want to die. Pancake day at Nan's.",
    "If one more client asks for a logo redesign I'll jump off the roof.",
    "'I'm going to end it all,' I said dramatically, and cancelled the gym.",
    "Going to jump off a cliff into the harbour tomorrow! Coasteering with the uni club.",
    "Lost the boss fight. My character wants to die and so do my thumbs.",
    "Pharmacology finals next week. Lethal doses of paracetamol and digoxin, over and over.",
    "As a custody officer I did my suicide watch checks all night.",
    "Research diary: coded ten transcripts on self-harm in care leavers.",
    "Do I want to die? Nope. Do I want a nap? Very much.",
    "Planned my own funeral at the pub as a laugh. We cried laughing at the hymns.",
    "Made my will today. Apparently you do that when you buy a house.",
    "I used to think nobody would miss me if I died. I was wrong about that.",
    // the families of the spent held-out sets 49 to 56's false alarms (decision 048), fresh: a
    // farewell to crutches or an ex's number, hyperbole turned ("of boredom", "not literally",
    // "every time my brother sings", "upside down", "tripping over", "me, 20 minutes later", "as
    // they say, actually just"), "I'll sleep when I'm dead", a team's fans, a plant, work or
    // teaching as a heading, a past told from a safe present, a screening question answered "none"
    "Goodbye forever, crutches! Physio signed me off.",
    "Deleted his number. Goodbye forever, Tom.",
    "I want to die. Of boredom. Third hour of the planning meeting.",
    "kms, this spreadsheet won't balance (not literally, don't panic)",
    "I literally want to die every time my brother sings in the shower.",
    "Gonna hang myself upside down from the gymnastics rings.",
    "Almost killed myself tripping over the hoover.",
    "Me at 6am: let me die. Me 20 minutes later: best run ever.",
    "Put my affairs in order, actually just sorted the tax folder.",
    "Nan's motto: I'll sleep when I'm dead. She's 88 and out dancing.",
    "Rovers fan since a boy. We've been on suicide watch every season since relegation.",
    "My cactus is committing slow suicide on the radiator.",
    "Ambulance log: overdose in a bus shelter, naloxone given, he's fine.",
    "As the underwriter I checked the suicide clause on the policy.",
    "Teaching my Year 9s about warning signs of suicide this week.",
    "Read back my 2018 diary where I wanted to die. So glad I held on.",
    "Psych asked about suicidal thoughts since the op. None.",
    "Teaching my Year 11s about mental health. We went through the warning signs of suicide.",
    "The old me would have wanted to die after a day like this. The new me went for a run.",
    // the families of the spent held-out sets 58 to 64's false alarms (decision 049), fresh: a
    // rifle cleaned after the wild pigs, doses "swimming round my head" before a toxicology exam,
    // affairs put in order "because it's sensible", a hangover, a moderator's word list, a meme,
    // a funeral playlist for fun, an OCD theme, months without an urge, "the printer. Not me.",
    // a last post on a forum, a past told from "I'm not now"
    "Shot two wild pigs on the back paddock. Cleaned the rifle after.",
    "Pharmacology exam in the morning. Lethal doses going round and round my head.",
    "Put my affairs in order this week, power of attorney and all. It's sensible.",
    "Hungover so badly I've written my last words: never again.",
    "Mods, please put 'unalive' on the automod filter, the spam bots love it.",
    "me after the third meeting of the day: tell my family I loved them.",
    "Planning my own funeral playlist with my best mate, for fun. Just morbid.",
    "My OCD theme this month is 'what if I want to kill myself'. I don't. ERP is helping.",
    "I haven't had a self-harm urge in five months, said it out loud at group.",
    "I swear I'll end it. The printer. Not me.",
    "This is my last post on the forum. Ten years here. Love you all.",
    "I was suicidal in 2016. I'm not now.",
    // the shapes of sets 72 to 79's false alarms (decision 051), written fresh: the skull as a
    // laugh, "honest answer was no", an evaluator told there is no history, a notice handed in,
    // a will made because there is a child now
    "Trying the new spin class tonight. If I don't make it, tell my sister I loved her 💀",
    "The nurse asked if I'd had thoughts of ending my life lately. Honest answer was no.",
    "Told the assessor I have no history of self-harm and no thoughts of it now, which is true.",
    "Handed my notice in at the depot. Said my goodbyes to the drivers and bought them all a coffee.",
    "Wrote my will at the legal clinic this morning. Strange at 35, but I've got a kid now and want it done properly.",
    // sets 80 to 87's (decision 051): "I said not for over a year now", a move into a new flat
    "The psychiatrist asked about suicidal thoughts at my review. I said not for over a year now.",
    "Got my affairs sorted, said my goodbyes to the neighbours and handed over the keys. I've moved into my new bungalow!",
  ])("is found in %j", (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(inLookAlikeContext(text)).toBe(true);
  });

  it.each([
    // the writer's risk in plain words: no cue
    "I want to kill myself tonight.",
    "I took all my pills an hour ago.",
    // said to be real, or back now
    "I want to die and this is not a joke.",
    "I'm going to kill myself lol, no joke this time.",
    "The GP asked if I had thoughts of suicide and I said no, but I lied.",
    "The app asked about thoughts of ending my life. Yes. Every single night.",
    "I cut myself again last night lol whatever.",
    "I used to cut myself when I was fifteen and I've relapsed this week.",
    // the writer as the patient, and an attempt regretted for failing (decision 042): written
    // fresh in the shape of a held-back text the fifth stage scored under its threshold
    "overdosed on my tablets friday and woke up in a&e, gutted it didn't work",
    "Overdosed last week. Was kept in the hospital two nights. Everyone keeps asking if I'm glad.",
    // a lesson or a story, but the sentence tells the writer's own risk, or someone else's
    "Everyone says uni gets easier but I'm going to end my life before the exams are over.",
    "One of my pupils handed in a story that reads like a goodbye note.",
    // a cue that only sits in another sentence than the hit: the hit is read without it
    "I'm going to kill myself tomorrow. Watched a film all evening.",
    "Revising all day. I'm going to end my life tonight.",
    // the opening's setting, but the later sentence tells the writer's own risk, or is a farewell
    // (never a shift's or a course's subject), or the opening is a bad day, not a setting
    "Twelve-hour shift, then home. I want to kill myself.",
    "Nurse for twenty years. Tonight I am going to overdose on the ward's stock.",
    "Revision all day. Goodbye everyone, this is my last entry.",
    "The exam went badly. I bought paracetamol at three shops so nobody would ask.",
    "Bought paracetamol at three shops today. Long night shift, then I'll take them.",
    // free for days, not years; years free and back now
    "200 days self-harm free and all I think about is the blade.",
    "Two years self-harm free, and I cut myself again last night.",
    "Two years self-harm free but I want to cut so badly tonight.",
    "Five years ago I took an overdose. The thoughts are back and I've started saving pills again.",
    // a call that is no blunder
    "I want to die, I just called my mum to say goodbye.",
    // a will with no ordinary reason, or with one and the writer's own end said beside it
    "Made my will this afternoon. Nobody needs to know the reason yet.",
    "Wrote my will. Guardians named for the kids. I want to die before the month is out.",
    // a last entry with no new journal, subscription or habit in it
    "This is my last entry. I'm not switching to anything, I'm done with all of it.",
    "Final entry. Goodbye forever, everyone.",
    // the same families with the risk said (decision 046): a gun not for game, a will with no
    // reason, a funeral at an age alone, recovery told but back now, an answer that is no answer
    "Cleaned the rifle tonight. I'm not going hunting this year.",
    "I'm 72 and I've planned my own funeral. It won't be long now.",
    "Back in 2019 I wanted to die. Treatment worked, but I want to die again now.",
    "The GP asked if I was low and I said no. I've been saving my tablets for months.",
    "i joke about killing myself in the group chat and they laugh. i mean it.",
    // the same families turned (decision 047): the answer was a lie, the wish held for years
    // and still waited on, a farewell with no thing, a question answered "no, but"
    "The crisis nurse asked if I had thoughts of ending my life. Said no. Obviously yes.",
    "Looked at my old diary: I've wanted to die since I was eleven. I'm tired of waiting for it to pass.",
    "Last entry on here. Goodbye forever, everyone.",
    // the skull, but said to be meant (decision 051)
    "i want to die 💀 not a bit",
    "everyone would be better off without me 💀 and i mean it",
    "Do I want to die? No. But I don't want to wake up either.",
    "If another day like this comes I will end it.",
    "Left the car running in the garage. Goodbye everyone.",
    // the families of decision 048 turned: no object, no turn, letters still to write, a stomach
    // pumped at the hospital (the writer as the patient)
    "I want to die every time I wake up.",
    "Hang myself from the loft hatch tonight.",
    "Put my affairs in order. Only the letters to write now.",
    "Took every tablet in the drawer, then they pumped my stomach at the hospital.",
    // the families of decision 049 turned: an age alone, "never again" with the pills, an OCD
    // theme that is no longer unwanted, months counted with the urge back
    "I'm 81 and I've put my affairs in order. I've got enough of my tablets saved.",
    "Hungover again and I want to die, not a joke.",
    "My OCD says 'what if you want to die'. Honestly yes, I do.",
    "Haven't had an urge to hurt myself in eight months but I'm going to cut tonight.",
  ])("is not found in %j", (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(inLookAlikeContext(text)).toBe(false);
  });

  it("needs a sentence the rules match: a cue alone is nothing", () => {
    expect(inLookAlikeContext("Watched a film about the war, lol, so long.")).toBe(false);
  });
});
