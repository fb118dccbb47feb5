import * as ToastPrimitive from "@radix-ui/react-toast";
import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import { TOAST_DURATION_MS, toneClasses, type ToastMessage } from "./toaster";

/**
 * The Radix toast region (swipe, F8, pause on hover, announcements). Loaded by the Toaster after
 * hydration, so its code is not part of any page's first download (docs/architecture.md#performance).
 */
export default function ToastRegion({
  current,
  onDismiss,
}: {
  current: (ToastMessage & { key: number }) | null;
  onDismiss: () => void;
}) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {current ? (
        <ToastPrimitive.Root
          key={current.key}
          type={current.type === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onDismiss();
          }}
          className={clsx(
            "relative rounded-lg border p-4 pr-10 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 motion-safe:transition",
            toneClasses[current.type],
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
          {current.description ? (
            <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
              {current.description}
            </ToastPrimitive.Description>
          ) : null}
          {current.link ? (
            <ToastPrimitive.Action asChild altText={current.link.label}>
              <Link
                to={current.link.href}
                className="mt-2 inline-block text-sm font-medium underline underline-offset-2"
              >
                {current.link.label}
              </Link>
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed right-4 bottom-24 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 outline-none lg:bottom-4"
      />
    </ToastPrimitive.Provider>
  );
}
