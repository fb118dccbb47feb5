import type { MetaFunction } from "@remix-run/node";

import {
  BulletList,
  Callout,
  FaqItem,
  FaqList,
  NumberedList,
  ProsePage,
  ProseSection,
  ProseSubheading,
  TextLink,
} from "~/components/prose-page";
import { PublicLayout } from "~/components/public-layout";
import { DEFAULT_ASSISTANT_NAME, PRODUCT_NAME } from "~/lib/site";

export const meta: MetaFunction = () => [
  { title: `Mental Health Resources | ${PRODUCT_NAME}` },
  {
    name: "description",
    content:
      "Crisis lines and emergency numbers, how to find a therapist, grounding and breathing exercises, and how to support a friend who is struggling.",
  },
];

const crisisButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-rose-700 px-4 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-rose-800 dark:bg-rose-200 dark:text-rose-950 dark:hover:bg-rose-100";

const crisisLinkClass =
  "font-semibold text-rose-900 underline underline-offset-2 hover:decoration-2 dark:text-rose-100";

function CrisisBox() {
  return (
    <section
      aria-labelledby="crisis-heading"
      className="rounded-3xl border-2 border-rose-300 bg-rose-50 p-6 text-rose-950 sm:p-8 dark:border-rose-800 dark:bg-rose-950/50 dark:text-rose-50"
    >
      <div className="flex items-start gap-3">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="mt-1 h-6 w-6 shrink-0 text-rose-700 dark:text-rose-200"
        >
          <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM12 8v4M12 15.5h.01" />
        </svg>
        <div>
          <h2 id="crisis-heading" className="text-2xl font-bold tracking-tight">
            Need help right now?
          </h2>
          <p className="mt-2 text-lg font-semibold leading-7">
            If you are in immediate danger, call your local emergency number (911 in the US, 999 in
            the UK, 112 in the EU).
          </p>
        </div>
      </div>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl bg-white p-5 dark:bg-rose-950">
          <h3 className="font-semibold">United States: 988 Suicide &amp; Crisis Lifeline</h3>
          <p className="mt-1 text-base leading-7">
            Call or text 988, any time, day or night. Free and confidential.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href="tel:988" className={crisisButtonClass}>
              Call 988
            </a>
            <a href="sms:988" className={crisisButtonClass}>
              Text 988
            </a>
          </div>
          <p className="mt-3 text-base">
            Or chat online at{" "}
            <a href="https://988lifeline.org" rel="noopener noreferrer" className={crisisLinkClass}>
              988lifeline.org
            </a>
          </p>
        </div>

        <div className="rounded-2xl bg-white p-5 dark:bg-rose-950">
          <h3 className="font-semibold">Crisis Text Line</h3>
          <p className="mt-1 text-base leading-7">
            In the US, text{" "}
            <a href="sms:741741?body=HOME" className={crisisLinkClass}>
              HOME to 741741
            </a>
            . In the UK, text{" "}
            <a href="sms:85258?body=SHOUT" className={crisisLinkClass}>
              SHOUT to 85258
            </a>
            . A trained volunteer will text you back.
          </p>
        </div>

        <div className="rounded-2xl bg-white p-5 dark:bg-rose-950">
          <h3 className="font-semibold">UK and Ireland: Samaritans</h3>
          <p className="mt-1 text-base leading-7">
            Call{" "}
            <a href="tel:116123" className={crisisLinkClass}>
              116 123
            </a>{" "}
            for free, 24 hours a day, 365 days a year.
          </p>
        </div>

        <div className="rounded-2xl bg-white p-5 dark:bg-rose-950">
          <h3 className="font-semibold">Anywhere else</h3>
          <p className="mt-1 text-base leading-7">
            Find free, confidential helplines in your country at{" "}
            <a
              href="https://findahelpline.com"
              rel="noopener noreferrer"
              className={crisisLinkClass}
            >
              findahelpline.com
            </a>
            .
          </p>
        </div>
      </div>

      <p className="mt-6 rounded-2xl border border-rose-200 bg-white/70 p-4 text-base font-medium leading-7 dark:border-rose-800 dark:bg-rose-950">
        {PRODUCT_NAME} is not a substitute for professional care. Our AI companion is not a
        therapist and cannot respond to emergencies.
      </p>
    </section>
  );
}

