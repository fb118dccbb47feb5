import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { CHAT_STREAM_TYPE, type ChatStreamEvent } from "~/lib/chat-stream";
import { PLANS_LINK } from "~/lib/limits";
import { safeRedirect } from "~/lib/safe-redirect";
import { instantForDay, todayKey } from "~/lib/local-day";
import {
  CHAT_FAILED,
  NO_MESSAGES_TO_SAVE,
  clearConversation,
  conversationDay,
  type ConversationDay,
  saveConversationAsEntry,
  sendChatMessage,
  sendChatMessageAndWait,
} from "~/models/chat.server";
import { LimitError } from "~/models/limits.server";
import { timezoneForRequest } from "~/services/request-timezone.server";
import { ChatFormSchema } from "~/schemas/journal";
import { requireUserId } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { applySecurityHeaders } from "~/services/security-headers.server";
import { redirectWithToast } from "~/services/session.server";

export const loader = () => redirect("/");

const encoder = new TextEncoder();
const line = (event: ChatStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

function streamHeaders() {
  const headers = new Headers({
    "Content-Type": `${CHAT_STREAM_TYPE}; charset=utf-8`,
    "Cache-Control": "no-store",
    "X-Accel-Buffering": "no",
  });
  applySecurityHeaders(headers);
  return headers;
}

/** The day's AI replies are used up: the message was kept; one error event says so. */
function limitEvent(error: LimitError): ChatStreamEvent {
  return { type: "error", title: LIMIT_TITLE, message: error.message, link: PLANS_LINK };
}

const LIMIT_TITLE = "Today's AI replies are used";

async function streamReply(
  userId: number,
  message: string,
  timeZone: string,
  forDay: ConversationDay,
) {
  let sent;
  try {
    sent = await sendChatMessage(userId, message, timeZone, forDay);
  } catch (error) {
    if (!(error instanceof LimitError)) throw error;
    return new Response(line(limitEvent(error)), { headers: streamHeaders() });
  }
  const { crisis, reply } = sent;
  // If the browser goes away mid-reply, the reply is still read to the end and stored, so the
  // person finds it after a reload.
  let listening = true;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChatStreamEvent) => {
        if (!listening) return;
        try {
          controller.enqueue(line(event));
        } catch {
          listening = false;
        }
      };
      try {
        for await (const text of reply) send({ type: "token", text });
        send({ type: "done", crisis });
      } catch (error) {
        console.error("[chat] reply failed", error);
        send({ type: "error", message: CHAT_FAILED });
      }
      if (listening) controller.close();
    },
    cancel() {
      listening = false;
    },
  });
  return new Response(body, { headers: streamHeaders() });
}

/**
 * The chat panel's buttons: send, New Chat, Save Chat as Journal Entry (and the voice button's
 * notice). With JavaScript, "send" answers with the reply streamed as it is written; without,
 * it waits for the whole reply and redirects back.
 */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const formData = await readFormData(request);
  const back = safeRedirect(formData.get("redirectTo"), "/");
  if (formData.get("intent") === "voice") {
    return redirectWithToast(back, {
      type: "info",
      title: "Coming Soon",
      description: "Voice recording feature will be available in the next update.",
    });
  }
  const parsed = ChatFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "That chat action is not valid.";
    return redirectWithToast(back, { type: "error", title: "Error", description: message });
  }
  const input = parsed.data;
  const timezone = timezoneForRequest(userId, request);
  // A past day shown on the dashboard has its own conversation; today is the ongoing one.
  const forDay = conversationDay(input.day, timezone);
  switch (input.intent) {
    case "send": {
      if (request.headers.get("Accept")?.includes(CHAT_STREAM_TYPE)) {
        return streamReply(userId, input.message, timezone, forDay);
      }
      try {
        await sendChatMessageAndWait(userId, input.message, timezone, forDay);
      } catch (error) {
        if (error instanceof LimitError) {
          return redirectWithToast(`${back}${back.includes("#") ? "" : "#chat-latest"}`, {
            type: "error",
            title: LIMIT_TITLE,
            description: error.message,
            link: PLANS_LINK,
          });
        }
        console.error("[chat] reply failed", error);
        return redirectWithToast(back, { type: "error", title: "Error", description: CHAT_FAILED });
      }
      return redirect(`${back}${back.includes("#") ? "" : "#chat-latest"}`);
    }
    case "new-chat":
      clearConversation(userId, forDay);
      return redirectWithToast(back, { type: "success", title: "New Chat Started" });
    case "save": {
      const date = instantForDay(forDay ?? todayKey(timezone), timezone);
      let saved;
      try {
        saved = await saveConversationAsEntry(userId, date, timezone, forDay);
      } catch (error) {
        // The plan's entry cap: the conversation stays, ready to save once there is room.
        if (error instanceof LimitError) {
          return redirectWithToast(back, {
            type: "error",
            title: "Chat not saved",
            description: error.message,
            link: PLANS_LINK,
          });
        }
        console.error("[chat] save failed", error);
        return redirectWithToast(back, {
          type: "error",
          title: "Error",
          description: "Failed to save chat. Please try again.",
        });
      }
      if (!saved) {
        return redirectWithToast(back, {
          type: "error",
          title: "Error",
          description: NO_MESSAGES_TO_SAVE,
        });
      }
      const entryUrl = `/journal/${saved.entry.id}`;
      return redirectWithToast(saved.crisis ? entryUrl : back, {
        type: "success",
        title: "Chat saved to your journal",
        link: { href: entryUrl, label: "View Journal Entry" },
      });
    }
  }
}
