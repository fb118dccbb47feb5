/** Facts about the product that more than one screen shows. */
export const PRODUCT_NAME = "Solace";
export const DEFAULT_ASSISTANT_NAME = "Sage";
export const BLOG_URL = "https://blog.solacejournal.app";
export const SUPPORT_EMAIL = "support@solacejournal.app";

export const MARKETING_CLAIMS = {
  prompts: "300+",
  satisfaction: "98%",
  users: "25k+",
  usersLong: "25,000+",
  rating: "4.9/5",
} as const;
