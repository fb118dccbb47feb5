import { MARKETING_CLAIMS, PRODUCT_NAME } from "~/lib/site";

const highlights = [
  {
    title: "Conversational journaling",
    text: "Empathetic responses and guided reflection that help you put feelings into words.",
  },
  {
    title: "Mood tracking",
    text: "See your emotional patterns over time, from a quick tap or from what you write.",
  },
  {
    title: "AI insights",
    text: "Personalized recommendations and a weekly look back at what mattered.",
  },
];

/** The sign-in screen's left side (docs/product.md#who-it-is-for): what the product offers, and the user claim. */
export function AuthMarketingPanel() {
  return (
    <aside
      aria-label={`About ${PRODUCT_NAME}`}
      className="hidden flex-col justify-center bg-brand-800 px-12 py-16 text-white lg:flex"
    >
      <p className="text-3xl font-bold">
        Your private space to reflect, with a companion that listens.
      </p>
      <ul className="mt-10 space-y-6">
        {highlights.map((item) => (
          <li key={item.title}>
            <p className="text-lg font-semibold">{item.title}</p>
            <p className="mt-1 text-brand-100">{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-brand-100">
        Join <strong className="text-white">{MARKETING_CLAIMS.usersLong} users</strong> building a
        kinder relationship with their thoughts.
      </p>
    </aside>
  );
}
