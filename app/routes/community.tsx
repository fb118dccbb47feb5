import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import {
  BulletList,
  Callout,
  ProsePage,
  ProseSection,
  ProseSubheading,
  TextLink,
} from "~/components/prose-page";
import { PublicLayout } from "~/components/public-layout";
import { useOptionalUser } from "~/hooks/use-user";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "~/lib/site";

export const meta: MetaFunction = () => [
  { title: `Community | ${PRODUCT_NAME}` },
  {
    name: "description",
    content: `The ${PRODUCT_NAME} community: moderated peer support spaces where people share what helps, guided by kindness and clear guidelines.`,
  },
];

/** A few of the circles the community starts with (db/seed-data/community-circles.ts). */
const SPACES: readonly { name: string; description: string }[] = [
  { name: "Anxiety", description: "Racing thoughts, worry and what helps you settle." },
  {
    name: "Low mood",
    description: "For the heavy days, and the small things that lift them a little.",
  },
  {
    name: "Sleep",
    description: "Restless nights, early mornings and routines that help you rest.",
  },
  { name: "Work stress", description: "Pressure at work or study, boundaries and burnout." },
  {
    name: "Gratitude",
    description: "Noticing the good, however small: a walk, a kind message, a task finally done.",
  },
  { name: "Grief", description: "Missing someone or something, at any stage of loss." },
];

export default function CommunityRoute() {
  const user = useOptionalUser();

  return (
    <PublicLayout>
      <ProsePage
        eyebrow="Community"
        title={`The ${PRODUCT_NAME} Community`}
        intro="Sometimes it helps to know you are not the only one. Our community is a set of small, moderated peer support spaces where people share what they are going through and what has helped, with kindness first."
      >
        <ProseSection id="what" title="What it is">
          <p>
            The community is a place for peer support: people supporting people. Members are not
            professionals and do not give professional advice. What they offer is understanding,
            encouragement and honest experience, the comfort of hearing &ldquo;me too&rdquo; on a
            hard day.
          </p>
          <ProseSubheading>Circles</ProseSubheading>
          <ul className="grid gap-4 sm:grid-cols-2">
            {SPACES.map((space) => (
              <li key={space.name} className="rounded-2xl border border-line-subtle bg-surface p-5">
                <p className="font-semibold text-strong">{space.name}</p>
                <p className="mt-1 text-muted">{space.description}</p>
              </li>
            ))}
          </ul>
          <p>
            You take part under a community name you choose. Other members never see your email,
            your name or your username, unless you choose to show your display name. Instead of
            likes there are three quiet reactions, &ldquo;Sending support&rdquo;, &ldquo;Me
            too&rdquo; and &ldquo;Thank you&rdquo;: only the author sees how many they received, and
            nobody sees who sent them.
          </p>
          <p>
            Your private journal is never shared with the community. Nothing you write in your
            journal or say to the AI companion appears there unless you choose to post it yourself.
          </p>
        </ProseSection>

        <ProseSection id="guidelines" title="Community guidelines">
          <p>
            These guidelines keep the community a safe place to be vulnerable. By joining, you agree
            to follow them.
          </p>
          <BulletList>
            <li>
              <strong className="font-semibold text-strong">Lead with kindness.</strong> Respond the
              way you would want to be responded to on your worst day. No insults, mockery,
              harassment or hate of any kind.
            </li>
            <li>
              <strong className="font-semibold text-strong">No medical advice.</strong> Share your
              own experience, but do not diagnose others, recommend medication or doses, or tell
              someone to stop treatment. Encourage professional help instead.
            </li>
            <li>
              <strong className="font-semibold text-strong">Only share your own story.</strong> Do
              not post other people&apos;s stories, names, photos or identifying details, even with
              good intentions.
            </li>
            <li>
              <strong className="font-semibold text-strong">Protect your own privacy.</strong> Avoid
              sharing your full name, address, workplace or contact details.
            </li>
            <li>
              <strong className="font-semibold text-strong">Be mindful of others.</strong> Add a
              content note before describing self-harm, abuse or other distressing topics, and never
              describe methods of self-harm.
            </li>
            <li>
              <strong className="font-semibold text-strong">No selling or recruiting.</strong> No
              advertising, fundraising, or promoting products, services or groups.
            </li>
          </BulletList>
        </ProseSection>

        <ProseSection id="moderation" title="How moderation works">
          <p>
            Every post and reply is checked before anyone else sees it. Words that suggest someone
            may be in crisis hold the post for a moderator, and its author sees crisis resources
            straight away; insults and harassment are held too. Any member can report a post: it
            disappears for them at once, and a post reported by three people is hidden for everyone
            until a moderator has looked. Links are shown as plain text, never as links or images.
          </p>
          <p>
            Reports are reviewed by our team. Posts that break the guidelines are removed, and
            repeated or serious breaches can lead to losing access to the community or to{" "}
            {PRODUCT_NAME} altogether, as described in our{" "}
            <TextLink to="/terms-of-service">Terms of Service</TextLink>.
          </p>
          <p>
            Moderators are there to keep spaces safe, not to provide counselling, and they are not
            available around the clock. If you see a post from someone who may be in danger, report
            it, and if you know them, encourage them to contact emergency services or a crisis line.
          </p>
          <Callout tone="caution" title="The community is not a crisis service">
            <p>
              If you are in immediate danger, call your local emergency number or, in the US, call
              or text 988. Find more options on our{" "}
              <TextLink to="/mental-health-resources">mental health resources</TextLink> page.
            </p>
          </Callout>
        </ProseSection>

        <ProseSection id="join" title="Joining the community">
          <p>
            The community is open to signed-in members whose plan includes community access, so that
            everyone taking part has agreed to the guidelines and can be held to them. Sign in, open
            Community and choose your community name to join.
          </p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            {user ? (
              <Link
                to="/community/circles"
                className="inline-flex items-center justify-center rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
              >
                Open the community
              </Link>
            ) : (
              <>
                <Link
                  to="/auth?tab=register"
                  className="inline-flex items-center justify-center rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
                >
                  Create a free account
                </Link>
                <Link
                  to="/auth"
                  className="inline-flex items-center justify-center rounded-xl border border-line-strong bg-surface px-5 py-3 font-semibold text-slate-800 transition-colors hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  Login
                </Link>
              </>
            )}
          </div>
          <p>
            Questions about the community? Write to{" "}
            <TextLink to={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink>.
          </p>
        </ProseSection>
      </ProsePage>
    </PublicLayout>
  );
}
