import { STORY_NEWS_OR_LESSON } from "./crisis-attribution.server";
import { normaliseForScreening, PEOPLE_THE_WRITER_KNOWS, screenForCrisis } from "./crisis.server";

/**
 * Someone else's risk told in the third person, where the rules and frames, written for the
 * writer's own words, see nothing (docs/decisions/038-crisis-look-alikes-and-others.md): "my dad
 * keeps saying we'd all be better off without him", "my daughter told me she thinks about dying
 * every day", "a man in my group has given his dog away and won't be at the next meeting". Such a
 * text gets the check-in with the resources (decision 028): they help a worried person too.
 *
 * Each sign names the other person's risk in words no everyday sentence uses; a gift, long
 * sleeves or "ready to go", which are everyday, count only next to the writer's worry. Then the
 * rules and frames read the text as if the other person wrote it. Local, synchronous, no I/O.
 * Read from the texts about someone else in training sets 9 and 10 and the spent held-out sets 7
 * to 11; decision 039 added the families the spent sets 6 to 14 showed unanswered (a farewell
 * sent then silence, cuts seen, things given away "he won't need", a photo of pills posted).
 */
const THIRD_PERSON = String.raw`(?:he|she|they|him|her|them|his|hers|their)`;
const SELF_OTHER = String.raw`(?:himself|herself|themselves)`;
const HIS = String.raw`(?:his|her|their)`;
const KIN = String.raw`(?:son|daughter|teen|teenager|child|kid|brother|sister|boy|girl|grandson|granddaughter)`;
/** Someone named by who they are to the writer: "my roommate's been talking about jumping". */
const OTHER_PERSON = String.raw`(?:${PEOPLE_THE_WRITER_KNOWS}s?|${KIN}s?|bf|gf|bro|grandpa|grandad|veteran|resident|soldier|player)`;
/** Pills or blades in a photo: "a pic of a handful of pills" (not a pill organiser). */
const PILLS_SHOWN = String.raw`(?:a |the |all (?:his|her|their) )?(?:handful of |bunch of |pile of |load of |loads of |bottle of |box of )?(?:pills|tablets|blades|a rope|a noose)\b(?! (?:organi[sz]er|box|case|dispenser|packet|pot)\b)`;
/**
 * Words of farewell someone sent: "sorry for everything", "I love you, bye". What follows them
 * is read within 40 words: a bounded window keeps a long entry linear.
 */
const FAREWELL = String.raw`(?:goodbye|bye|sorry for everything|thanks for everything|thank you for everything|(?:loves?|loved) (?:you|me|us)(?: \w+){0,2} (?:bye|goodbye|sorry)|pleasure knowing|never hear from|see you never|(?:this|it) is (?:goodbye|the end)|tell my (?:parents|mum|mom|dad|kids) i love)`;

