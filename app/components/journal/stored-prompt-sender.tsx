import { useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { STORED_PROMPT_KEY, storedPromptMessage } from "~/lib/chat-stream";
import { useChat } from "./chat-context";

/** docs/product.md#business-constants: the stored prompt waits 500 ms before it is sent. */
const STORED_PROMPT_DELAY_MS = 500;

/**
 * docs/product.md#stored-prompts: when the address has `refresh`, the chat is empty and a prompt waits in
 * localStorage, send it after 500 ms and forget it.
 */
export function StoredPromptSender({ messageCount }: { messageCount: number }) {
  const [searchParams] = useSearchParams();
  const { send } = useChat();
  const refresh = searchParams.get("refresh");

  useEffect(() => {
    if (!refresh || messageCount > 0) return;
    const prompt = window.localStorage.getItem(STORED_PROMPT_KEY);
    if (!prompt) return;
    const timer = window.setTimeout(() => {
      window.localStorage.removeItem(STORED_PROMPT_KEY);
      void send(storedPromptMessage(prompt));
    }, STORED_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [refresh, messageCount, send]);

  return null;
}
