import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LimitNotice } from "~/components/limits/limit-notice";
import { CrisisResources } from "~/components/safety/crisis-resources";
import { CRISIS_LINES } from "~/services/safety/crisis-lines";
import { buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { useDraft } from "~/hooks/use-draft";
import { useHydrated } from "~/hooks/use-hydrated";
import { ASK_ME_ABOUT, FOLLOW_UP_CHIPS, STARTER_CHIPS } from "~/lib/chat-stream";
import { displayChatText } from "~/lib/journal";
import { useToast } from "~/components/ui/toaster";
import { useChat } from "./chat-context";

export type ChatMessageView = {
  id: number;
  content: string;
  isAiResponse: boolean;
  /** A reply to crisis language: no follow-up chips after it. */
  crisisReply: boolean;
};

export type ChatConversationProps = {
  assistantName: string;
  messages: ChatMessageView[];
  crisis: boolean;
  /** Where the forms come back to without JavaScript ("/?date=…", "/chat"). */
  redirectTo: string;
  /** The selected day when it is not today: "Saturday, November 21". */
  otherDayLabel: string | null;
  day: string;
  /** Today's AI replies are used up: why, with the link to the plans page. */
  aiLimit?: string | null;
};

const chipClassName =
  "rounded-full border border-brand-300 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-brand-700 dark:bg-slate-800 dark:text-brand-100 dark:hover:bg-slate-700";

function Bubble({
  fromAi,
  name,
  children,
}: {
  fromAi: boolean;
  name: string;
  children: React.ReactNode;
}) {
  return (
    // The bubble's look is a pair of classes in app/tailwind.css: a conversation repeats it for
    // every message, and one short name per bubble keeps the page light.
    <li className={fromAi ? "chat-bubble-ai" : "chat-bubble-you"}>
      <div>
        <p>{name}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * A reply's text with the resources page it mentions (the crisis reply's "More support is at
 * /mental-health-resources") as a real link, stored or still streaming.
 */
function ReplyText({ text }: { text: string }) {
  const path = CRISIS_LINES.resourcesPath;
  const parts = text.split(path);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? (
            <a
              href={path}
              className="font-semibold text-brand-800 underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-200"
            >
              our mental health resources page
            </a>
          ) : null}
          {part}
        </span>
      ))}
    </>
  );
}