/** The other person's risk, plainly. */
const SIGNS = [
  // a wish or plan to die: "she wants to go now", "he is planning to end it"
  new RegExp(
    String.raw`\b(?:he|she|they)(?: \w+){0,3} (?:wants?|wanted|wanting|wishes|wished|is planning|was planning) (?:to )?(?:die|be dead|end (?:it|things|it all|${HIS} life)|not (?:wake up|be here|be alive|exist)|go now|starve|disappear)\b(?! (?:if|for|of|laughing|when|than)\b)`,
  ),
  new RegExp(
    String.raw`\b(?:he|she|they|${OTHER_PERSON})(?: \w+){0,3} (?:thinks?|thought|thinking|talks?|talking|talked|joking|jokes|joked|dreams?) (?:about|of) (?:dying(?! (?:${HIS}|my) hair)|death|ending (?:it|things|${HIS} life)|killing ${SELF_OTHER}|suicide|walking into|jumping(?! (?:ship|at|on|in|the queue|to))|taking (?:all|the lot|the easy way)|(?:accidentally )?overdosing|joining)\b`,
  ),
  new RegExp(
    String.raw`\bwish(?:es|ed)? (?:he|she|they) (?:had |would |would have )?never (?:been born|woke up|woken up)\b|\bwish(?:es|ed)? god would (?:just )?take (?:him|her|them)\b|\bpraying to die\b`,
  ),
  // burden: "we'd all be better off without him", "better off with his pension"
  new RegExp(
    String.raw`\bbetter (?:off )?without (?:him|them|her(?! (?:\w+ )?(?:ex|boyfriend|girlfriend|husband|wife|partner|fiance|job|boss|friends?|family|phone|drama)\b))\b|\bbetter off with (?:${HIS} )?(?:pension|payout|insurance|life insurance|money|someone else)\b|\bwould be better with someone else\b`,
  ),
  // self-harm seen or found: cuts on her arms, razor blades in his desk, blood on the towel
  new RegExp(
    String.raw`\b(?:razor blades?|blades|bloody tissues)\b(?: \w+){0,6} (?:${HIS}|my (?:\w+ )?${KIN}s?)\b|\b(?:${HIS}|my (?:\w+ )?${KIN}s?) (?:\w+ ){0,2}razor blades?\b|\bblood on (?:${HIS}|my (?:\w+ )?${KIN}s?) (?:\w+ )?(?:towel|sheets|sleeve|sleeves)\b`,
  ),
  new RegExp(
    String.raw`\b(?:cuts|cutting|burns|burning|hits|hitting|hurts|hurting|harms|harming|starving|punches|punching) ${SELF_OTHER}\b|\b(?:he|she|they) (?:still )?cuts\b(?! (?:the|a|an|his|her|my|our|their|it|them|through|back|down|up|off|in|out|me|us)\b)|\bhits? ${HIS} head (?:on|against) the wall\b`,
  ),
  // means: a rope in his car, sitting in the barn with the shotgun, the car running
  new RegExp(
    String.raw`\b(?:rope|noose|gun|shotgun|rifle|pistol)\b(?: \w+){0,4} (?:just in case|in ${HIS} car)\b|\b(?:sitting|sits|sat|alone) (?:\w+ ){0,5}with the (?:shotgun|gun|rifle)\b|\b(?:gun|rifle|shotgun|pistol) in (?:his|her|their) lap\b|\beating ${HIS} gun\b|\b(?:service )?(?:weapon|pistol|gun) on ${SELF_OTHER}\b|\bwith the car running\b|\b(?:saving|saved|stockpiling|hoarding|stashing) (?:up )?${HIS} (?:sleeping )?(?:pills|tablets|meds|medication)\b|\bstash of pills\b`,
  ),
  new RegExp(
    String.raw`\b(?:he|she|they|${HIS}|${KIN}s?)\b(?: \w+){0,4} (?:researching|searched|search history|screenshots of|looked up|worked out) (?:\w+ ){0,3}(?:methods|lethal doses?|how many pills|which drugs would)\b`,
  ),
  new RegExp(
    String.raw`\bcrash ${HIS} car (?:deliberately|on purpose)\b|\b(?:he|she|they) (?:is |was |are )?(?:going to )?(?:driving|drive) off the cliff\b|\bthe easy way out\b`,
  ),
  // an attempt or a night at the edge: "my daughter took a load of paracetamol", "found on the roof"
  new RegExp(
    String.raw`\b(?:he|she|they|${KIN}) (?:\w+ ){0,2}(?:attempted|overdosed|took an overdose|took a load of (?:pills|paracetamol|tablets))\b|\b(?:he|she|they|${KIN}) (?:\w+ ){0,4}(?:standing|stood|was found|were found) (?:on|at) (?:the )?(?:edge of the |roof of the |top of the )?(?:bridge|quarry|roof|cliff|ledge|car park)\b`,
  ),
  // their words of farewell: "texted 'thanks for everything'", "says he's ready to go"
  new RegExp(
    String.raw`\b(?:he|she|they|${KIN}s?|friend|bestie|mate|dad|mum|mom|father|mother|colleague|coworker|partner|wife|husband|grandad|grandpa|grandma|gran|client|patient|customer|regular|texter|guy|lad)\b(?: \w+){0,3} (?:said|says|saying|told me|tells me|texted|messaged|posted|wrote|keeps saying|keep saying|rang|left)\b(?: \w+){0,6} (?:goodbye (?:everyone|forever|for good|to (?:everyone|all of us|us|me))|thanks for everything|thank you for everything|see you never|it has been a (?:good )?(?:run|ride)|not be around|going away for good|had enough|it is almost over|not matter soon|not expect to be alive|take the lot|to end it|has a plan|had a plan|got it all planned|sorry for being (?:such )?a burden)\b(?! (?:card|cards|email|emails|party|do|drinks|speech|present|gift)\b)`,
  ),
  // Training set 10 (decision 038): a plan, a place, pills taken or kept, told of another.
  new RegExp(
    String.raw`\b(?:he|she|they)(?: \w+){0,2} (?:is|was|are|were)? ?(?:going to|gonna|planning to|about to|will|would) (?:jump(?! (?:at|to|ship|the queue|in|on|for|through|up|around|back)\b)|drive (?:\w+ ){0,3}off (?:a|the)|walk into the (?:sea|river|lake|water)|step in front|top ${SELF_OTHER}|drink ${SELF_OTHER} to death|hang ${SELF_OTHER}|overdose|take (?:all|the lot|everything)(?: (?:of )?(?:${HIS} )?(?:pills|tablets|meds))?|use (?:it|the \w+|a \w+) on ${SELF_OTHER}|kill ${SELF_OTHER}(?! laughing)|end (?:it|things)(?! with)|end ${HIS} life|shoot ${SELF_OTHER}|crash ${HIS} car)\b`,
  ),
  new RegExp(
    String.raw`\b(?:he|she|they) (?:is|was|are|were) (?:standing )?on (?:the|a) (?:bridge|roof|ledge|edge)\b|\bon (?:his|her|their|my) way to the (?:bridge|cliff|cliffs|river|tracks|station to jump)\b|\b(?:standing|stood|been standing) on the roof at night\b|\bgoing to the cliffs on (?:his|her|their) own\b`,
  ),
  new RegExp(
    String.raw`\b(?:took|taken|swallowed) (?:a bunch of|a load of|loads of|all of|all) ${HIS} (?:\w+ )?(?:pills|tablets|antidepressants|meds|medication|paracetamol)\b(?! (?:back|to the))|\b(?:saving|stockpiling|hoarding) ${HIS} (?:\w+ ){0,2}(?:morphine|insulin|medication|meds|pills|tablets)\b|\bcut really deep\b|\b(?:he|she|they) (?:has|have|had) been cutting\b`,
  ),
  new RegExp(
    String.raw`\b(?:he|she|they) (?:has|had|have) (?:already )?(?:written|wrote) ${HIS} (?:note|letter|goodbye)\b|\b(?:disclosed|described|told me about) (?:a |${HIS} )?(?:detailed )?(?:plan|exit plan)\b|\b${HIS} exit plan\b|\bhas a plan and a date\b`,
  ),
  new RegExp(
    String.raw`\b(?:he|she|they)(?: \w+){0,3} (?:would not|will not|does not think (?:he|she|they) will|do not think (?:he|she|they) will|did not think (?:he|she|they) would) (?:be alive|make it to|see (?:harvest|christmas|another|next)|be around)\b|\bknows? exactly (?:how many|how to do it|which)\b`,
  ),
  // Decision 039, from the spent sets' texts about someone else that nothing answered.
  // A farewell sent, then silence: "texted 'thanks for everything' and now she isn't answering".
  new RegExp(
    String.raw`\b(?:texted|messaged|posted|sent|wrote|left|voice ?notes?|voicemail|rang|said|saying)\b(?: (?:\w+|\|)){0,8} ${FAREWELL}\b(?: (?:\w+|\|)){0,40} (?:not (?:answering|picking up|replying|responding)|(?:phone|phones) (?:is |are |was )?(?:off|switched off|dead)|switched (?:his|her|their) phone off|can not (?:reach|get hold of|find) (?:him|her|them)|no answer|went offline|gone offline|logged off|deleted (?:all )?(?:his|her|their) (?:photos|posts|account)|left the (?:group|chat|server))\b`,
  ),
  // Their cutting told as now: "my bf keeps cutting", "she cuts when she's stressed".
  new RegExp(
    String.raw`\b(?:he|she|they|shes|hes|theyre|${OTHER_PERSON})(?: \w+){0,2} (?:keeps|has been|have been|been|started|relapsed into|back to|is|are) cutting\b(?! (?:the|a|an|his|her|my|our|their|it|them|through|back|down|up|off|in|out|me|us|class|classes|school|costs|corners|hair|wood|grass|onions|ties|contact|carbs|sugar|meat)\b)|\b(?:${OTHER_PERSON}) cuts when\b`,
  ),
  // Things given away by someone who says they will not need them.
  new RegExp(
    String.raw`\b(?:gave|given|giving|gives) (?:me |us |away |my \w+ )?${HIS} \w+(?: (?:\w+|\|)){0,40} (?:(?:would|will|does|do|did) not need (?:it|them|this|those|any of it|any of this)(?! (?:now|because|since|at|for|until|after|when|as|while|till)\b)|more use for (?:it|them|those) soon|look after my (?:mum|mom|dad|kids|dog|cat))\b`,
  ),
  new RegExp(
    String.raw`\b(?:will not|would not) have to worry about (?:me|him|her|them) (?:much longer|for (?:much )?longer|for long)\b|\b(?:will not|would not) be a (?:bother|burden) (?:much longer|for (?:much )?longer|for long)\b`,
  ),
  // Their words about living, told of them: "he doesn't see the point in living".
  new RegExp(
    String.raw`\b(?:he|she|they)(?: \w+){0,2} (?:does not|do not|did not|can not) see the point (?:in|of) (?:living|life|being alive|going on)\b(?! (?:in|at|on|near|with|here|there|so|like|without)\b)|\bwish(?:es|ed)? (?:he|she|they) (?:had not|did not|would not) (?:woken|woke|wake) up\b|\b(?:stopped caring|does not care|do not care) (?:if|whether) (?:he|she|they) (?:wakes?|woke|lives?|dies)\b|\bhopes? (?:\w+ ){0,3}(?:he|she|they) (?:does not|do not|will not|never) wakes? up\b|\bwants to sleep forever\b(?! (?:this|after|until|tomorrow|on|at)\b)`,
  ),
  // Goodbyes posted or written, a night on the railing, the means told of them.
  new RegExp(
    String.raw`\b(?:his|her|their) goodbye (?:letters?|notes?|messages?|posts?)\b|\bposted a goodbye\b|\b(?:letters|notes|messages) (?:\w+ ){0,3}read like goodbyes\b|\b(?:message|text|post|email|letter|note|voicemail|voice note|tweet) (?:\w+ ){0,2}(?:sounds|sounded|read|reads) like (?:a )?goodbye\b|\b(?:gn|goodnight|good night|logging off|logged off|signing off|offline) forever\b|\b(?:standing|stood|sits|sitting|sat|climbed|climbing) (?:on|over) the (?:\w+ )?bridge railing\b|\beat(?:ing)? ${HIS} (?:gun|rifle|pistol|shotgun)\b|\b(?:gun|pistol|rifle|shotgun) under ${HIS} pillow\b|\bhow many of ${HIS} (?:\w+ ){0,2}(?:pills|tablets|meds) (?:would|it would take)\b|\bstopped (?:taking )?${HIS} (?:\w+ )?(?:tablets|pills|meds|medication|insulin) (?:so|because) (?:he|she|they) (?:can|could|wants?)\b`,
  ),
  // A photo of pills or blades sent or posted.
  new RegExp(
    String.raw`\b(?:posted|sent|shared|story|stories)\b(?: \w+){0,6} (?:photo|pic|picture|image|snap) of ${PILLS_SHOWN}|\b(?:photo|pic|picture|image|snap) of ${PILLS_SHOWN} (?:on|to) (?:\w+ ){0,3}(?:story|stories|snap|insta|instagram|chat)\b`,
  ),
  new RegExp(
    String.raw`^(?!.*\b(?:flying|flight|plane|holiday|trip|travelling|traveling|off grid|camino|new blog)\b).*\bsee you on the other side\b|\blook after (?:mum|mom|dad|the kids|my \w+|the dog|the cat) for me\b|\bprays? to die\b|\bhopes? it kills (?:him|her|them)\b|\bnobody would miss (?:him|her|them)\b|\bso (?:he|she|they) (?:can|could) sleep forever\b|\bfinish the job\b|\bborrow the (?:rifle|gun|shotgun)\b|\baccess to (?:weapons|guns|firearms|all of it)\b|\bgun cabinet key\b|\bresearching dignitas\b|\bjoining (?:his|her) (?:husband|wife|late)\b`,
  ),
  new RegExp(
    String.raw`\b(?:note|message|poem|post) (?:\w+ ){0,6}(?:saying (?:sorry for (?:being|everything)|goodbye)|reads like a goodbye|like a goodbye)\b|\breads like a goodbye\b|\bnot (?:expect|see (?:himself|herself)) (?:to be )?(?:alive|around)\b|\bonly still around because\b|\bnot be around for that\b`,
  ),
];

