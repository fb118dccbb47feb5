import { Form, Link, useNavigation, useSearchParams } from "@remix-run/react";
import { clsx } from "clsx";
import { buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { useDraft } from "~/hooks/use-draft";
import { useHydrated } from "~/hooks/use-hydrated";
import type { JournalPanelData } from "~/models/dashboard.server";
import { ChatConversation } from "./chat-conversation";
import { ChatToolbar } from "./chat-toolbar";
import { ConversationAnalysis } from "./conversation-analysis";
import { RecentEntries } from "./recent-entries";
import { StoredPromptSender } from "./stored-prompt-sender";

function tabHref(searchParams: URLSearchParams, tab: "chat" | "journal") {
  const next = new URLSearchParams(searchParams);
  next.set("panel", tab);
  next.delete("refresh");
  return `/?${next.toString()}`;
}

/** docs/product.md#chat-and-journal-panel's journal/chat area of the dashboard: a Chat tab and a Journal tab. */
export function JournalChatPanel({ data }: { data: JournalPanelData }) {
  const [searchParams] = useSearchParams();
  const otherDayLabel = data.isToday ? null : data.dayLabel;

  return (
    <section
      id="chat"
      aria-labelledby="journal-chat-heading"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="journal-chat-heading" className="sr-only">
        Journal and chat
      </h2>
      <nav aria-label="Journal and chat" className="flex gap-1 rounded-lg bg-surface-muted p-1">
        {(["chat", "journal"] as const).map((tab) => (
          <Link
            key={tab}
            to={tabHref(searchParams, tab)}
            preventScrollReset
            aria-current={data.tab === tab ? "page" : undefined}
            className={clsx(
              "flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold",
              data.tab === tab
                ? "bg-surface text-strong shadow-sm "
                : "text-muted hover:text-strong ",
            )}
          >
            {tab === "chat" ? "Chat" : "Journal"}
          </Link>
        ))}
      </nav>

      {data.tab === "chat" ? (
        <div className="mt-4 flex flex-col gap-4">
          <StoredPromptSender messageCount={data.messages.length} />
          <ChatToolbar
            hasMessages={data.messages.length > 0}
            redirectTo={data.redirectTo}
            day={data.day}
          />
          <ChatConversation
            aiLimit={data.aiLimit}
            assistantName={data.assistantName}
            messages={data.messages}
            crisis={data.crisis}
            redirectTo={data.redirectTo}
            otherDayLabel={otherDayLabel}
            day={data.day}
          />
          {data.analysis ? <ConversationAnalysis analysis={data.analysis} /> : null}
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          {otherDayLabel ? (
            <p className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              You&apos;re journaling for {otherDayLabel}.
            </p>
          ) : null}
          <JournalEntryForm
            key={data.recentEntries[0]?.id ?? 0}
            day={data.day}
            redirectTo={data.journalRedirectTo}
          />
          <RecentEntries entries={data.recentEntries} timezone={data.timezone} />
        </div>
      )}
    </section>
  );
}

/** The Journal tab's form; it posts to /journal/new, the one place entries are written. */
function JournalEntryForm({ day, redirectTo }: { day: string; redirectTo: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [entry, setEntry, field] = useDraft();
  const saving = navigation.state !== "idle" && navigation.formAction === "/journal/new";
  return (
    <Form method="post" action="/journal/new" className="flex flex-col gap-2">
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor="daily-journal" className="text-sm font-semibold">
        Daily Journal
      </label>
      <textarea
        ref={field}
        id="daily-journal"
        name="content"
        rows={6}
        required
        maxLength={20000}
        value={entry}
        onChange={(e) => setEntry(e.target.value)}
        placeholder="How was your day? What's on your mind?"
        className={inputClassName}
      />
      <div className="flex justify-end">
        <button
          type="submit"
          className={buttonClassName("primary")}
          disabled={hydrated && (saving || !entry.trim())}
        >
          {saving ? "Saving..." : "Save Journal Entry"}
        </button>
      </div>
    </Form>
  );
}
