import type { MetaFunction } from "@remix-run/node";

import { BulletList, Callout, ProsePage, ProseSection, TextLink } from "~/components/prose-page";
import { PublicLayout } from "~/components/public-layout";
import { DEFAULT_ASSISTANT_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from "~/lib/site";

export const meta: MetaFunction = () => [
  { title: `Terms of Service | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `The terms for using ${PRODUCT_NAME}: eligibility, your account, subscriptions, your content, and why ${PRODUCT_NAME} is not medical advice or an emergency service.`,
  },
];

export default function TermsOfServiceRoute() {
  const supportLink = <TextLink to={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink>;

  return (
    <PublicLayout>
      <ProsePage
        eyebrow="Legal"
        title="Terms of Service"
        intro={`These terms are the agreement between you and ${PRODUCT_NAME} when you use our website and app. We have tried to keep them clear and fair. Please read them, and contact us if anything is unclear.`}
        lastUpdated="November 22, 2026"
        lastUpdatedDateTime="2026-11-22"
      >
        <Callout
          tone="caution"
          title={`${PRODUCT_NAME} is not medical advice or an emergency service`}
        >
          <p>
            {PRODUCT_NAME} is a journaling and self-reflection tool. {DEFAULT_ASSISTANT_NAME} is an
            AI, not a therapist or doctor, and cannot respond to emergencies. If you are in
            immediate danger, call your local emergency number or, in the US, call or text 988. See
            our <TextLink to="/mental-health-resources">mental health resources</TextLink>.
          </p>
        </Callout>

        <ProseSection id="acceptance" title="1. Accepting these terms">
          <p>
            By creating an account or using {PRODUCT_NAME}, you agree to these Terms of Service and
            to our <TextLink to="/privacy-policy">Privacy Policy</TextLink>, which explains how we
            handle your information. If you do not agree, please do not use {PRODUCT_NAME}.
          </p>
        </ProseSection>

        <ProseSection id="eligibility" title={`2. Who can use ${PRODUCT_NAME}`}>
          <p>
            You must be at least 16 years old, and old enough to agree to these terms where you
            live, to use {PRODUCT_NAME}. By using it, you confirm that you meet these requirements
            and that nothing prevents you from using the service under the laws that apply to you.
          </p>
        </ProseSection>

        <ProseSection id="account" title="3. Your account">
          <BulletList>
            <li>
              Give accurate information when you register, and keep your email address up to date.
            </li>
            <li>
              Keep your password private and do not share your account. You are responsible for
              activity that happens under your account.
            </li>
            <li>
              Tell us straight away at {supportLink} if you think someone else has accessed your
              account.
            </li>
          </BulletList>
        </ProseSection>

        <ProseSection id="not-medical-advice" title="4. Not medical advice, not for emergencies">
          <p>
            {PRODUCT_NAME} does not provide medical, psychological or psychiatric advice, diagnosis
            or treatment, and using it does not create a therapist&ndash;client or
            doctor&ndash;patient relationship. Responses from {DEFAULT_ASSISTANT_NAME}, insights,
            mood estimates and suggestions are generated automatically, can be inaccurate or
            incomplete, and are offered for reflection only.
          </p>
          <p>
            Do not rely on {PRODUCT_NAME} in an emergency or in place of professional care. Nobody
            monitors your journal or conversations, so {PRODUCT_NAME} will not know if you are in
            danger and cannot send help. Always seek the advice of a qualified professional about
            your health, and contact emergency services or a crisis line if you or someone else is
            at risk.
          </p>
        </ProseSection>

        <ProseSection id="acceptable-use" title="5. Acceptable use">
          <p>To keep {PRODUCT_NAME} safe for everyone, you agree not to:</p>
          <BulletList>
            <li>
              break the law, or use {PRODUCT_NAME} to harm, harass, threaten or exploit anyone;
            </li>
            <li>
              post content in community spaces that is hateful, sexually explicit, promotes
              self-harm, or shares other people&apos;s private information or stories;
            </li>
            <li>
              try to access other people&apos;s accounts or data, or probe, disrupt or overload our
              systems;
            </li>
            <li>
              scrape, copy or resell the service, or use automated means to access it other than as
              we allow;
            </li>
            <li>
              use {PRODUCT_NAME} or {DEFAULT_ASSISTANT_NAME}&apos;s output to build a competing
              product, or attempt to reverse engineer it, except where the law allows.
            </li>
          </BulletList>
          <p>
            If you use the community, you also agree to the{" "}
            <TextLink to="/community">community guidelines</TextLink>.
          </p>
        </ProseSection>

        <ProseSection id="subscriptions" title="6. Plans, subscriptions and billing">
          <BulletList>
            <li>
              {PRODUCT_NAME} offers a <strong className="font-semibold">Free</strong> plan and a
              paid <strong className="font-semibold">Pro</strong> plan. The features, limits and
              price of each plan are shown on the Subscription page before you buy.
            </li>
            <li>
              Pro subscriptions are billed in advance through PayPal and renew automatically at the
              end of each billing period until you cancel. PayPal&apos;s own terms also apply to
              your payment.
            </li>
            <li>
              You can cancel at any time. Cancellation takes effect at the end of your current
              billing period: you keep Pro until then, and you will not be charged again. Payments
              already made are not refunded, except where the law requires.
            </li>
            <li>
              If we change the price of Pro, we will tell you in advance, and the new price will
              only apply from your next billing period, giving you the chance to cancel first.
            </li>
          </BulletList>
        </ProseSection>

        <ProseSection id="your-content" title="7. Your content">
          <p>
            <strong className="font-semibold text-strong">You own your journal.</strong> Everything
            you write in {PRODUCT_NAME}, including entries, conversations, goals and notes, remains
            yours. You give us only the limited permission we need to store, process and display it
            to you in order to provide the service, including generating {DEFAULT_ASSISTANT_NAME}
            &apos;s replies and your insights. We do not sell your content, use it for advertising
            or use it to train AI models.
          </p>
          <p>
            If you post in community spaces, you allow other members to see that post, and you allow
            us to display it there until you delete it. You are responsible for what you post.
          </p>
          <p>
            The {PRODUCT_NAME} service itself, including its design, software, prompts and name,
            belongs to us and is protected by law.
          </p>
        </ProseSection>

        <ProseSection id="termination" title={`8. Ending your use of ${PRODUCT_NAME}`}>
          <p>
            You can stop using {PRODUCT_NAME} and delete your account at any time from Settings &gt;
            Data &amp; Export. We recommend exporting your data first.
          </p>
          <p>
            We may suspend or close an account that seriously or repeatedly breaks these terms, or
            where we must do so by law. Unless there is a safety or legal reason not to, we will
            tell you why and give you a chance to export your data. If we ever decide to shut down{" "}
            {PRODUCT_NAME}, we will give you at least 30 days&apos; notice so you can download your
            journal.
          </p>
        </ProseSection>

        <ProseSection id="disclaimers" title="9. Disclaimers">
          <p>
            We work hard to keep {PRODUCT_NAME} available, reliable and helpful, but it is provided
            &ldquo;as is&rdquo; and &ldquo;as available.&rdquo; To the extent the law allows, we
            make no promises that it will be uninterrupted or error-free, or that AI-generated
            content will be accurate, complete or suitable for your situation.
          </p>
        </ProseSection>

        <ProseSection id="liability" title="10. Limitation of liability">
          <p>
            To the extent the law allows, {PRODUCT_NAME} will not be liable for indirect,
            incidental, special or consequential losses, or for loss of data, arising from your use
            of the service. Our total liability to you for any claim is limited to the greater of
            the amount you paid us in the 12 months before the claim or 50 US dollars.
          </p>
          <p>
            Nothing in these terms limits liability that cannot be limited by law, such as liability
            for death or personal injury caused by negligence, or for fraud, and nothing affects the
            rights you have as a consumer under the laws of your country.
          </p>
        </ProseSection>

        <ProseSection id="changes" title="11. Changes to these terms">
          <p>
            We may update these terms as {PRODUCT_NAME} evolves. If a change is significant, we will
            tell you by email or in the app at least 14 days before it takes effect. If you keep
            using {PRODUCT_NAME} after that, the new terms apply; if you do not agree, you can
            cancel and delete your account.
          </p>
        </ProseSection>

        <ProseSection id="contact" title="12. Contact">
          <p>
            Questions about these terms? Email us at {supportLink}, or visit the{" "}
            <TextLink to="/help-center">Help Center</TextLink>.
          </p>
        </ProseSection>
      </ProsePage>
    </PublicLayout>
  );
}
