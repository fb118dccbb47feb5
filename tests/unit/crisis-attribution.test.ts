import { describe, expect, it } from "vitest";
import { aboutOthersOnly, attributeCrisis } from "~/services/safety/crisis-attribution.server";
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
    "my friend tried to take her own life last year and i still worry about her",
    "A boy from my school died by suicide and everyone is shaken.",
    "I'm worried about my friend who says she wants to die.",
    "My brother is in hospital after an overdose and I'm scared for him.",
    "My grandad's suicide is something our family never talks about.",
    // Set 5's texts about someone the writer knows (decision 029), and new ones in other words.
    "My best friend tried to kill herself last month and I still don't know how to talk to her about it.",
    "My uncle died by suicide when I was twelve and I still think about him at Christmas.",
    "My brother's friend jumped from a bridge and the whole school had an assembly about it.",
    "My coworker's husband took his own life and I don't know what to say to her.",
    "Dad keeps saying he's a burden since the stroke. How do I reassure him?",
    "My friend said 'I wanna kms' after failing the test and I'm not sure if she was joking. Should I ask?",
    "I'm working on a poem about my grandfather's suicide and it's helping me process it.",
    "Went to a support group for people who lost someone to suicide. It helped to hear others.",
    "A girl in my year died by suicide over the summer and nobody talks about it.",
    "My flatmate texted me 'I want to die' at 3am and hasn't answered since.",
    "Mum keeps telling me she's a burden to all of us now that she can't walk.",
    "My cousin jumped off the car park roof last spring. We still don't talk about it.",
    // Set 6 (decision 029): someone the writer teaches, treats or coaches is known to them, even
    // when the words are in a poem ("poem" alone reads as a story).
    "One of my students wrote a poem about wanting to disappear forever and wanting to die. Do I tell the school counsellor?",
    "One of my patients told me today that she wants to kill herself.",
    // Set 6 (spent): someone known at risk that got the full response or nothing; a risk
    // reported to the writer ("told me he has a plan", "texted me 'goodbye'") is theirs whatever
    // its kind, and the writer's denial ("I'm not hurting myself") is not the writer at risk.
    "My best friend texted me 'sorry for everything, goodbye' at 2am and now she isn't answering. What do I do?",
    "My girlfriend keeps saying she wishes she wasn't alive. I love her and I'm scared. How do I help her?",
    "A patient on my ward told me today she's been saving her pills. I flagged it with the team but I can't stop thinking about her.",
    "My son is 17 and told me he's been cutting since January. I'm so shaken. What should I say to him tonight?",
    "My mum attempted last night. She's stable. I'm sat in the hospital corridor and I just need to write it down.",
    "A kid in my class told me he has a plan to end it after the holidays. I'm 13, who do I tell?",
    "yo my homie on discord just said he's saying goodbye to everyone and logging off for good. his mic's been off for an hour",
    "Someone in our group chat just said 'this is the last message you'll get from me'. Nobody is replying. What should I do?",
    "My friend's cutting again and she sends me photos. I'm 16 and it's scaring me. I'm not hurting myself, I just don't know how to handle it.",
    "I'm a GP. A patient's mother told me her son has been looking up ways to die online. I want to get the safety-planning conversation right.",
    // Spent sets 41 to 48 (decision 047), written fresh: a report by "saying", "telling", "wrote"
    // (not only "told" or "said"), and someone known opening the sentence, doing it.
    "Heard my neighbour on the landing saying she's going to end it. I knocked and waited with her.",
    "Overheard a man at the station telling his friend he's got the pills ready. I told the guard.",
    "My daughter's been googling lethal doses. I found the history and rang her GP.",
    // a quote with apostrophes inside it, or written "in the group chat" (decision 047)
    "Checked on my cousin and she replied 'don't worry about me, I won't be around much longer'. Driving over.",
    "My friend wrote in our group chat 'you'll all be better off when I'm gone' and left it. Calling her.",
    // the bereaved, a loss not told as remembered (decision 048): "suicide bereavement" and
    // "since Marco's suicide" are someone else's death, not the writer's risk
    "Guilt is the worst part of suicide bereavement, my counsellor says.",
    "My cousin died by suicide last week and I keep checking on his sister.",
  ])("answers %j with the check-in, not the full response", async (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(aboutOthersOnly(text)).toBe(true);
    expect(await screenCrisisTiers(text)).toMatchObject({ level: "check-in", about: "others" });
  });

  // Nobody the writer knows is at risk now (decision 029): the rules' hit is set aside, and only the
  // embedding tier could answer (it is off in unit tests, so nothing answers here).
  it.each([
    "Read about that singer who took his own life and it made me so sad for his family.",
    "My novel's villain leaves a fake suicide note to frame the detective. Plot twist works now.",
    "I used to self-harm as a teenager. I'm twelve years clean and proud of it.",
    // "I'm two years free of self-harm." moved to crisis-real-misses.test.ts: since set 6 a recovery
    // milestone is a safe statement, so the rules no longer match it at all.
    "I used to self-harm in school. Six years clean now.",
    "I used to want to die every day. Now I have good days and I'm grateful.",
    "The news reported three overdoses in the city this weekend.",
    // Set 5's safe texts that the rules matched.
    "Reading 'The Virgin Suicides' for book club. The writing is beautiful but so sad.",
    "My character in the novel I'm writing takes an overdose in chapter 12 and I'm struggling to make it sensitive.",
    "Watched 13 Reasons Why and I have mixed feelings about how it shows suicide.",
    "That comedian's set about wanting to die at the dentist had me crying laughing.",
    "Busy week at the hospital, lots of self-harm cases in A&E. I'm a nurse and it's heavy sometimes.",
    "My sister attempted suicide two years ago and now she's doing so much better, she just graduated!",
    "My ex said he'd kill himself if I left him. I left anyway and he's fine, but it was scary.",
    "A man jumped in front of a train at our station this morning and everyone was delayed. I felt awful for him.",
    "The podcast episode about a survivor of a suicide attempt was so hopeful.",
    "My daughter asked me what suicide means after hearing it on the news. How do I explain it to a 9 year old?",
    // New ones in other words.
    "The documentary about the poet who killed herself was beautifully made.",
    "In pharmacology class we covered overdose management today.",
    "My brother used to self-harm but he's fine now, he's at uni and loving it.",
    // A death by suicide remembered by the bereaved (decision 048), written fresh: long ago, in a
    // given year, at a memorial, in their name. The one at risk has died; nobody is at risk now.
    "Twelve years since my aunt died by suicide. We still make her lemon cake on her birthday.",
    "My best mate took his own life in 2016. I ran the Great North Run in his name this year.",
    "Lit a candle at the memorial service for my cousin, who died by suicide when I was a kid.",
    // A client well for months, told today; the writer's own past told from a safe present with
    // nobody else in the sentence (decision 049), written fresh.
    "Support worker notes: a resident told me today he hasn't thought about ending his life in months.",
    "Used to think about ending it all the time. These days those thoughts feel like someone else's.",
    "I used to write suicidal poems every night. Reading them now, I'm grateful that younger me held on.",
  ])("sets the rules' hit aside for %j (nobody the writer knows is at risk)", async (text) => {
    expect(attributeCrisis(text)).toBe("distant");
    expect(await screenCrisisTiers(text, { waitMs: 1 })).not.toMatchObject({ level: "crisis" });
    expect(await screenCrisisTiers(text, { waitMs: 1 })).not.toMatchObject({ about: "others" });
  });

  // The writer's own past dated long ago, nothing of it said now (decision 038): set aside for the
  // embedding tier to decide.
  it.each([
    "Six years ago I took an overdose and spent a week on a ward. This morning I got my nursing degree.",
    "When I was suicidal at 17 I couldn't imagine being 30. I'm 30 today and happy.",
    "Reread my old diaries from when I wanted to die. I'm so glad that girl held on.",
    "I self-harmed at 14. It's been eleven years and the scars are just part of me.",
    "Cleared out the loft and found the notebook where I planned to end my life. That was twelve years ago.",
    // "back at uni I was" dates it as "when I was at uni" does (decision 043)
    "Gave a talk at work about mental health. Back at uni I was suicidal for a whole winter, and now I run the wellbeing group.",
  ])("sets aside %j (the writer's own past, long over)", (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(attributeCrisis(text)).toBe("distant");
  });

  it.each([
    // dated long ago, but held now, planned, or a future date
    "Five years ago I took an overdose. I'm thinking about doing it again.",
    "Ten years ago I tried to end my life and I feel the same way now.",
    "Five years ago I tried to kill myself. Tonight I'm going to finish the job.",
    "I tried to kill myself at 17 and now I'm 18 and think about it every day.",
    "Three years since my overdose, and I've decided to take another one this weekend.",
    // a loss remembered, and the writer's own tie to it now (decision 048)
    "Ten years since Dad took his own life. Some days I just want to go where he went.",
    "Three of the lads lost to suicide since 2019. I think I'm next.",
    "Back at uni I was suicidal and it's the same now, every single night.",
    "The anniversary of his death is Friday and I want to die that day too.",
    // an insurance clause counted in years is the writer's plan, not a past
    "My life insurance pays out for suicide after two years. It's been two years.",
    // clinical words around the writer's own overdose
    "Home from A&E after the overdose. They want me to see someone. I wish it had worked.",
    // reading about methods and choosing one
    "I've been reading about overdoses every night and picked which one.",
  ])("keeps the full crisis response for %j (not over)", (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(attributeCrisis(text)).toBe("writer");
  });

  // The writer's own past with no safe present, or one taken back, and months counted without
  // the risk being what stopped (decision 049): never set aside.
  it.each([
    "My sister hasn't had a good day in months and keeps talking about ending her life.",
    "I used to think about suicide once a month. Now it's every day.",
    "Used to think about ending it all. So glad I held on, but it's back again this week.",
  ])("does not set %j aside", (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(attributeCrisis(text)).not.toBe("distant");
  });

  // A lesson, a training day or a shift named in the sentence before the match, and a report only
  // imagined ("what to do if a pupil tells you..."): nobody the writer knows is at risk now
  // (decision 040). The embedding tier decides.
  it.each([
    "First day of the listening volunteers' course. We practised asking people directly about suicide.",
    "Busy night on the ward. A man in his forties came in after an overdose and was stable by breakfast.",
    "The staff training covered what to do if a pupil tells a teacher they want to hurt themselves.",
  ])("sets aside %j (a lesson or the writer's work)", (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(attributeCrisis(text)).toBe("distant");
  });

  it.each([
    // a risk still to come, told to the writer at work: the check-in stays
    "Night shift on the ward. A patient told me after midnight that he's going to kill himself once he's home.",
    // a report, not a lesson's imagined one
    "My flatmate told me tonight she wants to kill herself.",
  ])("keeps the check-in for %j (someone at risk now)", (text) => {
    expect(screenForCrisis(text).crisis).toBe(true);
    expect(attributeCrisis(text)).toBe("others");
  });

  it.each([
    // Worry about someone known keeps the check-in, even in a story or with "used to".
    "My friend used to self-harm and I'm worried she has started again.",
    "I read my sister's diary and she wrote that she wants to kill herself. What should I do?",
    // Recent: "fine now" the day after is not over.
    "My brother took an overdose yesterday. He's fine now but I can't stop shaking.",
  ])("keeps the check-in for %j (someone known, and the writer worried)", (text) => {
    expect(attributeCrisis(text)).toBe("others");
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
    // A book or the news, and the writer's own risk (decision 029 keeps these the writer's).
    "Watched a film about suicide and I want to die too.",
    "The article about overdoses made me think I should do the same.",
    "Watched a documentary about suicide. I think about it every day.",
    // A past told as over, then back (decision 029 keeps these the writer's).
    "I used to self-harm. I started again last night.",
    "I was two years clean from self-harm but I relapsed this week.",
    // Writer-shaped reasons are never attributed to others.
    "dad keeps his shotgun in the loft and i know where the key is",
    // Set 6: a report about someone else, and the writer's own plan after it.
    "My mum said she was scared because I have a plan to end it.",
    "He told me he has a plan to end it, and honestly I have one too.",
    "My brother said he is fine. I'm not, I've been cutting again.",
    "Do you think people go to hell if they take their own life? I need to know before I do it.",
    "I scratch my legs until they bleed when it gets too loud in my head",
    // Someone else's worry about the writer's own means.
    "My therapist said she is worried I'm stockpiling my pills.",
    "Mum told me she thinks I've been hoarding my meds.",
    // The writer's own words quoted, apostrophes and all (decision 047).
    "I texted my mum 'I don't want to be here anymore' last night.",
    "Told my therapist 'I don't want to be alive anymore' and she rang the crisis team.",
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
