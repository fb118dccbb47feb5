/**
 * A curated emotion lexicon for the local engine, written for journaling language.
 *
 * Why our own: the NRC Emotion Lexicon needs a commercial licence and no emotion lexicon package
 * is available from our registry. Each emotion lists words (matched against a token's written form
 * or its lemma, lower case; two-word phrases are matched too) with an intensity of 1 (mild), 2
 * (clear) or 3 (strong); a word without a number is 2. `valence` is how the emotion moves the
 * sentiment score; `negatedAs` is what "not <word>" means ("not calm" reads as anxiety).
 */
export type EmotionName =
  | "joy"
  | "gratitude"
  | "love"
  | "hope"
  | "calm"
  | "pride"
  | "excitement"
  | "relief"
  | "sadness"
  | "loneliness"
  | "grief"
  | "anxiety"
  | "fear"
  | "anger"
  | "frustration"
  | "guilt"
  | "shame"
  | "overwhelm"
  | "exhaustion"
  | "confusion"
  | "surprise";

type EmotionDefinition = { valence: number; negatedAs?: EmotionName; words: string };

const DEFINITIONS: Record<EmotionName, EmotionDefinition> = {
  joy: {
    valence: 1,
    negatedAs: "sadness",
    words: `happy happiness glad joy:3 joyful:3 delighted:3 delight:3 cheerful cheer great:1 good:1
      wonderful:3 amazing:3 awesome fantastic:3 lovely fun:1 enjoy enjoyed enjoyable liked:2 laugh laughed
      laughter smile smiled smiling content:1 pleased pleasure elated:3 ecstatic:3 thrilled:3 bliss:3
      blissful:3 yay:2 brilliant beautiful:1 sunny:1 uplifted uplifting playful:1 giggle best:1
      celebrate celebration good_day:2 great_day:3 nice:1 awesome_day:3 upbeat positive:1 light-hearted`,
  },
  gratitude: {
    valence: 1,
    negatedAs: "frustration",
    words: `grateful:3 gratitude:3 thankful:3 thank thanks appreciate appreciated appreciation
      appreciative blessed:2 fortunate lucky:1 indebted:1 touched:1 kindness:1 generous:1
      treasure:1 cherish`,
  },
  love: {
    valence: 1,
    negatedAs: "loneliness",
    words: `love:3 loved:3 loving adore:3 adored affection affectionate caring care:1 cared:1 hug:1
      hugged:1 cuddle:1 close:1 connected connection warmth:1 tender:1 fond sweet:1 romantic
      supported support:1 belong:1 belonging`,
  },
  hope: {
    valence: 1,
    negatedAs: "sadness",
    words: `hope hoped hopeful:3 optimistic:3 optimism looking_forward:3 forward:1 promising
      encouraged encouraging possibility:1 possible:1 better:1 improve:1 improving:1 brighter
      motivated motivation inspired:3 inspiring determined:2 wish:1 faith:1 believe:1 progress:1`,
  },
  calm: {
    valence: 1,
    negatedAs: "anxiety",
    words: `calm:3 calmer peaceful:3 peace:3 relaxed:3 relax relaxing serene:3 quiet:1 rested still:1
      settled grounded:2 balanced centered centred at_ease:3 comfortable:1 cozy:1 cosy:1 safe:1
      gentle:1 mindful:1 breathe:1 tranquil:3 unwind`,
  },
  pride: {
    valence: 1,
    negatedAs: "shame",
    words: `proud:3 pride accomplished:3 accomplishment achieve achieved achievement confident:2
      confidence capable strong:1 succeed succeeded success successful win won nailed:3 finished:1
      managed:1 milestone worthy brave:1 courageous`,
  },
  excitement: {
    valence: 1,
    words: `excited:3 excitement:3 exciting eager thrilling pumped:3 energised energized
      energetic:1 curious:1 adventure:1 can't_wait:3 anticipation:1 buzzing`,
  },
  relief: {
    valence: 1,
    words: `relieved:3 relief:3 finally:1 phew:2 lighter:2 unburdened weight_off:3 reassured:2 reassurance`,
  },
  sadness: {
    valence: -1,
    words: `sad:3 sadness:3 unhappy:3 down:1 depressed:3 depressing:3 depression:3 blue:1 miserable:3
      cry:3 cried:3 crying:3 tears:3 tear:1 heartbroken:3 heartbreak:3 hurt hurting gloomy low:1
      hopeless:3 hopelessness:3 empty numb:1 disappointed disappointing disappointment upset
      sorrow:3 melancholy down_in_the_dumps:3 awful bad:1 terrible horrible worst:1 rough:1
      heavy:1 broken:2 despair:3 feel_down:3 feeling_down:3 bummed:1 lost:1 pointless:2 devastated:3 gutted:2`,
  },
  loneliness: {
    valence: -1,
    negatedAs: "love",
    words: `lonely:3 loneliness:3 alone:2 isolated:3 isolation:3 left_out:3 excluded:2 abandoned:3
      unloved:3 invisible:2 disconnected:2 distant:1 ignored:2 rejected:2 rejection:2 no_friends:3
      nobody:1 miss:1 missed:1 missing:1 homesick:2 withdrawn:2`,
  },
  grief: {
    valence: -1,
    words: `grief:3 grieve:3 grieving:3 mourn:3 mourning:3 loss:2 passed_away:3 lost_my_mum:3 lost_my_mom:3
      lost_my_dad:3 lost_my_father:3 lost_my_mother:3 lost_my_grandmother:3 lost_my_grandfather:3 died:3
      death:2 funeral:3 bereavement:3 widow:2 miss_her:3 miss_him:3 anniversary_of:1 gone:1`,
  },
  anxiety: {
    valence: -1,
    negatedAs: "calm",
    words: `anxious:3 anxiety:3 worried:2 worry:2 worrying:2 nervous:2 uneasy:2 restless:2 tense:2
      tension:2 stress:2 stressed:3 stressful:2 panic:3 panicked:3 panicky:3 on_edge:3 jittery
      overthinking:3 overthink:3 racing:1 shaking:2 shaky:2 trembling:2 sweating:1 dread:3 dreading:3 apprehensive uncertain:1 insecure:2
      pressure:1 deadline:1 deadlines:1 what_if:1 butterflies:1 can't_relax:3 freaking:2`,
  },
  fear: {
    valence: -1,
    words: `afraid:3 scared:3 fear:3 frightened:3 terrified:3 terror:3 fearful:3 scary:2 threatened:3
      unsafe:3 horror:2 nightmare:2 petrified:3 spooked:2 danger:2 dangerous:1`,
  },
  anger: {
    valence: -1,
    words: `angry:3 anger:3 mad:2 furious:3 rage:3 raging:3 livid:3 pissed:3 outraged:3 hate:3
      hated:3 resent:2 resentful:2 resentment:2 bitter:2 hostile:2 yell:2 yelled:2 yelling:2
      scream:2 screamed:2 shout:2 shouted:2 fight:1 fought:1 argue:1 argued:1 argument:1
      betrayed:3 betrayal:3 disrespected:3 unfair:2 injustice:2`,
  },
  frustration: {
    valence: -1,
    words: `frustrated:3 frustrating:3 frustration:3 annoyed:2 annoying:2 irritated:2 irritating:2
      irritable:2 fed_up:3 stuck:2 blocked:1 impatient:1 aggravated:2 sick_of:3 tired_of:2
      pointless:1 nothing_works:3 useless:2 ugh:2 argh:2 exasperated:3 bothered:1 hassle:1`,
  },
  guilt: {
    valence: -1,
    words: `guilty:3 guilt:3 regret:3 regretted:3 sorry:2 apologise:1 apologize:1 blame:2 blamed:2
      my_fault:3 should_have:2 remorse:3 let_down:2 failed:2 mistake:1 mistakes:1`,
  },
  shame: {
    valence: -1,
    negatedAs: "pride",
    words: `ashamed:3 shame:3 embarrassed:3 embarrassing:2 embarrassment:2 humiliated:3 humiliation:3
      stupid:2 worthless:3 inadequate:3 failure:3 pathetic:3 awkward:1 cringe:2 loser:3
      not_good_enough:3 unworthy:3 self-conscious:2 judged:2`,
  },
  overwhelm: {
    valence: -1,
    words: `overwhelmed:3 overwhelming:3 overwhelm:3 swamped:3 drowning:3 too_much:3 overloaded:3
      buried:2 chaos:2 chaotic:2 scattered:2 spread_thin:3 juggling:2 hectic:2 busy:1 behind:1
      can't_cope:3 pile:1 piling:2 nonstop:2`,
  },
  exhaustion: {
    valence: -1,
    words: `exhausted:3 exhaust:3 exhausting:3 exhaustion:3 tired:2 tiring:2 fatigue:3 fatigued:3
      drained:3 draining:3 worn:2 worn_out:3 burnout:3 burned_out:3 burnt_out:3 sleepy:1 weary:2
      sluggish:2 insomnia:3 sleepless:3 couldn't_sleep:3 can't_sleep:3 no_energy:3 run_down:2
      zombie:2`,
  },
  confusion: {
    valence: -0.4,
    words: `confused:3 confusing:2 confusion:3 unsure:2 uncertain:1 lost:1 puzzled:2 torn:2
      conflicted:3 mixed_feelings:3 unclear:2 don't_know:1 indecisive:2 directionless:2 doubt:2
      doubts:2 ambivalent:2`,
  },
  surprise: {
    valence: 0.2,
    words: `surprised:3 surprise:2 surprising:2 unexpected:2 unexpectedly:2 shocked:3 shock:2 stunned:3
      amazed:2 astonished:3 caught_off_guard:3 wow:2 suddenly:1`,
  },
};

