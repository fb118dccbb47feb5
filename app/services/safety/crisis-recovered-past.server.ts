import { RELAPSE, SAFE_PRESENT } from "./crisis-attribution.server";
import { normaliseForScreening } from "./crisis.server";

/**
 * A crisis of the writer's own, told as past and over, with the present said to be safe
 * (docs/decisions/051-recovered-pasts-and-new-authors.md): "Ten years sober and five years since I
 * was in hospital after trying to end it. I don't think about dying anymore", "Read my old
 * suicide note from years ago, then burnt it. I'm not that person any more". Such an entry is the
 * writer's own account of getting through; answering it with the crisis response, or a check-in,
 * reads the past as the present. It is nobody's risk now, whichever tier read it, unless anything
 * in it says the risk is near again ("lately", "but now", "I was lying", "again").
 */

/** The past named as past: a time gone by, an old note or journal, recovery counted in time. */
const TOLD_AS_PAST =
  /\b(?:used to|looking back|back then|at the time|no longer|years ago|(?:last|that) (?:year|winter|summer|spring|autumn)|old (?:suicide )?(?:journals?|diary|diaries|entries|notes?|letters?|self)|(?:worst|darkest) (?:month|months|year|years|time|period|days|point)|recovery group|sober|clean for|years? clean|(?:months?|years?) since|after (?:trying|i tried|my attempt)|that was (?:in )?(?:19|20)\d\d|when i first (?:arrived|came|moved)|(?:the|that) year i (?:wanted to die|was suicidal|tried))\b/;

/** The present said to be safe, beyond the attribution's own list (SAFE_PRESENT). */
const SAFE_NOW =
  /\bi am not that (?:person|girl|boy|man|woman|guy|kid) any ?more\b|\bi am a different person\b|\bglad i kept going\b|\bcame through (?:it|that)\b|\bi do not think about (?:dying|it|death|ending it) any ?more\b|\bi want to hug (?:that|the|my younger) (?:kid|girl|boy|person|me)\b|\bi did do it\b|\blong way from\b|\b(?:i am )?(?:way )?past it now\b|\bit got better\b|\bunder control now\b/;

/**
 * Anything that brings the risk near again, or doubts the safe present: time now ("lately",
 * "tonight"), a wish or plan now, "better off", "already", a lie or a mask, a note or a goodbye.
 */
const NEAR_AGAIN =
  /\b(?:again|still (?:want|feel|have|think)|lately|these days|recently|starting to|i want to (?:die|end|go|disappear|be gone|sleep)|i (?:am|m) (?:going to|planning)|plan|tonight|last night|miss (?:it|them|that)|back (?:there|to)|creeping|(?:do not|dont) (?:want|think i can)|cannot|can not|no point|better off|anymore but|but now|but lately|but today|already|used to (?:think|believe|tell myself|say|hope)|(?:it|that|this) (?:does not|did not|will not|never)|lie|lied|lying|pretend\w*|fak\w+|mask\w*|tired of|goodbye|note for|letter for)\b/;

export function toldAsRecoveredPast(text: string): boolean {
  const whole = normaliseForScreening(text);
  return (
    (SAFE_PRESENT.test(whole) || SAFE_NOW.test(whole)) &&
    TOLD_AS_PAST.test(whole) &&
    !RELAPSE.test(whole) &&
    !NEAR_AGAIN.test(whole)
  );
}
