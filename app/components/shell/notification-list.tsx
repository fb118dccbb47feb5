import { Link, useFetcher } from "@remix-run/react";
import { clsx } from "clsx";
import { formatDistance, formatDistanceToNow, isValid, parseISO } from "date-fns";
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { useToast, type ToastMessage } from "~/components/ui/toaster";
import { useHydrated } from "~/hooks/use-hydrated";

export type ShellNotification = {
  id: number;
  title: string;
  message: string;
  /** ISO date-time. */
  createdAt: string;
  status: string;
  /** The in-app page it is about, e.g. "/support". */
  link?: string | null;
};

export type NotificationIntent = "mark-read" | "delete" | "clear";

/** "5 minutes ago", or null when the date cannot be read. `now` is for tests. */
function relativeTime(iso: string, now?: Date): string | null {
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return now
    ? formatDistance(date, now, { addSuffix: true })
    : formatDistanceToNow(date, { addSuffix: true });
}

const NOTIFICATIONS_ACTION = "/resources/notifications";

// Layout effects warn on the server; this list only needs them in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

type PendingFocus = { intent: NotificationIntent; id?: number; index: number };

/**
 * Where focus goes after a button acted with JavaScript and the list re-rendered: the row's
 * Delete button after "Mark as read", the next (or previous) row after "Delete", `fallback` when
 * the list is empty. Without this the pressed button vanishes and focus falls to the page.
 */
function useKeepFocus(
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  notifications: ShellNotification[],
) {
  const pending = useRef<PendingFocus | null>(null);
  useBrowserLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const rows = Array.from(
      list.current?.querySelectorAll<HTMLElement>("[data-notification-id]") ?? [],
    );
    let next: HTMLElement | null | undefined;
    if (target.intent === "mark-read") {
      next = rows
        .find((row) => row.dataset.notificationId === String(target.id))
        ?.querySelector<HTMLElement>("button");
    } else if (target.intent === "delete") {
      const row = rows[target.index] ?? rows[target.index - 1];
      next = row?.querySelector<HTMLElement>("button");
    }
    (next ?? fallback.current)?.focus();
  }, [notifications]);
  return (focus: PendingFocus) => {
    pending.current = focus;
  };
}

/**
 * The rows of the bell and of /notifications, each with its buttons. The buttons are real form
 * posts, so they work before JavaScript loads; with it they post through a fetcher and the list
 * updates in place.
 */
export function NotificationList({
  notifications,
  back,
  label,
  focusFallback,
  className,
}: {
  notifications: ShellNotification[];
  back: string;
  label: string;
  /** Focused when the last row goes (a heading with tabIndex -1). */
  focusFallback: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const keepFocus = useKeepFocus(listRef, focusFallback, notifications);
  return (
    // Focusable so keyboard users can scroll a long list.
    <ul
      ref={listRef}
      aria-label={label}
      tabIndex={0}
      className={clsx("divide-y divide-slate-100 dark:divide-slate-800", className)}
    >
      {notifications.map((notification, index) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          back={back}
          onAct={(intent) => keepFocus({ intent, id: notification.id, index })}
        />
      ))}
    </ul>
  );
}

const rowButton =
  "rounded px-1.5 py-0.5 text-xs font-medium text-accent underline-offset-2 hover:underline disabled:opacity-60";

function NotificationRow({
  notification,
  back,
  onAct,
}: {
  notification: ShellNotification;
  back: string;
  onAct: (intent: NotificationIntent) => void;
}) {
  const unread = notification.status === "unread";
  const when = relativeTime(notification.createdAt);
  return (
    <li data-notification-id={notification.id} className="flex gap-3 px-4 py-3">
      <span
        aria-hidden="true"
        className={clsx(
          "mt-1.5 h-2 w-2 shrink-0 rounded-full",
          unread ? "bg-brand-600 dark:bg-brand-400" : "bg-transparent",
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-strong">
          {notification.link ? (
            <Link
              to={notification.link}
              className="underline-offset-2 hover:underline focus-visible:underline"
            >
              {notification.title}
            </Link>
          ) : (
            notification.title
          )}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
          {notification.message}
        </p>
        {when ? (
          // Relative times differ between server render and hydration by design.
          <time
            dateTime={notification.createdAt}
            suppressHydrationWarning
            className="mt-1 block text-xs text-subtle"
          >
            {when}
          </time>
        ) : null}
        <div className="mt-1.5 flex gap-2">
          {unread ? (
            <NotificationAction
              intent="mark-read"
              id={notification.id}
              back={back}
              label="Mark as read"
              accessibleLabel={`Mark "${notification.title}" as read`}
              onAct={onAct}
            />
          ) : null}
          <NotificationAction
            intent="delete"
            id={notification.id}
            back={back}
            label="Delete"
            accessibleLabel={`Delete "${notification.title}"`}
            onAct={onAct}
          />
        </div>
      </div>
    </li>
  );
}

/**
 * One notification button. Without JavaScript a plain form and a redirect back to `back`; with
 * it a fetcher that asks for data (`respond=data`), so the page and the open bell stay put.
 */
export function NotificationAction({
  intent,
  id,
  back,
  label,
  accessibleLabel,
  onAct,
  hidden = false,
  className = rowButton,
}: {
  intent: NotificationIntent;
  hidden?: boolean;
  id?: number;
  back: string;
  label: string;
  accessibleLabel?: string;
  onAct?: (intent: NotificationIntent) => void;
  className?: string;
}) {
  const fetcher = useFetcher<{ toast: ToastMessage | null }>();
  const hydrated = useHydrated();
  const showToast = useToast();
  const answer = fetcher.state === "idle" ? fetcher.data?.toast : undefined;
  useEffect(() => {
    if (answer) showToast(answer);
  }, [answer, showToast]);
  return (
    <fetcher.Form
      method="post"
      action={NOTIFICATIONS_ACTION}
      hidden={hidden}
      onSubmit={() => onAct?.(intent)}
    >
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <input type="hidden" name="redirectTo" value={back} />
      {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
      <button
        type="submit"
        className={className}
        aria-label={accessibleLabel}
        disabled={fetcher.state !== "idle"}
      >
        {label}
      </button>
    </fetcher.Form>
  );
}

/** The empty state of the bell and of /notifications, in the spec's words. */
export function NoNotifications({ roomy = false }: { roomy?: boolean }) {
  return (
    <div className={clsx("px-4 text-center", roomy ? "py-12" : "py-8")}>
      <p className={clsx("font-semibold text-strong", !roomy && "text-sm")}>No notifications</p>
      <p className="mt-1 text-sm text-subtle">You&apos;re all caught up!</p>
    </div>
  );
}
