import { Form, Link, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { clsx } from "clsx";
import { useChat } from "~/components/journal/chat-context";
import { Icon } from "~/components/ui/icon";
import { Panel } from "~/components/ui/panel";
import { MULTI_PART_PROMPT } from "~/lib/chat-stream";
import type { PromptsCardData } from "~/models/dashboard.server";

const PROMPT_FAILED = "There was an error processing your prompt. Please try again.";

function withParams(searchParams: URLSearchParams, changes: Record<string, string>) {
  const next = new URLSearchParams(searchParams);
  for (const [key, value] of Object.entries(changes)) next.set(key, value);
  next.delete("refresh");
  return `/?${next.toString()}`;
}

/**
 * docs/product.md#journal-prompts-card: three prompts at a time and 'Get More Prompts'. Choosing one sends it to the chat
 * as a multi-part prompt; without JavaScript it is a form post, with it the reply streams in.
 */
export function JournalPromptsCard({ data }: { data: PromptsCardData }) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { send } = useChat();
  const refreshing =
    navigation.state === "loading" &&
    navigation.location.pathname === "/" &&
    new URLSearchParams(navigation.location.search).get("prompts") === String(data.promptSet + 1);
  const chatHref = withParams(searchParams, { panel: "chat" });

  return (
    <Panel title="Journal Prompts">
      {data.prompts.length ? (
        <ul className="mt-3 space-y-2">
          {data.prompts.map((prompt) => (
            <li key={prompt.id}>
              <Form
                method="post"
                action="/resources/chat"
                onSubmit={(event) => {
                  event.preventDefault();
                  const message = `${MULTI_PART_PROMPT}${prompt.text}`;
                  navigate(`${chatHref}#chat`, { preventScrollReset: true });
                  void send(message).then((sent) => {
                    if (!sent) window.alert(PROMPT_FAILED);
                  });
                }}
              >
                <input type="hidden" name="intent" value="send" />
                <input type="hidden" name="message" value={`${MULTI_PART_PROMPT}${prompt.text}`} />
                <input type="hidden" name="redirectTo" value={chatHref} />
                <input type="hidden" name="day" value={data.day} />
                <button
                  type="submit"
                  className="w-full rounded-lg border border-line p-3 text-left text-sm hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
                >
                  <span className="sr-only">Reflect on: </span>
                  {prompt.text}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 text-sm">
          <p className="font-semibold">No Prompts</p>
          <p className="text-muted">No prompts available at the moment.</p>
        </div>
      )}
      <Link
        to={withParams(searchParams, { prompts: String(data.promptSet + 1) })}
        preventScrollReset
        className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-accent underline-offset-2 hover:underline"
      >
        <Icon name="refresh" className={clsx("size-4", refreshing && "animate-spin")} />
        Get More Prompts
      </Link>
    </Panel>
  );
}
