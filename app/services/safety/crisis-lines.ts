/**
 * The crisis lines every crisis surface shows: the chat reply (`crisisReply`), the
 * `<CrisisResources />` panel and /mental-health-resources. One place, so the numbers never
 * drift apart. Plain module (no `.server`): the browser bundle needs it too.
 */
export const CRISIS_LINES = {
  /** 988 Suicide & Crisis Lifeline (US): call or text. */
  lifeline: { number: "988", callHref: "tel:988", textHref: "sms:988" },
  emergency: [
    { region: "US", where: "in the US", number: "911", href: "tel:911" },
    { region: "Europe", where: "in Europe", number: "112", href: "tel:112" },
    { region: "UK", where: "in the UK", number: "999", href: "tel:999" },
  ],
  /** Free, confidential helplines for every other country. */
  findAHelpline: { label: "findahelpline.com", href: "https://findahelpline.com" },
  resourcesPath: "/mental-health-resources",
} as const;
