import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChatProvider } from "~/components/journal/chat-context";
import { ChatConversation } from "~/components/journal/chat-conversation";
import { ChatToolbar } from "~/components/journal/chat-toolbar";
import { ConversationAnalysis } from "~/components/journal/conversation-analysis";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { todayKey } from "~/lib/local-day";
import { PRODUCT_NAME } from "~/lib/site";
import { getChatPanel } from "~/models/chat.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { requireUserId } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `Chat | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const timezone = timezoneForRequest(userId, request);
  return { ...getChatPanel(userId), day: todayKey(timezone) };
}

/** The same conversation as the dashboard's Chat tab, with the whole page to itself. */
export default function ChatScreen() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeading
        title="Chat"
        description={`Talk things through with ${data.assistantName}, your AI companion.`}
      />
      <ChatProvider messageCount={data.messages.length} redirectTo="/chat" day={data.day}>
        <div className="grid gap-6 lg:grid-cols-3">
          <section
            id="chat"
            aria-label={`Conversation with ${data.assistantName}`}
            className="rounded-2xl border border-line bg-surface p-4 sm:p-6 lg:col-span-2"
          >
            <div className="mb-4">
              <ChatToolbar
                hasMessages={data.messages.length > 0}
                redirectTo="/chat"
                day={data.day}
              />
            </div>
            <ChatConversation
              aiLimit={data.aiLimit}
              assistantName={data.assistantName}
              messages={data.messages}
              crisis={data.crisis}
              redirectTo="/chat"
              otherDayLabel={null}
              day={data.day}
            />
          </section>
          <aside className="flex flex-col gap-4">
            {data.analysis ? (
              <ConversationAnalysis analysis={data.analysis} />
            ) : (
              <p className="rounded-xl bg-slate-50 p-4 text-sm text-muted dark:bg-slate-800/60">
                After {data.assistantName} replies, an analysis of your conversation appears here: a
                short summary, the emotions and the themes in it.
              </p>
            )}
          </aside>
        </div>
      </ChatProvider>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
