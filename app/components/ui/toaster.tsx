import * as ToastPrimitive from "@radix-ui/react-toast";
import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { clsx } from "clsx";
import { useHydrated } from "~/hooks/use-hydrated";

export type ToastMessage = {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  link?: { href: string; label: string };
};

/** docs/product.md#messages-and-toasts: one toast at a time, 5000 ms, swipe right past 50 px, F8 focuses the viewport. */
const TOAST_DURATION_MS = 5000;

type ShowToast = (toast: ToastMessage) => void;
const ToastContext = createContext<ShowToast>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

const toneClasses: Record<ToastMessage["type"], string> = {
  success:
    "border-emerald-300 bg-surface text-slate-900 dark:border-emerald-700 dark:text-slate-100",
  info: "border-line-strong bg-surface text-slate-900 dark:text-slate-100",
  error:
    "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
};

function ToastBody({ toast }: { toast: ToastMessage }) {
  return (
    <>
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
      {toast.link ? (
        <Link
          to={toast.link.href}
          className="mt-2 inline-block text-sm font-medium underline underline-offset-2"
        >
          {toast.link.label}
        </Link>
      ) : null}
    </>
  );
}

/**
 * Radix Toast once React runs; before that (and without JavaScript) the server's flash toast is
 * plain HTML with role="status", so it is still seen and announced.
 */
export function Toaster({
  flash,
  children,
}: {
  flash: ToastMessage | null;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const show = useCallback<ShowToast>((toast) => setCurrent({ ...toast, key: Date.now() }), []);

  useEffect(() => {
    if (flash) show(flash);
  }, [flash, show]);

  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={50}
      >
        {children}
        {!hydrated && flash ? (
          <div
            role={flash.type === "error" ? "alert" : "status"}
            className={clsx(
              "fixed right-4 bottom-24 z-50 w-[calc(100%-2rem)] max-w-sm rounded-lg border p-4 shadow-lg lg:bottom-4",
              toneClasses[flash.type],
            )}
          >
            <ToastBody toast={flash} />
          </div>
        ) : null}
        {current ? (
          <ToastPrimitive.Root
            key={current.key}
            type={current.type === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
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
    </ToastContext.Provider>
  );
}