/**
 * Decision 045, from the spent sets 30 and 31's texts about someone else that nothing answered:
 * their words reported, the means or the place, a farewell sent or left. Read only outside a
 * story, a lesson or a joke ("a poem where the speaker wants to walk into the sea"); a death in
 * the text does not clear them, since it is often someone else's ("since his wife died").
 */
const REPORTED = [
  // Their words, reported: "has been talking about ending it", "prays not to wake up", "asked me
  // to help him die", "said he won't need them much longer", "wants to walk into traffic".
  new RegExp(
    String.raw`\bhas been (?:talking|joking|going on) about (?:ending (?:it|things|${HIS} life)|not being here|dying(?! (?:${HIS}|my) hair)|walking into (?:the )?(?:sea|river|traffic|water)|driving off (?:a |the )?(?:cliff|bridge|pier|harbour|edge)|jumping(?! (?:ship|at|on|in|the queue|to))\b)\b|\bprays (?:\w+ )?not to wake up\b|\basked me (?:\w+ ){0,2}to help (?:him|her|them) die\b|(?<!\bi )\b(?:said|says|saying|told me|tells me|texted|messaged|posted)(?: \w+){0,8} (?:(?:need (?:it|them|those|any of it)|be a (?:nuisance|bother|burden)(?: to anyone)?|be (?:around|here)) (?:much|for much) longer|my reason for living (?:is )?gone)\b|\b(?:he|she|they)(?: \w+){0,3} (?:wants?|wanted) to (?:walk into traffic|step in front of (?:a |the )?(?:train|bus|lorry|truck|car|traffic))\b|\bbetter off with the (?:insurance|payout|pension)(?: money)? than with (?:him|her|them)\b`,
  ),
  // The means or the place, told of them: "worked out how many of her painkillers it would take",
  // "searching bridges near campus", "in the garage with the engine running", "had enough and went
  // to the harbour".
  new RegExp(
    String.raw`\bhow many of ${HIS} (?:\w+ ){0,2}(?:painkillers|pills|tablets|meds) it would take\b|\b(?:he|she|they|${KIN}s?)(?: \w+){0,3} (?:searching|searched|googling|googled|looking up|looked up) (?:for )?(?:bridges|the tallest|cliffs|multi storeys?)\b(?!(?: \w+){0,5} (?:to (?:photograph|visit|walk|cycle|paint|draw|see)|for (?:a|the|his|her|their) (?:project|walk|trip|photo|photos|holiday)))|(?<!\bi )\b(?:was|is|has been|keeps|kept) (?:sitting|sat) in (?:the |a |his |her |their )?(?:\w+ ){0,3}garage with the (?:engine|car) running\b|\b(?:him|her|them|he|she|they)(?: \w+){0,3} (?:looking|staring|leaning) over the balcony\b|\b(?:he|she|they) (?:\w+ ){0,2}had enough(?: \w+){0,6} (?:going|went|gone|headed|heading) (?:down )?to the (?:harbour|river|quay|docks|pier|bridge|cliffs?|tracks|railway)\b(?!(?: \w+){0,3} (?:swim|swimming|walk|fish|fishing|picnic|paddle|row|sail|run|jog|dog))`,
  ),
  // A farewell sent or left: "asking me to tell the children he loved them", a text saying "look
  // after your father", her letters to each of them, his watch and ring left behind.
  new RegExp(
    String.raw`\btell (?:the|my|our|his|her|their) (?:children|kids|boys|girls) (?:that )?(?:he|she|they) (?:loved|loves) them\b|(?<!\bi )\b(?:texted|text|message|messaged|said|rang)(?: \w+){0,4} (?:take care of|look after) your (?:mother|father|mum|mom|dad|sister|brother)\b(?: (?:\w+|\|)){0,12} (?:not (?:pick|picking) up|not (?:answering|replying)|phone (?:is )?off|can not (?:reach|get hold of))\b|\b(?:(?:his|her|their) (?:\w+ )?(?:letters|notes)|(?:he|she|they) (?:had |has |have |would )?(?:written|wrote) (?:\w+ )?(?:letters|notes)) (?:to|for) (?:each of us|everyone|all of us|us all)\b|\b(?:posted|texted|sent|wrote|messaged) goodbye all\b|\bleft ${HIS} (?:watch|wedding ring|rings?|wallet)(?: \w+){0,8} without ${HIS} phone\b|(?<!\bi )\b(?:texted|messaged|posted|wrote)(?: \w+){0,4} i am sorry i was never enough\b`,
  ),
];

