import { normaliseForScreening } from "./crisis.server";

/**
 * An intrusive thought the writer names as one and disowns
 * (docs/decisions/050-bars-from-the-spent-sets-and-disowned-thoughts.md): "what if I jumped. It's
 * the call of the void, I don't want to", "intrusive thought about the knife. It's OCD, not a
 * wish". Unwanted thoughts of harm are common and are not a wish to die; answering them with the
 * crisis response, or even a check-in, tells the writer the thought means what they fear it
 * means. Such a text is not the writer's risk, whichever tier read it, unless something in it
 * turns the thought into a wish or a plan ("they're not intrusive anymore", "I agree with them",
 * "lately it feels like a good idea").
 */
const NAMED_AS_INTRUSIVE =
  /\b(?:intrusive|call of the void|high place phenomenon|appel du vide|ocd|pure o|brain blip|brains? being (?:a )?brains?|(?:weird|strange|random|odd|mad|silly|daft|stupid) (?:thought|urge|brain thing)s?|(?:my )?brain (?:goes|went) (?:\| )?what if|unwanted thoughts?|(?:dumb|weird) (?:thought|pull)|what if (?:i|you) (?:just )?(?:jumped|swerved|stabbed|stepped off|crashed))\b/;

/**
 * The thought disowned, in words that close their clause ("I don't want to.", "never would",
 * "not gonna") or name the act refused, so that "I don't want to live like this" or "I'm not going
 * to be around for Christmas" never reads as a thought disowned.
 */
const ACT = String.raw`(?:do (?:it|that|anything)|act on (?:it|them)|die|jump|step (?:off|out|forward)|hurt (?:myself|anyone)|crash|swerve|stab (?:myself|anyone))`;
const DISOWNED = new RegExp(
  String.raw`\b(?:(?:i (?:absolutely |really |definitely |honestly )?do not want to|i would never|never would|would never|i will not|not going to)(?: ${ACT})?(?: at all)?(?= \||$)|(?:not|never) a (?:wish|desire)\b|not acting on (?:it|them)\b|no (?:wish|desire|intention) to act on (?:it|them)\b|(?<!\b(?:therapy|therapist|help|counselling|counsellor|support|meds|medication|doctor|gp|talking|hospital|crisis line|helpline)(?: \|)? )no thanks\b|i do not want that(?: at all)?(?= \||$)|(?:they are|it is) not me(?= \||$)|(?:does|do) not mean (?:i|you|we) (?:want|wanted) (?:to|it)\b)`,
);

/** What makes the thought the writer's own after all. */
const OWNED =
  /\b(?:(?<!bother me |bother me much )(?:anymore|any more)|agree|agreeing|wanting|(?<!mean )i want (?:them|it|to|out|everything)|i think i want|part of me wants|not scared|good idea|tempting|appealing|a plan|planning|only way|wants me dead|used to scare|used to be|warmer|i know how|more often|every day now|getting louder|getting stronger|harder to ignore|but i might|unless|yet)\b/;

/**
 * Preparation, a farewell or an act already done beside the thought: never disowned by a name
 * ("intrusive thoughts, I don't want to, but the pills are counted out").
 */
const ACTED_ON =
  /\b(?:bought|ordered|saved up|stockpiled|counted|wrote (?:a|the|my) (?:note|letter)|said goodbye|gave away|cut myself|(?<!of )cutting|hurt myself|burned myself|scratched|tied|looked up|searched|researched)\b/;

export function disownedIntrusiveThought(text: string): boolean {
  const whole = normaliseForScreening(text);
  return (
    NAMED_AS_INTRUSIVE.test(whole) &&
    DISOWNED.test(whole) &&
    !OWNED.test(whole) &&
    !ACTED_ON.test(whole)
  );
}
