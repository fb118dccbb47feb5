import { normaliseForScreening } from "./crisis.server";

/**
 * Medicines handled the way they are meant to be (docs/decisions/051-recovered-pasts-and-new-authors.md):
 * taken "like the doctor said", sorted into a dosette or a pill organiser, expired ones taken back
 * to the pharmacy for disposal, a discharge list gone through with the pharmacist. Such an entry
 * is a routine, the writer's or someone they care for; the crisis model reads "pills" and
 * "tablets" in it as means. It is nobody's risk now, whichever tier read it, unless anything in
 * it turns to keeping, saving or counting them, to more than the dose, to stopping, or to the
 * writer's wish ("I'm not going to take them as prescribed", "I told myself it was to take them
 * back to the chemist").
 */
const AS_PRESCRIBED =
  /\b(?:as prescribed|as (?:the |my )?(?:doctor|gp|pharmacist|nurse|consultant|vet) (?:said|told me|prescribed|wrote)|like the (?:doctor|gp|pharmacist|nurse|vet) said|exactly as (?:written|prescribed|directed)|as directed|dosette|pill organi[sz]er|pill box|for disposal|back to the (?:chemist|pharmacy)|went through every (?:tablet|pill)|so i do not double up)\b/;

/** Anything that turns the routine into means: kept, saved, more than the dose, stopped, a wish. */
const NOT_A_ROUTINE =
  /\b(?:sav(?:e|ed|ing)|stockpil\w*|hoard\w*|stash\w*|extra|spare|all of them|at once|too many|more than|enough|worth|stopped|stop taking|not taking|skip\w*|end it|die|dying|dead|kill\w*|overdose|od|tonight|last|goodbye|never wake|forever|wish|want to|better off|point|anymore|any more|could|would|counted|hide|hid|hidden|secret\w*|nobody|no one|without|instead|but|keep\w*|kept|not going to|told myself|i know why|know what i mean)\b/;

export function medicationAsPrescribed(text: string): boolean {
  const whole = normaliseForScreening(text);
  return AS_PRESCRIBED.test(whole) && !NOT_A_ROUTINE.test(whole);
}
