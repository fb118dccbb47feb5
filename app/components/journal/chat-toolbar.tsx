import { Form, useNavigation } from "@remix-run/react";
import { buttonClassName } from "~/components/ui/button";

/** New Chat, and Save Chat as Journal Entry once there are messages (docs/product.md#chat-tab). */
export function ChatToolbar({
  hasMessages,
  redirectTo,
  day,
}: {
  hasMessages: boolean;
  redirectTo: string;
  day: string;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formAction === "/resources/chat" &&
    navigation.formData?.get("intent") === "save";
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Form method="post" action="/resources/chat">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="day" value={day} />
        <button
          type="submit"
          name="intent"
          value="new-chat"
          className={buttonClassName("secondary", "px-3 py-1.5")}
        >
          New Chat
        </button>
      </Form>
      {hasMessages ? (
        <Form method="post" action="/resources/chat">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="day" value={day} />
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            className={buttonClassName("secondary", "px-3 py-1.5")}
          >
            {saving ? "Saving..." : "Save Chat as Journal Entry"}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
