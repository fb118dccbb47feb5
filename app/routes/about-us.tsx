import type { MetaFunction } from "@remix-run/node";

import {
  BulletList,
  Callout,
  ProsePage,
  ProseSection,
  ProseSubheading,
  TextLink,
} from "~/components/prose-page";
import { PublicLayout } from "~/components/public-layout";
import { DEFAULT_ASSISTANT_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from "~/lib/site";

export const meta: MetaFunction = () => [
  { title: `About Us | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `Why we built ${PRODUCT_NAME}, a private journaling companion, and the principles we hold ourselves to: privacy, safety and honesty about AI.`,
  },
];

export default function AboutUsRoute() {
  return (
    <PublicLayout>
      <ProsePage
        eyebrow="About us"
        title={`About ${PRODUCT_NAME}`}
        intro={`${PRODUCT_NAME} is a journaling companion for the days that feel heavy, the days that feel fine, and everything in between. We want to make it a little easier to notice how you are really doing, and to be kind to yourself about it.`}
      >
        <ProseSection id="mission" title="Our mission">
          <p>
            Writing things down is one of the simplest, best-studied ways to make sense of what we
            feel. It slows racing thoughts, puts a little distance between us and a hard moment, and
            over weeks it shows patterns we would never spot day to day. Yet most of us stop after a
            few entries, because a blank page is lonely and hard to return to.
          </p>
          <p>
            Our mission is to make reflection feel less lonely and more doable. {PRODUCT_NAME} pairs
            a private journal with {DEFAULT_ASSISTANT_NAME}, an AI companion that listens, responds
            with warmth and asks gentle questions, alongside simple tools for tracking your mood,
            noticing themes and taking small steps toward the life you want.
          </p>
        </ProseSection>

        <ProseSection id="why" title="Why we built it">
          <p>
            Many of us have been through seasons where everything felt like too much: exams, grief,
            burnout, a move, a breakup, or no obvious reason at all. In those seasons, the people
            around us helped, and so did therapy for those who could get it. But there were long
            stretches in between, late at night or on the way home, when what we really needed was
            somewhere to put our thoughts down and have them met with patience.
          </p>
          <p>
            {PRODUCT_NAME} is our attempt to build that somewhere. It will not fix what is hard, and
            it is not meant to replace the people in your life or the professionals who can treat
            what you are going through. It is meant to be a steady, private space you can come back
            to, that helps you understand yourself a little better each time.
          </p>
        </ProseSection>

        <ProseSection id="principles" title="The principles we hold ourselves to">
          <p>
            Building a product for people who may be struggling is a responsibility. These are the
            commitments that shape every decision we make.
          </p>

          <ProseSubheading>Your journal is yours</ProseSubheading>
          <p>
            What you write is private. It is encrypted in transit, it is never sold, it is never
            used for advertising, and it is never used to train AI models. You can export everything
            you have written, or delete it, whenever you choose. Our{" "}
            <TextLink to="/privacy-policy">privacy policy</TextLink> explains exactly what we
            collect and why, in plain language.
          </p>

          <ProseSubheading>Safety comes before engagement</ProseSubheading>
          <p>
            We do not chase time-on-app, and we will not guilt you into keeping a streak. We would
            rather you close {PRODUCT_NAME} and call a friend. When someone may be in crisis,{" "}
            {DEFAULT_ASSISTANT_NAME} points them toward real people and crisis lines, and our{" "}
            <TextLink to="/mental-health-resources">mental health resources</TextLink> page is one
            click away from every public page.
          </p>

          <ProseSubheading>Honesty about AI</ProseSubheading>
          <p>
            {DEFAULT_ASSISTANT_NAME} is an AI. It is not a person, not a therapist, and not a
            doctor, and it will never pretend to be. It can be a thoughtful listening partner, but
            it can also misunderstand you or get things wrong. We say so clearly, and we tell you
            what it can see: only what you choose to share with it.
          </p>

          <ProseSubheading>Kindness in the details</ProseSubheading>
          <BulletList>
            <li>No guilt-trips for missed days, and no judgement for how you feel.</li>
            <li>Calm, uncluttered design that works in light and dark mode.</li>
            <li>
              Accessible by default: keyboard navigation, screen reader support and readable
              contrast.
            </li>
            <li>A free plan that is genuinely useful on its own.</li>
          </BulletList>
        </ProseSection>

        <ProseSection id="not" title={`What ${PRODUCT_NAME} is not`}>
          <Callout tone="caution" title="Not a substitute for professional care">
            <p>
              {PRODUCT_NAME} is a self-reflection tool. It does not diagnose or treat any condition,
              and {DEFAULT_ASSISTANT_NAME} cannot respond to emergencies. If you are in immediate
              danger, call your local emergency number or, in the US, call or text 988. You can find
              more options on our{" "}
              <TextLink to="/mental-health-resources">mental health resources</TextLink> page.
            </p>
          </Callout>
        </ProseSection>

        <ProseSection id="contact" title="Say hello">
          <p>
            We read every message. If you have feedback, an idea, or a concern about how{" "}
            {PRODUCT_NAME} works, write to us at{" "}
            <TextLink to={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink> or visit the{" "}
            <TextLink to="/help-center">Help Center</TextLink>.
          </p>
        </ProseSection>
      </ProsePage>
    </PublicLayout>
  );
}
