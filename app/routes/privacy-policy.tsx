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
  { title: `Privacy Policy | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `How ${PRODUCT_NAME} collects, uses and protects your information. Your journal is private, never sold and never used to train AI models.`,
  },
];

function Term({ children }: { children: string }) {
  return <strong className="font-semibold text-strong">{children}</strong>;
}

export default function PrivacyPolicyRoute() {
  const supportLink = <TextLink to={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink>;

  return (
    <PublicLayout>
      <ProsePage
        eyebrow="Legal"
        title="Privacy Policy"
        intro={`Your journal holds some of your most personal thoughts. This policy explains, in plain language, what ${PRODUCT_NAME} collects, why, and the choices you have.`}
        lastUpdated="November 22, 2026"
        lastUpdatedDateTime="2026-11-22"
      >
        <Callout title="The short version">
          <BulletList>
            <li>We collect what we need to run {PRODUCT_NAME}, and nothing more.</li>
            <li>
              Your journal is private. It is encrypted in transit, never sold, never used for
              advertising and never used to train AI models.
            </li>
            <li>We use no tracking, analytics or advertising cookies.</li>
            <li>You can export or delete your data whenever you choose.</li>
          </BulletList>
        </Callout>

        <ProseSection id="who-we-are" title="1. Who we are">
          <p>
            This policy applies to the {PRODUCT_NAME} website and app (&ldquo;
            {PRODUCT_NAME},&rdquo; &ldquo;we,&rdquo; &ldquo;us&rdquo;). We are responsible for the
            personal information you give us when you use {PRODUCT_NAME}. If you have any questions,
            contact us at {supportLink}.
          </p>
        </ProseSection>

        <ProseSection id="what-we-collect" title="2. What we collect">
          <ProseSubheading>Account information</ProseSubheading>
          <p>
            When you register we collect your name, email address, an optional username, and your
            password (which we store only as a secure hash, never in readable form). You may choose
            to add profile details such as a display name, pronouns, date of birth, location,
            interests or a short bio. These are optional.
          </p>
          <ProseSubheading>Your journal and conversations</ProseSubheading>
          <p>
            We store the journal entries you write, your conversations with {DEFAULT_ASSISTANT_NAME}{" "}
            that you save, and information derived from them: estimated sentiment, emotions and
            themes, and your weekly summaries.
          </p>
          <ProseSubheading>Moods, goals, tasks and habits</ProseSubheading>
          <p>
            We store the moods you log, and the goals, tasks and habits you create, including their
            progress, completion history and streaks.
          </p>
          <ProseSubheading>Preferences and usage</ProseSubheading>
          <p>
            We store your notification preferences, reminder time and time zone, your subscription
            plan, and simple usage counts (for example how many entries you have created and when
            you were last active) so that plan limits work correctly.
          </p>
          <ProseSubheading>Support requests</ProseSubheading>
          <p>
            If you contact us, we keep your message, your contact details and any attachment you
            send, so that we can help you.
          </p>
          <ProseSubheading>Payment information</ProseSubheading>
          <p>
            If you subscribe to Pro, payment is handled by PayPal. We receive the subscription
            status, amount, currency, date and PayPal reference numbers. We never receive or store
            your card or bank details.
          </p>
          <ProseSubheading>Technical information</ProseSubheading>
          <p>
            Like any website, our servers process basic technical information such as your IP
            address and browser type when you connect. We use it only to deliver the service, keep
            it secure and troubleshoot problems.
          </p>
        </ProseSection>

        <ProseSection id="how-we-use" title="3. Why we use it">
          <BulletList>
            <li>To create and secure your account and keep you signed in.</li>
            <li>
              To provide {PRODUCT_NAME}&apos;s features: saving your journal, generating{" "}
              {DEFAULT_ASSISTANT_NAME}&apos;s replies, charting your mood, and producing your
              insights and suggestions.
            </li>
            <li>To send the emails you need, such as verification and password reset links.</li>
            <li>To send reminders and digests, only as you choose in your settings.</li>
            <li>To process subscriptions and apply the limits of your plan.</li>
            <li>To answer support requests and keep the service safe from abuse.</li>
          </BulletList>
          <p>
            We process your information to provide the service you asked for, to meet our legal
            obligations, and, for security and abuse prevention, because we have a legitimate
            interest in keeping {PRODUCT_NAME} safe. Where the law treats information about your
            mental health as sensitive, we rely on your explicit consent, which you give by choosing
            to write it in {PRODUCT_NAME} and which you can withdraw at any time by deleting it.
          </p>
          <p>
            <Term>
              We never sell your information, never use it for advertising, and never use your
              journal or conversations to train AI models.
            </Term>
          </p>
        </ProseSection>

        <ProseSection id="ai-processing" title="4. How AI processing works">
          <p>
            By default, {DEFAULT_ASSISTANT_NAME}&apos;s replies and the analysis of your entries are
            produced by {PRODUCT_NAME}&apos;s built-in local engine, which runs on our own servers.
            In this mode your text is not sent to any outside AI company.
          </p>
          <p>
            An administrator of the {PRODUCT_NAME} service can instead configure an external,
            OpenAI-compatible AI provider. When that is the case, the text of your message and the
            recent conversation needed for context (your last 5 messages) are sent to that provider
            to generate a reply. We do not send your name or email address with it. The provider
            processes the text on our behalf and under its own privacy terms; it should be one whose
            terms do not allow it to use that text to train its models.
          </p>
          <p>
            {DEFAULT_ASSISTANT_NAME} is an AI, not a person. No one at {PRODUCT_NAME} reads your
            conversations or journal as part of normal operation.
          </p>
        </ProseSection>

        <ProseSection id="cookies" title="5. Cookies and local storage">
          <p>We use only four cookies, all strictly necessary or set by your own choice:</p>
          <BulletList>
            <li>
              <Term>Session cookie</Term>: keeps you signed in. It is marked so that scripts on the
              page cannot read it.
            </li>
            <li>
              <Term>Theme cookie</Term>: remembers whether you chose light, dark or system
              appearance.
            </li>
            <li>
              <Term>Toast cookie</Term>: carries a short, one-time message (such as
              &ldquo;Saved&rdquo;) from one page to the next, and is cleared as soon as it is shown.
            </li>
            <li>
              <Term>Time zone cookie</Term>: your browser&apos;s time zone, so that dates and
              &ldquo;today&rdquo; follow your own day rather than the server&apos;s.
            </li>
          </BulletList>
          <p>
            We do not use tracking, analytics, advertising or third-party cookies. Your
            browser&apos;s local storage may also hold small conveniences on your device, such as
            your theme or a journal prompt you selected.
          </p>
        </ProseSection>

        <ProseSection id="sharing" title="6. Who we share it with">
          <p>We share information only with services that help us run {PRODUCT_NAME}:</p>
          <BulletList>
            <li>our hosting provider, which stores the data on our behalf;</li>
            <li>our email delivery provider, to send account emails and reminders;</li>
            <li>PayPal, to process payments if you subscribe;</li>
            <li>
              an external AI provider, only if one has been configured as described in section 4.
            </li>
          </BulletList>
          <p>
            These providers may use your information only to provide their service to us. We may
            also disclose information if the law requires it, or to protect someone&apos;s safety.
            If {PRODUCT_NAME} is ever transferred to a new owner, we will tell you before your
            information becomes subject to a different privacy policy.
          </p>
        </ProseSection>

        <ProseSection id="retention" title="7. Retention and deletion">
          <p>
            We keep your information for as long as you have an account. When you delete a journal
            entry, goal, task or habit, it disappears from your account straight away and is
            permanently erased from our systems within 30 days.
          </p>
          <p>
            You can delete your account at any time from Settings &gt; Data &amp; Export, or by
            emailing {supportLink}. We then permanently delete your account and everything in it
            within 30 days, except for records we are legally required to keep, such as payment
            records for tax purposes. Support requests are kept for up to two years so that we can
            follow up, unless you ask us to delete them sooner.
          </p>
        </ProseSection>

        <ProseSection id="export" title="8. Exporting your data">
          <p>
            You can download a copy of your data from Settings &gt; Data &amp; Export. If that
            option is not available on your plan, email us at {supportLink} and we will send you a
            copy in a common, machine-readable format free of charge.
          </p>
        </ProseSection>

        <ProseSection id="security" title="9. Security">
          <BulletList>
            <li>
              All traffic between your device and {PRODUCT_NAME} is encrypted in transit (HTTPS).
            </li>
            <li>
              Passwords are hashed with scrypt, a deliberately slow algorithm designed to resist
              cracking. We cannot see your password.
            </li>
            <li>
              Sessions are revocable: signing out ends your session, and we can end sessions if we
              detect suspicious activity.
            </li>
            <li>Access to production systems is limited to the people who need it.</li>
          </BulletList>
          <p>
            No system is perfectly secure. If we ever discover a breach that affects your
            information, we will notify you and the relevant authorities as the law requires.
          </p>
        </ProseSection>

        <ProseSection id="children" title="10. Children">
          <p>
            {PRODUCT_NAME} is not intended for anyone under 16, and we do not knowingly collect
            information from children under 16. If you believe a child has created an account,
            contact us at {supportLink} and we will delete it.
          </p>
        </ProseSection>

        <ProseSection id="your-rights" title="11. Your rights">
          <p>Depending on where you live, you have the right to:</p>
          <BulletList>
            <li>
              <Term>Access</Term> the personal information we hold about you.
            </li>
            <li>
              <Term>Correct</Term> information that is inaccurate or incomplete, much of which you
              can do yourself in Settings.
            </li>
            <li>
              <Term>Delete</Term> your information and your account.
            </li>
            <li>
              <Term>Portability</Term>: receive your data in a portable format.
            </li>
            <li>Object to or restrict certain processing, and withdraw consent at any time.</li>
            <li>Complain to your local data protection authority.</li>
          </BulletList>
          <p>
            To exercise any of these rights, email {supportLink}. We will respond within 30 days and
            will never charge you or treat you differently for asking.
          </p>
        </ProseSection>

        <ProseSection id="changes" title="12. Changes to this policy">
          <p>
            If we make a significant change, we will let you know by email or in the app before it
            takes effect. The date at the top of this page shows when the policy was last updated.
          </p>
        </ProseSection>

        <ProseSection id="contact" title="13. Contact us">
          <p>
            Questions, requests or concerns about your privacy: {supportLink}. You can also read our{" "}
            <TextLink to="/terms-of-service">Terms of Service</TextLink>.
          </p>
        </ProseSection>
      </ProsePage>
    </PublicLayout>
  );
}
