import { describe, expect, it } from "vitest";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { someoneElseAtRisk } from "~/services/safety/crisis-others.server";
import { screenCrisisTiers } from "~/services/safety/crisis-tiers.server";

/** The rules see nothing; the third-person step gives the check-in about someone else. */
async function expectCheckInAboutSomeoneElse(text: string) {
  expect(screenForCrisis(text).crisis).toBe(false);
  expect(someoneElseAtRisk(text)).toBe(true);
  expect(await screenCrisisTiers(text, { waitMs: 1 })).toEqual({
    level: "check-in",
    tier: "frames",
    about: "others",
  });
}

/**
 * Someone else's risk told in the third person (crisis-others.server.ts, decision 038): the
 * rules, written for the writer's own words, see nothing, and a worried person still gets the
 * check-in with the resources. Written fresh, in the shapes training set 9 and the spent held-out
 * sets showed.
 */
describe("someone else's risk in the third person", () => {
  it.each([
    "My uncle keeps telling us we'd all be better off without him. Should I be worried?",
    "My son said last night he wishes he'd never been born.",
    "She told me she's been thinking about dying a lot since the divorce.",
    "My flatmate has fresh cuts all over her arms and won't talk about it.",
    "Found razor blades wrapped in tissue in my daughter's pencil case.",
    "Dad's been sitting in the shed with the shotgun most evenings.",
    "My best mate texted me 'thanks for everything' at 3am and now his phone is off.",
    "My grandad gave me his watch and his car keys this week, and he says he's had enough of it all. I'm scared.",
    "Our neighbour's daughter was found standing at the edge of the quarry last night.",
    "My wife has been saving her sleeping tablets, I found them in a sock drawer.",
    // Training set 10's shapes: a plan, a place, pills taken or kept (decision 038).
    "A lad at work told me he's going to drive his van off the harbour wall on Friday.",
    "My cousin just rang, she's on the bridge and won't tell me which one.",
    "My girlfriend swallowed a load of her antidepressants an hour ago and isn't answering.",
    "My stepdad's been saving his morphine since the operation. Mum found the stash.",
    "Our neighbour doesn't think he'll see Christmas, he told my husband so, very calmly.",
    "My brother's last message says 'look after mum for me'.",
    // Read as if the other person wrote it, by the rules and frames.
    "My mate wrote a letter to his mum for when he's gone.",
    "Grandpa keeps saying nobody would miss him if he went.",
    // The spent sets' texts that nothing answered, by family (decision 039).
    "My uncle left a voicemail saying he loved us and was sorry, and now he's not picking up.",
    "Saw fresh cuts up my brother's forearm when he reached for the remote.",
    "My bf keeps cutting when he's stressed and won't see anyone.",
    "My flatmate gave me his guitar and said he won't need it anymore.",
    "Dad keeps saying we won't have to worry about him much longer.",
    "My nephew told me he doesn't see the point in living since his mum died.",
    "A girl in my year posted a pic of a handful of pills on her story.",
    "A neighbour told me he's been sitting on the bridge railing on his way home.",
    "Someone in our gaming group typed 'gn forever' and logged out.",
    "My roommate's been joking about walking into traffic.",
    "A mate from the base said he's going to eat his rifle when he gets home.",
    "My gran asked the carer how many of her heart pills would stop her heart.",
  ])("gives %j the check-in about someone else", expectCheckInAboutSomeoneElse);

  it.each([
    // "her" owns the thing the friend is better off without (decision 050)
    "Told my sister she'd be better off without her useless boyfriend. She agreed, for once.",
    "Grandma says she'd rather die than miss bingo on Thursday.",
    "Dad burns everything on the barbecue and insists he's a chef.",
    "The kids said goodbye to the old dog at the vet and gave him one last treat.",
    "My sister left a note saying sorry for finishing the milk.",
    "My grandad gave me his watch for my eighteenth. I'll wear it every day.",
    "My friend said she wants to die if the band doesn't tour here.",
    "Our daughter moved out without saying goodbye properly and I'm hurt.",
    "My nan was ready to go, she said so herself, and she died peacefully at 97.",
    "Dad's out with the rifle tonight, the foxes got into the hens again.",
    "Cleared Grandad's cabinet and took all his old tablets back to the chemist.",
    "After six night shifts he says he could sleep forever.",
    "She's going to jump at the chance of a promotion, I know her.",
    "My brother's going to crash at mine tonight after the gig.",
    "They're going to hang out at the lake all weekend.",
    "My ex used to threaten to hurt himself whenever I left; he's fine now and so am I.",
    "Mum texted 'love you' and now she's not answering, she must be asleep.",
    "My son's been cutting the grass for the neighbours to earn pocket money.",
    "My brother gave me his old bike, he won't need it now he drives.",
    "My uncle doesn't see the point in living in the city any more.",
    "She posted a photo of her pills organiser on her story, very colour-coded.",
    "We leaned on the bridge railing with my daughter to watch the boats.",
    "The band's last album sounds like a goodbye to their fans.",
    "My daughter has burns on her arms from the beach, so much aloe tonight.",
    "My son got burn marks on his forearm from the oven at work.",
    "Plasters all down her legs after she fell off her bike, poor thing.",
    // the idiom, told of a friend (decision 051)
    "My flatmate says she'll kill herself laughing if I wear that hat to the wedding.",
    "Texted my brother 'see you on the other side!' He's flying to Perth tonight, 22 hours.",
  ])("leaves %j alone", (text) => {
    expect(someoneElseAtRisk(text)).toBe(false);
  });
});

/**
 * Someone else's words or means reported (decision 045), written fresh in the shapes the spent
 * sets 30 and 31 showed unanswered, each family with a look-alike that stays quiet.
 */
describe("someone else's risk reported", () => {
  it.each([
    "Our lodger has been talking about ending it since his business folded.",
    "My aunt prays not to wake up most nights, she told the vicar so.",
    "Grandad asked me last week to help him die if the pain gets any worse.",
    "Our neighbour said he won't need them much longer and gave my son his fishing rods.",
    "My sister says she sometimes wants to walk into traffic on the way home.",
    "He said his family would be better off with the insurance than with him.",
    "My brother has worked out how many of his tablets it would take.",
    "My son has been searching bridges near his halls at 3am.",
    "My stepdad was sitting in the van in the garage with the engine running again.",
    "Mum rang saying he'd had enough and was heading down to the pier.",
    "My husband texted 'look after your sister' and now he's not picking up.",
    "My best friend messaged asking me to tell the kids she loved them.",
    "We found out he had written letters to each of us and hidden them in the shed.",
  ])("gives %j the check-in about someone else", expectCheckInAboutSomeoneElse);

  it.each([
    "Dad has been joking about driving off into the sunset when he retires.",
    "My flatmate has been talking about dying her hair green for the festival.",
    "In the play the old mother prays not to wake up, and the actress made the whole room cry.",
    "My sister says she wants to step in front of the camera for once, not behind it.",
    "My son searched for bridges near Bath to photograph for his art project.",
    "He'd had enough of the office and went down to the harbour to fish.",
    "My sister texted 'look after your dad' before her hen do, she's back on Sunday.",
    "The landlord said they won't need the spare room much longer, the builders finish Friday.",
    "My uncle has been talking about jumping ship to the other supermarket.",
  ])("leaves %j alone", (text) => {
    expect(someoneElseAtRisk(text)).toBe(false);
  });
});
