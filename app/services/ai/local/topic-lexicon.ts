/**
 * Topics of everyday journaling, each with the words (written form or lemma, lower case; two-word
 * phrases allowed with "_") that point to it. Themes of a text are these topics, most mentioned
 * first, then its salient nouns.
 */
const TOPICS = {
  work: `work job boss manager colleague colleagues coworker coworkers office meeting meetings
    project projects deadline deadlines career client clients shift promotion salary interview
    workload overtime team email emails presentation hired fired layoff business workplace`,
  school: `school class classes exam exams test tests homework assignment assignments teacher
    professor lecture university college study studying studied grade grades essay semester
    course campus student thesis revision`,
  family: `family mom mum mother dad father parent parents sister brother sibling siblings son
    daughter kid kids child children grandma grandmother grandpa grandfather aunt uncle cousin
    baby home relatives in-laws`,
  relationships: `partner boyfriend girlfriend husband wife spouse relationship dating date
    marriage married breakup ex crush romance fiance fiancee anniversary`,
  friendship: `friend friends friendship bestie buddy mate mates hang hangout party social
    together catch_up`,
  health: `health doctor sick illness ill pain headache migraine hospital medication medicine
    therapy therapist appointment diagnosis symptoms injury body anxiety_attack covid flu cold
    recovery healing`,
  sleep: `sleep slept sleeping asleep insomnia nap bed bedtime tired awake nightmare dream dreams
    rest rested woke wake`,
  exercise: `exercise workout gym run running ran jog jogging walk walked walking yoga swim
    swimming bike cycling hike hiking training sport sports fitness stretch pilates dance`,
  money: `money bills bill rent debt budget savings save expensive afford pay paid paycheck
    finances financial loan mortgage spending bank`,
  "self-care": `self-care selfcare bath meditate meditation journal journaling breathing skincare
    pamper treat boundaries rest me_time routine mindfulness`,
  creativity: `paint painting draw drawing art write writing music song guitar piano sing
    singing creative craft knit knitting photography poem poetry design`,
  nature: `nature outside outdoors park garden gardening tree trees forest beach sea ocean
    mountain sun sunshine rain flowers birds sky lake river fresh_air`,
  food: `food eat ate eating meal meals cook cooking cooked dinner lunch breakfast recipe
    coffee tea snack restaurant bake baking`,
  "personal growth": `growth goal goals habit habits learn learning learned improve progress
    future plan plans purpose values confidence`,
  pets: `dog dogs puppy cat cats kitten pet pets`,
  travel: `travel trip vacation holiday flight journey abroad visit visited`,
  "mental health": `mental_health depression burnout panic_attack anxiety_attack therapy therapist
    counselling counsellor counselor psychiatrist`,
};

export type TopicName = keyof typeof TOPICS;

/** word → topics it points to. */
export const TOPIC_LEXICON: ReadonlyMap<string, TopicName[]> = (() => {
  const map = new Map<string, TopicName[]>();
  for (const [topic, words] of Object.entries(TOPICS) as [TopicName, string][]) {
    for (const word of words.split(/\s+/).filter(Boolean)) {
      const key = word.replaceAll("_", " ");
      map.set(key, [...(map.get(key) ?? []), topic]);
    }
  }
  return map;
})();

/**
 * Nouns too general, or too often mis-read as nouns ("little", "right"), to be a theme on their
 * own: a theme names a topic.
 */
export const GENERIC_NOUNS = new Set(
  `thing things day days today time times lot lots way ways bit week weeks year years
  morning evening afternoon night tonight yesterday tomorrow moment moments kind sort stuff
  something anything everything nothing someone anyone everyone people person life feeling
  feelings part end start minute minutes hour hours i'm it's today's little right left
  wrong okay ok fine sure mind head heart hand hands side fact reason point place case
  number idea question problem issue situation bunch couple piece rest course while back
  front top bottom middle whole half deal word words lol omg yeah guess hope need want
  weekend monday tuesday wednesday thursday friday saturday sunday month months second
  seconds tonight everyone's self myself same other others`.split(/\s+/),
);

/** Words for people: who a feeling belongs to ("my sister was sad"), never a theme themselves. */
export const PEOPLE_NOUNS = new Set(
  `friend friends mom mum mother dad father parent parents sister brother sibling siblings son
  daughter kid kids child children grandma grandmother grandpa grandfather aunt uncle cousin
  baby partner boyfriend girlfriend husband wife spouse boss manager colleague colleagues
  coworker coworkers teacher professor neighbour neighbor neighbours neighbors roommate
  flatmate guy girl man woman men women boy team client clients doctor therapist ex
  everyone somebody someone nobody family mate mates buddy bestie coach`.split(/\s+/),
);
