import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import {
  BulletList,
  Callout,
  FaqItem,
  FaqList,
  NumberedList,
  ProsePage,
  ProseSection,
  TextLink,
} from "~/components/prose-page";
import { PublicLayout } from "~/components/public-layout";
import { limitText } from "~/lib/limits";
import { limitsOfTier } from "~/models/limits.server";
import { DEFAULT_ASSISTANT_NAME, MARKETING_CLAIMS, PRODUCT_NAME, SUPPORT_EMAIL } from "~/lib/site";

export const meta: MetaFunction = () => [
  { title: `Help Center | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `Answers to common questions about ${PRODUCT_NAME}: your account, the AI companion, journaling, mood tracking, insights, plans, privacy and your data.`,
  },
];

const TOPICS = [
  { id: "getting-started", label: "Getting started" },
  { id: "ai-companion", label: "The AI companion" },
  { id: "journaling-and-mood", label: "Journaling and mood" },
  { id: "insights-and-goals", label: "Insights, goals and habits" },
  { id: "plans", label: "Plans and billing" },
  { id: "data-and-privacy", label: "Your data and privacy" },
  { id: "settings", label: "Notifications and appearance" },
  { id: "contact", label: "Contact support" },
] as const;

function Strong({ children }: { children: string }) {
  return <strong className="font-semibold text-strong">{children}</strong>;
}

/** The Free plan's numbers, from feature_limits, so the answers below stay true when they change. */
export function loader() {
  return { free: limitsOfTier("free") };
}

export default function HelpCenterRoute() {
  const { free } = useLoaderData<typeof loader>();
  const ai = DEFAULT_ASSISTANT_NAME;

  return (
    <PublicLayout>
      <ProsePage
        eyebrow="Support"
        title="Help Center"
        intro={`Answers to the questions people ask us most about ${PRODUCT_NAME}. Select a question to expand its answer.`}
        lead={
          <div className="space-y-6">
            <Callout tone="caution" title="Need urgent help?">
              <p>
                {PRODUCT_NAME} and {ai} cannot respond to emergencies. If you are in immediate
                danger, call your local emergency number or, in the US, call or text 988. See{" "}
                <TextLink to="/mental-health-resources">mental health resources</TextLink> for more
                crisis lines.
              </p>
            </Callout>
            <nav
              aria-label="Help topics"
              className="rounded-2xl border border-line-subtle bg-surface p-5"
            >
              <p className="text-sm font-semibold uppercase tracking-wider text-muted">Topics</p>
              <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {TOPICS.map((topic) => (
                  <li key={topic.id}>
                    <TextLink to={`#${topic.id}`}>{topic.label}</TextLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        }
      >
        <ProseSection id="getting-started" title="Getting started">
          <FaqList>
            <FaqItem question="How do I create an account?">
              <p>
                Go to <TextLink to="/auth?tab=register">Sign Up</TextLink> and enter your name, your
                email address and a password of at least 6 characters, then confirm the password. A
                username is optional. Select <Strong>Create Account</Strong> and you are in.
              </p>
            </FaqItem>
            <FaqItem question="How do I verify my email address?">
              <p>
                After you register, we send a verification link to your email address. Open the
                email and follow the link to confirm that the address is yours. The link expires
                after 24 hours.
              </p>
              <p>
                If it has not arrived after a few minutes, check your spam or junk folder. Until you
                verify, a reminder appears at the top of your dashboard with a{" "}
                <Strong>Resend verification email</Strong> button that sends you a fresh link.
              </p>
            </FaqItem>
            <FaqItem question="I forgot my password. How do I reset it?">
              <NumberedList>
                <li>
                  On the <TextLink to="/auth">Login</TextLink> screen, select{" "}
                  <Strong>Forgot your password?</Strong>
                </li>
                <li>
                  Enter the email address you signed up with and select{" "}
                  <Strong>Send reset link</Strong>.
                </li>
                <li>Open the email we send you and follow the link to choose a new password.</li>
              </NumberedList>
              <p>
                For your security we show the same confirmation whether or not an account exists for
                that address, and reset links expire after a short time. If yours has expired,
                simply request a new one.
              </p>
            </FaqItem>
            <FaqItem question="Can I sign in with Google or Apple?">
              <p>
                Not yet. Google and Apple sign-in are coming soon. For now, please use your email
                address and password.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection id="ai-companion" title="The AI companion">
          <FaqList>
            <FaqItem question={`Who is ${ai}?`}>
              <p>
                {ai} is an AI, a computer program, not a person and not a therapist. It is designed
                to listen, respond with empathy and ask gentle questions that help you reflect. It
                can misunderstand you or get things wrong, and it cannot diagnose, treat or respond
                to emergencies.
              </p>
            </FaqItem>
            <FaqItem question={`How does ${ai} work?`}>
              <p>
                By default, {ai}&apos;s replies come from {PRODUCT_NAME}&apos;s built-in local
                engine, which runs on our own servers, so your messages are not sent to any outside
                AI company. If the administrator of your {PRODUCT_NAME} service configures an
                external AI provider, your message text is sent to that provider to generate a
                reply. Our <TextLink to="/privacy-policy">privacy policy</TextLink> explains this in
                detail.
              </p>
            </FaqItem>
            <FaqItem question={`What can ${ai} see?`}>
              <p>Only what you share in {PRODUCT_NAME}:</p>
              <BulletList>
                <li>
                  In a chat, {ai} sees your new message plus your last 5 messages of the
                  conversation, for context.
                </li>
                <li>
                  Your journal entries are analysed to estimate mood, emotions and themes, which
                  power your mood chart and weekly insights.
                </li>
              </BulletList>
              <p>
                {ai} cannot see anything outside {PRODUCT_NAME}, such as your email, contacts or
                browsing, and nobody at {PRODUCT_NAME} reads your conversations.
              </p>
            </FaqItem>
            <FaqItem question="How do I save a chat as a journal entry?">
              <p>
                Once a conversation has at least one message, a{" "}
                <Strong>Save Chat as Journal Entry</Strong> button appears. Selecting it saves the
                whole conversation to your journal and clears the chat so you can start fresh. To
                start over without saving, select <Strong>New Chat</Strong>.
              </p>
            </FaqItem>
            <FaqItem question="Can I talk to the companion by voice?">
              <p>Voice recording is coming in a future update. For now, please type.</p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection id="journaling-and-mood" title="Journaling and mood">
          <FaqList>
            <FaqItem question="What is the difference between the Chat and Journal tabs?">
              <p>
                <Strong>Chat</Strong> is a conversation with {ai}. <Strong>Journal</Strong> is a
                quiet space to write on your own: type in the Daily Journal box and select{" "}
                <Strong>Save Journal Entry</Strong>. Your recent entries are listed underneath, and
                you can pick a past date to write or chat about that day.
              </p>
            </FaqItem>
            <FaqItem question="Where do journal prompts come from?">
              <p>
                {PRODUCT_NAME} has a library of {MARKETING_CLAIMS.prompts} prompts. The Journal
                Prompts card on your dashboard shows three at a time; select{" "}
                <Strong>Get More Prompts</Strong> for new ones, or choose a prompt to start a chat
                about it.
              </p>
            </FaqItem>
            <FaqItem question="How does mood tracking work?">
              <p>
                On the Mood Insights card, tap the face that best matches how you feel. Moods use a
                1 to 5 scale:
              </p>
              <BulletList>
                <li>1 &ndash; Sad</li>
                <li>2 &ndash; Worried</li>
                <li>3 &ndash; Neutral</li>
                <li>4 &ndash; Good</li>
                <li>5 &ndash; Great</li>
              </BulletList>
              <p>
                The chart shows the last 7 days. On days when you have not logged a mood yourself,{" "}
                {PRODUCT_NAME} can estimate one from the tone of that day&apos;s journal entries;
                these are marked as <Strong>from journal</Strong> in the legend so you can tell them
                apart from moods you reported. Days with neither are left empty.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection id="insights-and-goals" title="Insights, goals and habits">
          <FaqList>
            <FaqItem question="What are weekly insights?">
              <p>
                Each week, running Monday to Sunday, {PRODUCT_NAME} summarises your journaling into
                your top emotions, common themes and key insights, with suggestions you might find
                helpful. You will find them on the Weekly Insights card and the full report on the
                Insights page.
              </p>
              <p>
                If you see <Strong>No Summary Yet</Strong>, keep writing: insights appear once you
                have a few journal entries.
              </p>
            </FaqItem>
            <FaqItem question="How do goals, tasks and habits work?">
              <BulletList>
                <li>
                  <Strong>Goals</Strong> are bigger things you are working toward, with a progress
                  percentage.
                </li>
                <li>
                  <Strong>Tasks</Strong> are single steps. Tick one off to move it to your completed
                  list.
                </li>
                <li>
                  <Strong>Habits</Strong> are things you want to do regularly. Mark a habit done
                  each day to build a streak: the number of days in a row you have kept it up.
                </li>
              </BulletList>
              <p>
                Use the <Strong>+</Strong> button on each tab of the dashboard card to add a new
                one. {ai} may also suggest tasks and habits based on what you write in your journal.
              </p>
            </FaqItem>
            <FaqItem question="What happens if I break a streak?">
              <p>
                Your streak starts again from zero, and that is okay. Streaks are there to encourage
                you, not to judge you. Every day is a fresh start.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection id="plans" title="Plans and billing">
          <FaqList>
            <FaqItem question="What plans are available?">
              <p>
                There are two plans. <Strong>Free</Strong> includes up to{" "}
                {limitText(free.maxJournalEntries)} journal entries,{" "}
                {limitText(free.aiResponsesPerDay)} AI companion replies a day,{" "}
                {limitText(free.maxGoals)} goals, journal prompts
                {free.moodTrackingAccess ? ", mood tracking" : ""}
                {free.insightsAccess ? " and weekly insights" : ""}. <Strong>Pro</Strong> has no
                limits on entries, goals or AI replies, and adds custom journal prompts, the weekly
                digest by email and a readable Markdown copy of your journal.
              </p>
              <p>
                The <Strong>Subscription</Strong> page (in the sidebar) shows both plans side by
                side with their price and what each includes, your current plan with its status and
                renewal or end date, and your payment history with receipts. You can upgrade, cancel
                or resume there.
              </p>
            </FaqItem>
            <FaqItem question="What happens when I reach a limit?">
              <p>
                Nothing you have is taken away. Your entries and goals stay readable and editable;
                only new ones beyond the limit wait until you upgrade or make room. AI replies start
                again at midnight in your time zone. The screen tells you which limit you reached
                and links to the Subscription page.
              </p>
              <p>
                Some things are never limited on any plan: crisis resources (the companion always
                answers crisis language with them, whatever is left of your AI replies), reading
                your own journal, and exporting or deleting your data.
              </p>
            </FaqItem>
            <FaqItem question="How do I pay, and how do I cancel?">
              <p>
                Payments are handled securely by PayPal; we never see your card details. You can
                cancel at any time from the Subscription page. When you cancel, you keep Pro until
                the end of the period you have already paid for, and then your account moves to the
                Free plan. Your journal stays yours either way.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection id="data-and-privacy" title="Your data and privacy">
          <FaqList>
            <FaqItem question="Is my journal private?">
              <p>
                Yes. Your journal is encrypted in transit, never sold, never used for advertising
                and never used to train AI models. Read the full{" "}
                <TextLink to="/privacy-policy">privacy policy</TextLink> for details.
              </p>
            </FaqItem>
            <FaqItem question="How do I export my data?">
              <p>
                Go to <Strong>Settings &gt; Data &amp; Export</Strong> and choose to export your
                data. You will get a copy of what you have stored in {PRODUCT_NAME}, including your
                journal entries, moods, goals, tasks, habits and community posts.
              </p>
              <p>
                This export is part of every plan. Pro also offers your journal as a readable
                Markdown file. If anything goes wrong, write to us at{" "}
                <TextLink to={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink>.
              </p>
            </FaqItem>
            <FaqItem question="How do I delete my data or my account?">
              <p>
                You can delete individual journal entries, goals, tasks and habits at any time. To
                delete everything, go to <Strong>Settings &gt; Data &amp; Export</Strong> and choose
                to delete your account. This permanently removes your account and your journal, so
                consider exporting first.
              </p>
            </FaqItem>
            <FaqItem question="Who can see what I post in the community?">
              <p>
                Other members see your posts under the community name you chose, never your email,
                your name or your username, unless you choose to show your display name. Nothing
                from your journal or your chats ever appears in the community. You can edit or
                delete your posts and replies at any time, and <Strong>My posts</Strong> shows each
                one&apos;s status, including any post waiting for a moderator.
              </p>
              <p>
                Deleting your account deletes your community posts, replies and reactions too, and
                your export includes them. See the{" "}
                <TextLink to="/community">community guidelines</TextLink>.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection id="settings" title="Notifications and appearance">
          <FaqList>
            <FaqItem question="How do notifications work?">
              <p>
                The bell at the top of your dashboard shows unread notifications, such as journaling
                reminders, goal reminders and streak updates. You can mark each one as read, delete
                it, or clear them all.
              </p>
              <p>
                To choose what you receive, go to <Strong>Settings &gt; Notifications</Strong>. You
                can turn journal reminders, goal reminders, the weekly digest, email and browser
                notifications on or off, and set your reminder time and time zone.
              </p>
            </FaqItem>
            <FaqItem question="How do I turn on dark mode?">
              <p>
                Go to <Strong>Settings &gt; Appearance</Strong> and choose Light, Dark or System.
                System follows your device&apos;s setting and is the default.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection id="contact" title="Contact support">
          <p>
            Can&apos;t find what you need? If you are signed in, use{" "}
            <TextLink to="/support">Support &amp; Feedback</TextLink> to send us a message. You can
            also email us at <TextLink to={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink>. We
            are a small team and usually reply within a few working days.
          </p>
          <p>
            Please do not use support to ask for help in a crisis, because we cannot respond quickly
            enough. Instead, use the numbers on our{" "}
            <TextLink to="/mental-health-resources">mental health resources</TextLink> page.
          </p>
        </ProseSection>
      </ProsePage>
    </PublicLayout>
  );
}
