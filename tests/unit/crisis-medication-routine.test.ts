import { describe, expect, it } from "vitest";
import { medicationAsPrescribed } from "~/services/safety/crisis-medication-routine.server";

describe("medicines handled as they are meant to be", () => {
  it.each([
    "Taking the new antibiotics twice a day like the GP said. Phone reminder so I don't double up.",
    "Filled Grandad's dosette for the week: heart pills mornings, statin at night.",
    "Cleared the bathroom cupboard and took the out-of-date tablets back to the pharmacy for disposal.",
    "The ward pharmacist went through every tablet with me before I went home. List is on the fridge.",
    "Sent home with codeine after the op. Taking it exactly as written and not a minute early.",
  ])("is a routine: %s", (text) => {
    expect(medicationAsPrescribed(text)).toBe(true);
  });

  it.each([
    // kept, saved, counted, more than the dose
    "Said I'd take the old tablets back to the pharmacy. I've kept them instead.",
    "Taking them as prescribed in front of my wife. Saving the rest in a sock.",
    "Filled the pill organiser and counted what's left over. It would be enough.",
    "Not going to take these as prescribed, if you know what I mean.",
    // the routine beside a wish
    "Sorted my dosette for the week. I wish I didn't have to wake up to take any of them.",
    "Pill organiser done. Don't see the point anymore.",
    // no routine named
    "Picked up my prescription today.",
  ])("is not a routine: %s", (text) => {
    expect(medicationAsPrescribed(text)).toBe(false);
  });
});