/**
 * Marks seen on someone's body: cuts, burns or plasters on her arms, on my son's legs. They
 * count unless the text gives them an everyday cause (the sun, an oven, a fall off a bike).
 */
const MARKS = new RegExp(
  String.raw`\b(?:fresh )?(?:cuts|cut marks|scars|burns|burn marks|blood|plasters)(?: and plasters)? (?:on|up|along|down|all over|all up|all down|across) (?:both )?(?:${HIS}|(?:my|a|the) (?:\w+ ){0,3}\w+s) (?:\w+ )?(?:wrists?|arms?|forearms?|thighs?|legs?)\b|\b${HIS} cut wrists\b|\bshowed me ${HIS} (?:arms|wrists|scars|cuts|thighs)\b`,
);
const MARKS_BY_ACCIDENT =
  /\b(?:sun|sunburn|sunburnt|sunburned|beach|sunbed|oven|iron|kettle|stove|hob|grill|barbecue|bbq|bonfire|campfire|fireworks?|baking tray|steam|fell off|fell over|tripped|brambles|thorns|nettles|rash|eczema|chickenpox|tattoo)\b/;

/** Signs that are everyday alone and a warning only next to the writer's worry. */
const NEAR_WORRY = [
  new RegExp(
    String.raw`\b(?:gave|given|giving|gives) (?:me |away |us |my \w+ )?${HIS} (?:\w+ ){0,2}(?:dog|cat|watch|jewellery|jewelry|kit|boots|plant|things|stuff|belongings|keys|car keys|ring)\b`,
  ),
  new RegExp(String.raw`\blong sleeves\b|\b(?:flinched|flinching|flinches)\b`),
  new RegExp(
    String.raw`\b(?:ready to go|would rather die|rather die|had enough of (?:life|living|it all))\b`,
  ),
  new RegExp(String.raw`\b(?:last|final) (?:coffee|day|time)\b|\bwill not need it\b`),
];
const WORRY =
  /\b(?:(?:he|she|they) (?:really )?(?:means|meant) it|has a history|not joking|is not funny|worried|worry|worrying|scared|afraid|frightened|terrified|concerned|panicking|freaking out|red flag|warning sign|should i (?:be worried|say|ask|call|contact|tell)|how serious|who do (?:we|i) call|what do (?:we|i) do|do i say something|something in the way)\b/;