export type LexiconEntry = { emotion: EmotionName; intensity: number };

/** word or "two_words" → the emotions it signals (a word may signal more than one). */
export const EMOTION_LEXICON: ReadonlyMap<string, LexiconEntry[]> = (() => {
  const map = new Map<string, LexiconEntry[]>();
  for (const [emotion, definition] of Object.entries(DEFINITIONS) as [
    EmotionName,
    EmotionDefinition,
  ][]) {
    for (const item of definition.words.split(/\s+/).filter(Boolean)) {
      const [word, level] = item.split(":");
      const key = word!.replaceAll("_", " ");
      const entries = map.get(key) ?? [];
      entries.push({ emotion, intensity: level ? Number(level) : 2 });
      map.set(key, entries);
    }
  }
  return map;
})();

export const EMOTION_VALENCE: Readonly<Record<EmotionName, number>> = Object.fromEntries(
  Object.entries(DEFINITIONS).map(([name, definition]) => [name, definition.valence]),
) as Record<EmotionName, number>;

export const NEGATED_EMOTION: Readonly<Partial<Record<EmotionName, EmotionName>>> =
  Object.fromEntries(
    Object.entries(DEFINITIONS)
      .filter(([, definition]) => definition.negatedAs)
      .map(([name, definition]) => [name, definition.negatedAs]),
  );

/** Words that strengthen or soften the feeling word that follows them. */
export const INTENSIFIERS: ReadonlyMap<string, number> = new Map([
  ["very", 1.5],
  ["so", 1.4],
  ["really", 1.4],
  ["extremely", 1.8],
  ["incredibly", 1.8],
  ["totally", 1.5],
  ["completely", 1.6],
  ["absolutely", 1.6],
  ["deeply", 1.6],
  ["super", 1.5],
  ["truly", 1.4],
  ["utterly", 1.8],
  ["quite", 1.2],
  ["slightly", 0.5],
  ["somewhat", 0.6],
  ["little", 0.6],
  ["bit", 0.6],
  ["kinda", 0.7],
  ["fairly", 0.8],
  ["mildly", 0.5],
]);
