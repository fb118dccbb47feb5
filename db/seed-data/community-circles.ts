/**
 * The circles every installation starts with (docs/product.md#community). Seeded once by slug:
 * admins may rename, reorder or archive them later, and a restart never undoes that.
 */
export const communityCircles = [
  {
    slug: "anxiety",
    name: "Anxiety",
    description: "Racing thoughts, worry and what helps you settle.",
  },
  {
    slug: "low-mood",
    name: "Low mood",
    description: "For the heavy days, and the small things that lift them a little.",
  },
  {
    slug: "sleep",
    name: "Sleep",
    description: "Restless nights, early mornings and routines that help you rest.",
  },
  {
    slug: "work-stress",
    name: "Work stress",
    description: "Pressure at work or study, boundaries and burnout.",
  },
  {
    slug: "gratitude",
    name: "Gratitude",
    description: "Noticing the good, however small: a walk, a kind message, a task finally done.",
  },
  {
    slug: "grief",
    name: "Grief",
    description: "Missing someone or something, at any stage of loss.",
  },
  {
    slug: "loneliness",
    name: "Loneliness",
    description: "Feeling alone, even among people, and ways to reach out.",
  },
  {
    slug: "relationships",
    name: "Relationships",
    description: "Family, friends and partners: the hard conversations and the good ones.",
  },
  {
    slug: "daily-check-ins",
    name: "Daily check-ins",
    description: "Say how today is going, in a word or a paragraph. Showing up counts.",
  },
].map((circle, index) => ({ ...circle, sortOrder: (index + 1) * 10 }));
