import { useRevalidator } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { CHAT_STREAM_TYPE, takeChatEvents } from "~/lib/chat-stream";
import { useToast } from "~/components/ui/toaster";

const CHAT_FAILED = "Failed to get AI response. Please try again.";

type PendingTurn = { message: string; reply: string; baseline: number };

type ChatContextValue = {
  /** The turn being answered: the person's message and the reply so far. */
  pending: PendingTurn | null;
  /** Sends a message with the reply streamed in; resolves false when it failed. */
  send: (message: string) => Promise<boolean>;
};

const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat() {
  const value = useContext(ChatContext);
  if (!value) throw new Error("useChat must be used inside <ChatProvider>");
  return value;
}

/**
 * With JavaScript, chat messages are sent with fetch and the reply is read as it streams
 * (resources/chat answers NDJSON). When it ends, the loaders revalidate and the server's copy of
 * the conversation (with its analysis) replaces the optimistic one. Without JavaScript the same
 * forms post normally and the page reloads with the whole reply.
 */
export function ChatProvider({
  messageCount,
  redirectTo,
  day,
  children,
}: {
  messageCount: number;
  redirectTo: string;
  /** The day shown: a past day has its own conversation. */
  day: string;
  children: React.ReactNode;
}) {
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const revalidator = useRevalidator();
  const showToast = useToast();
  const inFlight = useRef(false);

  // The optimistic turn gives way once the server's conversation includes it.
  useEffect(() => {
    if (pending && pending.baseline >= 0 && messageCount >= pending.baseline + 2) setPending(null);
  }, [messageCount, pending]);

  const send = useCallback(
    async (message: string) => {
      if (inFlight.current || !message.trim()) return false;
      inFlight.current = true;
      setPending({ message, reply: "", baseline: -1 });
      const body = new FormData();
      body.set("intent", "send");
      body.set("message", message);
      body.set("redirectTo", redirectTo);
      body.set("day", day);
      let failure: {
        message: string;
        title?: string;
        link?: { href: string; label: string };
      } | null = null;
      try {
        const response = await fetch("/resources/chat", {
          method: "POST",
          body,
          headers: { Accept: CHAT_STREAM_TYPE },
        });
        const type = response.headers.get("Content-Type") ?? "";
        if (!response.ok || !response.body || !type.includes(CHAT_STREAM_TYPE)) {
          throw new Error(`${response.status}: ${response.statusText}`);
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const { events, rest } = takeChatEvents(buffer + value);
          buffer = rest;
          for (const event of events) {
            if (event.type === "token") {
              setPending((p) => (p ? { ...p, reply: p.reply + event.text } : p));
            } else if (event.type === "error") {
              failure = event;
            }
          }
        }
      } catch (error) {
        console.error("[chat] request failed", error);
        failure = { message: CHAT_FAILED };
      }
      inFlight.current = false;
      if (failure) {
        showToast({
          type: "error",
          title: failure.title ?? "Error",
          description: failure.message,
          link: failure.link,
        });
        // The person's message was kept on the server; show it from there.
        setPending(null);
        revalidator.revalidate();
        return false;
      }
      setPending((p) => (p ? { ...p, baseline: messageCount } : p));
      revalidator.revalidate();
      return true;
    },
    [day, messageCount, redirectTo, revalidator, showToast],
  );

  const value = useMemo(() => ({ pending, send }), [pending, send]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