/** Someone other than the writer is in the text at all. */
const SOMEONE = new RegExp(
  String.raw`\b${THIRD_PERSON}\b|\b(?:my|our) \w+|\b${PEOPLE_THE_WRITER_KNOWS}s?\b|\b${KIN}s?\b`,
);

/** Over now: "he used to threaten to hurt himself; he's fine now". */
const OVER_NOW =
  /\b(?:used to|(?:is|are) (?:fine|okay|ok|well) now|doing (?:much |so much |a lot )?better|recovered|died|passed away|funeral)\b/;
/** A condition or a joke: "she said she'd die if the band doesn't tour here". */
const HYPERBOLE =
  /\bif (?:\w+ ){1,4}(?:does|do|did|can|will|is|are) not\b|\b(?:lol|lmao|haha|jk|joking|kidding)\b/;

const FIRST_PERSON_VERB: Record<string, string> = {
  is: "am",
  are: "am",
  was: "was",
  were: "was",
  has: "have",
  have: "have",
  does: "do",
};

/**
 * The text as if the other person wrote it ("she says she wants to disappear for good" reads "i
 * says i want to disappear for good"), so the rules and frames, written for the writer's own
 * words, can read another's risk too.
 */
function inFirstPerson(normalised: string): string {
  return normalised
    .replace(
      /\b(?:he|she|they) (is|are|was|were|has|have|does)\b/g,
      (_m, verb: string) => `i ${FIRST_PERSON_VERB[verb]}`,
    )
    .replace(/\b(?:he|she|they)\b/g, "i")
    .replace(/\b(?:himself|herself|themselves|themself)\b/g, "myself")
    .replace(/\b(?:his|their)\b/g, "my")
    .replace(/\b(?:him|them)\b/g, "me")
    .replace(/\bher\b(?= \w+)/g, "my")
    .replace(/\bher\b/g, "me");
}

/** True when the text tells of someone else's risk in the third person. */
export function someoneElseAtRisk(text: string): boolean {
  const normalised = normaliseForScreening(text);
  if (!SOMEONE.test(normalised)) return false;
  if (SIGNS.some((sign) => sign.test(normalised))) return true;
  if (MARKS.test(normalised) && !MARKS_BY_ACCIDENT.test(normalised)) return true;
  if (WORRY.test(normalised) && NEAR_WORRY.some((sign) => sign.test(normalised))) return true;
  // A story, the news or a lesson (the attribution's own list), or a joke; then, for what the
  // change of person brings, a risk over too ("died" may be someone else's: "since his wife died").
  if ([...STORY_NEWS_OR_LESSON, HYPERBOLE].some((context) => context.test(normalised)))
    return false;
  if (REPORTED.some((sign) => sign.test(normalised))) return true;
  if (OVER_NOW.test(normalised)) return false;
  // Only what the change of person brings: the writer's own words are the rules' to read.
  return !screenForCrisis(normalised).crisis && screenForCrisis(inFirstPerson(normalised)).crisis;
}