export default function MentalHealthResourcesRoute() {
  return (
    <PublicLayout>
      <ProsePage
        eyebrow="Support"
        title="Mental Health Resources"
        intro="Whatever brought you here, you do not have to handle it alone. This page gathers places to get help right now, ways to find ongoing support, and a few small practices that can make a hard moment more bearable."
        lead={<CrisisBox />}
      >
        <ProseSection id="finding-a-therapist" title="Finding a therapist">
          <p>
            Talking to a trained professional is one of the most effective things you can do for
            your mental health. Finding the right person can take a little effort, and that is
            normal. It is okay to ask someone you trust to help you search.
          </p>
          <ProseSubheading>Where to start</ProseSubheading>
          <BulletList>
            <li>
              <strong className="font-semibold text-strong">Your doctor or GP.</strong> They can
              talk through what you are experiencing, check for physical causes, and refer you to
              local services.
            </li>
            <li>
              <strong className="font-semibold text-strong">
                Your insurance or health service.
              </strong>{" "}
              In the US, your insurer can give you a list of in-network therapists. In England, you
              can refer yourself to NHS Talking Therapies without seeing a GP first.
            </li>
            <li>
              <strong className="font-semibold text-strong">Work or school.</strong> Many employers
              offer a free, confidential Employee Assistance Programme, and most colleges and
              universities have a counselling service.
            </li>
            <li>
              <strong className="font-semibold text-strong">Lower-cost options.</strong> Community
              mental health centres, university training clinics and therapists who offer
              sliding-scale fees can make therapy more affordable.
            </li>
          </BulletList>
          <ProseSubheading>Questions worth asking</ProseSubheading>
          <BulletList>
            <li>Are you licensed, and what is your training?</li>
            <li>Have you worked with people dealing with something similar to what I am?</li>
            <li>
              What approach do you use (for example CBT, DBT or ACT), and what would our sessions
              look like?
            </li>
            <li>What do you charge, do you accept my insurance, and do you offer reduced fees?</li>
            <li>Do you offer online sessions, and how often would we meet?</li>
            <li>How will we know whether therapy is helping?</li>
          </BulletList>
          <p>
            The relationship matters. If the first person you see is not a good fit, it is
            completely fine to try someone else. That is not failure; it is part of the process.
          </p>
        </ProseSection>

        <ProseSection id="self-care" title="Self-care practices for hard moments">
          <p>
            These exercises will not solve what is wrong, but they can help your body and mind
            settle enough to take the next step. Try them when you feel anxious, panicky or
            overwhelmed.
          </p>
          <ProseSubheading>5-4-3-2-1 grounding</ProseSubheading>
          <p>Slowly, and out loud or in your head, notice:</p>
          <NumberedList>
            <li>5 things you can see</li>
            <li>4 things you can touch</li>
            <li>3 things you can hear</li>
            <li>2 things you can smell</li>
            <li>1 thing you can taste</li>
          </NumberedList>
          <p>
            Bringing your attention to your senses gently pulls it away from racing thoughts and
            back into the present moment.
          </p>
          <ProseSubheading>Slow breathing</ProseSubheading>
          <p>
            Breathe in through your nose for a count of 4, then out slowly through your mouth for a
            count of 6. Repeat for two to five minutes. A longer out-breath helps signal to your
            body that it is safe to calm down. If counting feels stressful, simply let each
            out-breath be a little slower than the in-breath.
          </p>
          <ProseSubheading>The everyday basics</ProseSubheading>
          <BulletList>
            <li>Keep regular sleep and wake times where you can.</li>
            <li>Eat something and drink water, even when you do not feel like it.</li>
            <li>Move a little, and get outside in daylight if possible.</li>
            <li>Reach out to one person, even with a short message.</li>
            <li>Go easy on alcohol and other substances, which can deepen low moods.</li>
          </BulletList>
          <ProseSubheading>Make a safety plan</ProseSubheading>
          <p>
            When you are feeling steadier, write down your warning signs, things that help you cope,
            people and places that can distract you, who you can ask for help, and the crisis
            numbers above. Keep it somewhere easy to find. A therapist can help you build one, and
            you can keep a copy in your {PRODUCT_NAME} journal.
          </p>
        </ProseSection>

        <ProseSection id="supporting-a-friend" title="Supporting a friend who is struggling">
          <p>
            If you are worried about someone, reaching out matters more than finding the perfect
            words.
          </p>
          <BulletList>
            <li>
              <strong className="font-semibold text-strong">Check in and listen.</strong> Find a
              private moment, say what you have noticed, and let them talk. You do not need to fix
              anything.
            </li>
            <li>
              <strong className="font-semibold text-strong">
                Ask directly about suicide if you are worried.
              </strong>{" "}
              &ldquo;Are you thinking about suicide?&rdquo; Asking does not put the idea in
              someone&apos;s head, and it often brings relief.
            </li>
            <li>
              <strong className="font-semibold text-strong">Help them connect to support.</strong>{" "}
              Offer to sit with them while they call 988 or a doctor, or help them look for a
              therapist.
            </li>
            <li>
              <strong className="font-semibold text-strong">
                Do not promise to keep it secret
              </strong>{" "}
              if their life may be at risk. If they are in immediate danger, call emergency services
              and stay with them if it is safe to do so.
            </li>
            <li>
              <strong className="font-semibold text-strong">
                Follow up, and look after yourself too.
              </strong>{" "}
              A message a few days later means a lot. Supporting someone is heavy, and you deserve
              support as well.
            </li>
          </BulletList>
        </ProseSection>

        <ProseSection id="faq" title="Frequently asked questions">
          <FaqList>
            <FaqItem question={`Can ${PRODUCT_NAME} replace therapy?`}>
              <p>
                No. {PRODUCT_NAME} can help you reflect, notice patterns and put feelings into
                words, and many people find it a useful companion to therapy. But it cannot assess,
                diagnose or treat anything, and {DEFAULT_ASSISTANT_NAME} is an AI, not a therapist.
              </p>
            </FaqItem>
            <FaqItem question={`What happens if I tell ${DEFAULT_ASSISTANT_NAME} I am in crisis?`}>
              <p>
                {DEFAULT_ASSISTANT_NAME} is designed to respond with care and to point you toward
                the crisis lines on this page. It cannot contact anyone on your behalf, it can
                misunderstand what you write, and no person is watching the conversation. If you are
                in danger, please contact emergency services or a crisis line directly.
              </p>
            </FaqItem>
            <FaqItem question={`Will anyone at ${PRODUCT_NAME} read my journal?`}>
              <p>
                No. Your journal is private, and we do not read or monitor your entries. That also
                means nobody at {PRODUCT_NAME} will notice if you are struggling, so please reach
                out to people who can help. Read more in our{" "}
                <TextLink to="/privacy-policy">privacy policy</TextLink>.
              </p>
            </FaqItem>
            <FaqItem question="I cannot afford therapy. What can I do?">
              <p>
                Free crisis lines are available any time. For ongoing support, look into community
                mental health centres, university training clinics, sliding-scale therapists, free
                support groups, and services offered through your employer, school or public health
                system.
              </p>
            </FaqItem>
            <FaqItem question="I live outside the US, UK and EU. Where can I find help?">
              <p>
                Visit <TextLink to="https://findahelpline.com">findahelpline.com</TextLink> to find
                free, confidential helplines in your country, or call your local emergency number if
                you are in danger.
              </p>
            </FaqItem>
          </FaqList>
          <Callout title={`Questions about ${PRODUCT_NAME} itself?`}>
            <p>
              Our <TextLink to="/help-center">Help Center</TextLink> covers accounts, the AI
              companion, privacy and more.
            </p>
          </Callout>
        </ProseSection>
      </ProsePage>
    </PublicLayout>
  );
}
