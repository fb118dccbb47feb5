import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { DEFAULT_ASSISTANT_NAME, MARKETING_CLAIMS, PRODUCT_NAME } from "~/lib/site";

/**
 * The public landing page shown at "/" to visitors; signed-in people get the dashboard there
 * instead. The caller wraps it in PublicLayout, which provides <main id="main">.
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <TrustedBy />
      <Features />
      <DemoVideo />
      <Testimonials />
      <CallToAction />
      <CareNote />
    </>
  );
}

/* ------------------------------------------------------------------------ */
/* Shared bits                                                               */
/* ------------------------------------------------------------------------ */

const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400";

const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-xl border border-line-strong bg-surface px-6 py-3 text-base font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800";

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-strong sm:text-4xl"
      >
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-8 text-muted">{children}</p> : null}
    </div>
  );
}

function Icon({ children, className = "h-6 w-6" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

function ArrowRight() {
  return (
    <Icon className="h-5 w-5">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

/* ------------------------------------------------------------------------ */
/* Hero                                                                      */
/* ------------------------------------------------------------------------ */

const STATS = [
  { value: MARKETING_CLAIMS.prompts, label: "prompts" },
  { value: MARKETING_CLAIMS.satisfaction, label: "satisfaction" },
  { value: MARKETING_CLAIMS.users, label: "users" },
  { value: MARKETING_CLAIMS.rating, label: "rating" },
] as const;

function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-slate-50 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-800/20"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface px-3 py-1 text-sm font-medium text-brand-800 dark:border-brand-800 dark:text-brand-200">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-500" />
            Journaling with a gentle AI companion
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-strong sm:text-5xl lg:text-6xl"
          >
            A quiet place to untangle your thoughts.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-muted">
            {PRODUCT_NAME} is a private journal with a companion that listens. Write freely or talk
            things through with {DEFAULT_ASSISTANT_NAME}, our AI companion, who responds with
            empathy and asks the kind of questions that help you reflect. Over time, you&apos;ll see
            your moods and patterns more clearly.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/auth?tab=register" className={primaryButtonClass}>
              Get Started Free
              <ArrowRight />
            </Link>
            <Link to="/auth" className={secondaryButtonClass}>
              Login
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted">Free to start. No credit card needed.</p>

          <ul
            aria-label={`${PRODUCT_NAME} at a glance`}
            className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4"
          >
            {STATS.map((stat) => (
              <li
                key={stat.label}
                className="rounded-2xl border border-line-subtle bg-surface/80 px-4 py-3 text-center"
              >
                <span className="block text-2xl font-bold text-accent">{stat.value}</span>{" "}
                <span className="block text-sm text-muted">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>

        <HeroIllustration />
      </div>
    </section>
  );
}

/** A mock of the chat and mood UI built from HTML, purely illustrative. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative isolate mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rotate-2 rounded-3xl bg-brand-100/70 dark:bg-brand-900/30" />
      <div className="rounded-3xl border border-line-subtle bg-surface p-5 shadow-xl shadow-brand-900/5">
        <div className="flex items-center gap-3 border-b border-slate-100 pb-4 dark:border-slate-800">
          <div className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white">
            {DEFAULT_ASSISTANT_NAME.charAt(0)}
          </div>
          <div>
            <p className="font-semibold text-strong">{DEFAULT_ASSISTANT_NAME}</p>
            <p className="text-sm text-muted">Your journaling companion</p>
          </div>
        </div>

        <div className="space-y-3 py-5 text-sm leading-6">
          <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-white">
            Work has been a lot this week. I keep lying awake going over everything.
          </p>
          <p className="max-w-[85%] rounded-2xl rounded-bl-md bg-surface-muted px-4 py-2.5 text-slate-800 dark:text-slate-100">
            That sounds exhausting. When your mind starts replaying the day at night, what tends to
            come up first?
          </p>
          <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-white">
            Mostly worrying I&apos;ve let someone down.
          </p>
        </div>

        <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-100">
            How are you feeling today?
          </p>
          <div className="mt-3 flex justify-between text-2xl">
            <span>😢</span>
            <span>😟</span>
            <span>😐</span>
            <span className="rounded-full ring-2 ring-brand-500 ring-offset-2 ring-offset-slate-50 dark:ring-offset-slate-800">
              🙂
            </span>
            <span>😄</span>
          </div>
          <svg viewBox="0 0 280 60" className="mt-4 h-14 w-full" fill="none">
            <path
              d="M4 44 L48 36 L92 46 L136 28 L180 32 L224 18 L276 22"
              className="stroke-brand-500"
              strokeWidth={3}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            {[
              [4, 44],
              [48, 36],
              [92, 46],
              [136, 28],
              [180, 32],
              [224, 18],
              [276, 22],
            ].map(([cx, cy]) => (
              <circle
                key={cx}
                cx={cx}
                cy={cy}
                r={4}
                className="fill-surface stroke-brand-600 dark:stroke-brand-400"
                strokeWidth={2}
              />
            ))}
          </svg>
        </div>
      </div>
    </div>
  );
}

/* ------------------------------------------------------------------------ */
/* Institution logos (fictional)                                             */
/* ------------------------------------------------------------------------ */

const INSTITUTIONS: readonly { name: string; mark: ReactNode; style: string }[] = [
  {
    name: "Northfield University",
    style: "font-serif tracking-wide",
    mark: <path d="M4 20V10l8-5 8 5v10M8 20v-6M12 20v-6M16 20v-6M3 20h18" />,
  },
  {
    name: "Harbor Health Collective",
    style: "font-semibold",
    mark: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  },
  {
    name: "Lumenfield College",
    style: "font-serif italic",
    mark: (
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6 7 7M17 17l1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4" />
      </>
    ),
  },
  {
    name: "Kestrel Bay Labs",
    style: "font-mono uppercase tracking-tight",
    mark: <path d="M3 14c3-1 5-4 9-4s6 3 9 4M6 18c2-.7 4-2 6-2s4 1.3 6 2" />,
  },
  {
    name: "Alder Row Design Co.",
    style: "font-medium uppercase tracking-[0.2em] text-xs sm:text-sm",
    mark: <path d="M12 3 5 14h4l-2 4h10l-2-4h4zM12 18v3" />,
  },
  {
    name: "Meridian Teachers' Guild",
    style: "font-semibold italic",
    mark: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M12 4v16M4 12h16" />
      </>
    ),
  },
];

function TrustedBy() {
  return (
    <section
      aria-labelledby="trusted-heading"
      className="border-y border-line-subtle bg-surface py-10"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2
          id="trusted-heading"
          className="text-center text-sm font-semibold uppercase tracking-wider text-muted"
        >
          Trusted by people at
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
          {INSTITUTIONS.map((institution) => (
            <li
              key={institution.name}
              className="flex items-center justify-center gap-2 text-center text-muted"
            >
              <Icon className="h-6 w-6 shrink-0">{institution.mark}</Icon>
              <span className={`text-sm leading-tight ${institution.style}`}>
                {institution.name}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------------ */
/* Features                                                                  */
/* ------------------------------------------------------------------------ */

type Feature = {
  title: string;
  description: string;
  icon: ReactNode;
  highlight?: boolean;
};

const FEATURES: readonly Feature[] = [
  {
    title: "Conversational journaling",
    description: `Talk things through with ${DEFAULT_ASSISTANT_NAME}. You get empathetic responses and guided reflection: gentle follow-up questions that help you make sense of what you're feeling, at your own pace.`,
    icon: (
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4z M8 9h8M8 12h5" />
    ),
  },
  {
    title: "Mood tracking",
    description:
      "Check in with a single tap, from Sad to Great. Your mood chart reveals emotional patterns over time, including the moods reflected in your journal entries.",
    icon: <path d="M4 19h16M5 15l4-5 4 3 6-8" />,
  },
  {
    title: "Weekly AI insights",
    description:
      "Every week, see your top emotions, common themes and key insights from your entries, with personalised recommendations you can actually act on.",
    icon: (
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7z" />
    ),
  },
  {
    title: `${MARKETING_CLAIMS.prompts} journal prompts`,
    description:
      "Never stare at a blank page. Thoughtful prompts on gratitude, stress, relationships and growth help you start writing when you don't know where to begin.",
    icon: <path d="M6 4h10a3 3 0 0 1 3 3v13H9a3 3 0 0 1-3-3zM6 17a3 3 0 0 1 3-3h10M10 8h5" />,
  },
  {
    title: "Goals, tasks and habits",
    description:
      "Turn reflection into small, kind steps. Set goals, break them into tasks, build habits with streaks, and get gentle suggestions drawn from what you write.",
    icon: (
      <>
        <circle cx="12" cy="12" r="8" />
        <circle cx="12" cy="12" r="4" />
        <path d="M12 12l7-7M16 5h3v3" />
      </>
    ),
  },
  {
    title: "Private by design",
    description:
      "Your journal is private — encrypted in transit, never sold, never used to train models. You can export or delete your data whenever you choose.",
    icon: (
      <>
        <rect x="5" y="11" width="14" height="9" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
      </>
    ),
    highlight: true,
  },
  {
    title: "Crisis-safe",
    description: `${DEFAULT_ASSISTANT_NAME} is an AI, not a therapist, and says so. If you're going through something serious, it points you to real people and crisis lines who can help right away.`,
    icon: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM12 9v3M12 15h.01" />,
    highlight: true,
  },
];

function Features() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-20 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Gentle tools for understanding yourself"
        >
          Everything in {PRODUCT_NAME} is designed to help you notice, name and care for what
          you&apos;re feeling, without pressure and without judgement.
        </SectionHeading>

        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className={
                feature.highlight
                  ? "rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-brand-900/30"
                  : "rounded-2xl border border-line-subtle bg-surface p-6 shadow-sm "
              }
            >
              <div className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950">
                <Icon>{feature.icon}</Icon>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-strong">{feature.title}</h3>
              <p className="mt-2 leading-7 text-muted">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------------ */
/* Demo video placeholder                                                    */
/* ------------------------------------------------------------------------ */

function DemoVideo() {
  return (
    <section
      id="demo-video"
      aria-labelledby="demo-heading"
      className="scroll-mt-20 bg-surface py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="demo-heading" eyebrow="Demo" title={`See ${PRODUCT_NAME} in action`}>
          A short walkthrough of a journaling session, the mood chart and a weekly insight report.
        </SectionHeading>

        <figure className="mx-auto mt-12 max-w-4xl">
          <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-3xl border border-line bg-linear-to-br from-brand-700 via-brand-800 to-slate-900 shadow-xl">
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.14),transparent_55%)]"
            />
            <div
              aria-hidden="true"
              className="relative flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg sm:h-20 sm:w-20"
            >
              <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7 sm:h-9 sm:w-9" fill="currentColor">
                <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
              </svg>
            </div>
          </div>
          <figcaption className="mt-4 text-center text-sm font-medium text-muted">
            Demo video coming soon
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------------ */
/* Testimonials (fictional)                                                  */
/* ------------------------------------------------------------------------ */

const TESTIMONIALS: readonly { quote: string; name: string; context: string }[] = [
  {
    quote:
      "I used to lie awake replaying my day. Ten minutes of writing before bed and my head finally feels quiet.",
    name: "Priya S.",
    context: "Nurse",
  },
  {
    quote:
      "The mood chart showed me my hardest days always followed short nights. Small thing, big difference.",
    name: "Daniel K.",
    context: "Graduate student",
  },
  {
    quote:
      "It asks good questions, and it's honest. When I was in a really dark place it pointed me to a crisis line instead of pretending to be a therapist.",
    name: "Amara O.",
    context: "Designer",
  },
  {
    quote: "The prompts get me unstuck on the evenings I open the page with no idea what to write.",
    name: "Tomás R.",
    context: "Teacher",
  },
  {
    quote: "My therapist and I now use my weekly insights as a starting point for our sessions.",
    name: "Hannah L.",
    context: "Parent of two",
  },
  {
    quote:
      "Keeping a streak for my morning walk was the gentle nudge I needed. I haven't missed one in a month.",
    name: "Marcus T.",
    context: "Software engineer",
  },
];

function Stars() {
  return (
    <div role="img" aria-label="5 out of 5 stars" className="flex gap-0.5 text-amber-500">
      {[0, 1, 2, 3, 4].map((index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="h-5 w-5"
        >
          <path d="M10 1.8l2.5 5.1 5.6.8-4 3.9.9 5.6L10 14.6l-5 2.6.9-5.6-4-3.9 5.6-.8z" />
        </svg>
      ))}
    </div>
  );
}

function Testimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="scroll-mt-20 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title="Kind words from people who write with us"
        >
          Rated {MARKETING_CLAIMS.rating} by a community of {MARKETING_CLAIMS.usersLong} people,
          with {MARKETING_CLAIMS.satisfaction} satisfaction.
        </SectionHeading>

        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-line-subtle bg-surface p-6 shadow-sm">
                <Stars />
                <blockquote className="mt-4 flex-1 leading-7 text-body">
                  <p>&ldquo;{testimonial.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
                  >
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-strong">{testimonial.name}</span>
                    <span className="block text-sm text-muted">{testimonial.context}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------------ */
/* Call to action                                                            */
/* ------------------------------------------------------------------------ */

function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16 dark:bg-brand-800">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_0%,rgba(255,255,255,0.12),transparent_50%)]"
        />
        <div className="relative">
          <h2
            id="cta-heading"
            className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            Your thoughts deserve a gentle place to land.
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-50">
            A few minutes a day is enough to start noticing what helps. It&apos;s free to begin, and
            you can stop any time.
          </p>
          <div className="mt-8 flex justify-center">
            <Link
              to="/auth?tab=register"
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50"
            >
              Start journaling today
              <ArrowRight />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------------ */
/* Honest note about care                                                    */
/* ------------------------------------------------------------------------ */

function CareNote() {
  return (
    <section aria-labelledby="care-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl border border-line-subtle bg-surface p-6 sm:flex-row sm:p-8">
        <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-200">
          <Icon>
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
          </Icon>
        </div>
        <div>
          <h2 id="care-heading" className="text-xl font-semibold text-strong">
            An honest note
          </h2>
          <p className="mt-2 leading-7 text-slate-700 dark:text-slate-300">
            {PRODUCT_NAME} is not a substitute for professional care. {DEFAULT_ASSISTANT_NAME} is an
            AI, not a therapist, and cannot respond to emergencies. If you are struggling, you
            deserve support from real people: a doctor, a therapist, or a crisis line. If you are in
            immediate danger, call your local emergency number or, in the US, call or text 988.
          </p>
          <p className="mt-3">
            <Link
              to="/mental-health-resources"
              className="font-medium text-accent underline underline-offset-2 hover:decoration-2"
            >
              Find mental health resources and crisis lines
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