/** The conversation, its chips and the composer: the dashboard's Chat tab and /chat. */
export function ChatConversation({
  assistantName,
  messages,
  crisis,
  redirectTo,
  otherDayLabel,
  day,
  aiLimit = null,
}: ChatConversationProps) {
  const { pending, send } = useChat();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [draft, setDraft, composer] = useDraft();
  const listRef = useRef<HTMLOListElement>(null);
  const busy =
    Boolean(pending) ||
    (navigation.state === "submitting" && navigation.formAction === "/resources/chat");
  const last = messages.at(-1);
  // After a crisis reply, light suggestions ("Tell me more") would be out of place.
  const offerFollowUps = Boolean(last?.isAiResponse && !last.crisisReply);
  const showToast = useToast();
  const sendButton = useRef<HTMLButtonElement>(null);
  // The streamed turn stays on screen until the server's copy of the conversation includes it.
  const optimistic =
    pending && (pending.baseline < 0 || messages.length < pending.baseline + 2) ? pending : null;
  const empty = messages.length === 0 && !optimistic;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending?.reply]);

  async function sendFromForm(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // What the form holds, not the state: the two differ for a moment while the page hydrates.
    const message =
      submitter?.name === "message" ? submitter.value : (composer.current?.value ?? draft);
    if (!message.trim()) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    if (submitter?.name !== "message") setDraft("");
    const sent = await send(message);
    if (!sent && submitter?.name !== "message") setDraft((d) => d || message);
  }

  return (
    <div className="flex min-h-0 flex-col gap-4">
      {otherDayLabel ? (
        <p className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          You&apos;re chatting with {assistantName} for {otherDayLabel}.
        </p>
      ) : null}
      <p className="text-xs text-subtle">
        {assistantName} is an AI companion, not a person, and not a substitute for professional
        care. If you are in crisis, please see{" "}
        <Link to="/mental-health-resources" className="font-medium text-accent underline">
          mental health resources
        </Link>
        .
      </p>
      {crisis ? <CrisisResources assistantName={assistantName} /> : null}

      {empty ? (
        <div className="rounded-xl border border-dashed border-line-strong p-6 text-center">
          <h3 className="text-base font-semibold">Start Journaling</h3>
          <p className="mt-1 text-sm text-muted">
            Write whatever is on your mind, or start with one of these.
          </p>
          <Form
            method="post"
            action="/resources/chat"
            onSubmit={sendFromForm}
            className="mt-4 flex flex-wrap justify-center gap-2"
          >
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <input type="hidden" name="day" value={day} />
            {STARTER_CHIPS.map((chip) => (
              <button
                key={chip}
                type="submit"
                name="message"
                value={`${ASK_ME_ABOUT}${chip}`}
                className={chipClassName}
                disabled={busy}
              >
                {chip}
              </button>
            ))}
          </Form>
        </div>
      ) : (
        <ol
          ref={listRef}
          // Scrollable, so it must be reachable by keyboard (arrow keys scroll it).
          tabIndex={0}
          aria-label={`Conversation with ${assistantName}`}
          aria-live="polite"
          aria-busy={busy}
          className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto pr-1"
        >
          {messages.map((m, index) => (
            <Bubble
              key={m.id}
              fromAi={m.isAiResponse}
              name={m.isAiResponse ? assistantName : "You"}
            >
              {index === messages.length - 1 ? <span id="chat-latest" /> : null}
              {m.isAiResponse ? <ReplyText text={m.content} /> : displayChatText(m.content)}
            </Bubble>
          ))}
          {optimistic ? (
            <>
              <Bubble fromAi={false} name="You">
                {displayChatText(optimistic.message)}
              </Bubble>
              <Bubble fromAi name={assistantName}>
                {optimistic.reply ? (
                  <ReplyText text={optimistic.reply} />
                ) : (
                  <span className="inline-flex items-center gap-2 text-muted">
                    <span
                      aria-hidden="true"
                      className="size-2 animate-pulse rounded-full bg-brand-600"
                    />{" "}
                    {assistantName} is thinking…
                  </span>
                )}
              </Bubble>
            </>
          ) : null}
        </ol>
      )}

      {offerFollowUps && !pending ? (
        <Form
          method="post"
          action="/resources/chat"
          onSubmit={sendFromForm}
          className="flex flex-wrap gap-2"
          aria-label="Follow-up suggestions"
        >
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="day" value={day} />
          {FOLLOW_UP_CHIPS.map((chip) => (
            <button
              key={chip}
              type="submit"
              name="message"
              value={chip}
              className={chipClassName}
              disabled={busy}
            >
              {chip}
            </button>
          ))}
        </Form>
      ) : null}

      {aiLimit ? <LimitNotice message={aiLimit} id="chat-limit" /> : null}
      <Form
        method="post"
        action="/resources/chat"
        onSubmit={sendFromForm}
        className="flex flex-col gap-2"
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="day" value={day} />
        <label htmlFor="chat-message" className="sr-only">
          Message to {assistantName}
        </label>
        <textarea
          ref={composer}
          id="chat-message"
          name="message"
          rows={3}
          required
          maxLength={4000}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit(sendButton.current);
            }
          }}
          disabled={hydrated && busy}
          placeholder="Write your thoughts or ask a question..."
          className={inputClassName}
        />
        <div className="flex flex-wrap items-center justify-end gap-2">
          <button
            type="submit"
            formNoValidate
            name="intent"
            value="voice"
            className={buttonClassName("ghost")}
            aria-label="Record a voice message"
            onClick={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              showToast({
                type: "info",
                title: "Coming Soon",
                description: "Voice recording feature will be available in the next update.",
              });
            }}
          >
            <Icon name="microphone" className="size-5" />
          </button>
          <button
            ref={sendButton}
            type="submit"
            name="intent"
            value="send"
            className={buttonClassName("primary")}
            disabled={hydrated && (busy || !draft.trim())}
          >
            {busy ? "Sending..." : "Send"}
          </button>
        </div>
      </Form>
    </div>
  );
}
