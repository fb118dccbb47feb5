import { Link } from "@remix-run/react";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState } from "react";
import { clsx } from "clsx";
import { useHydrated } from "~/hooks/use-hydrated";

export type ToastMessage = {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  link?: { href: string; label: string };
};

/** docs/product.md#messages-and-toasts: one toast at a time, 5000 ms, swipe right past 50 px, F8 focuses the viewport. */
export const TOAST_DURATION_MS = 5000;

type ShowToast = (toast: ToastMessage) => void;
const ToastContext = createContext<ShowToast>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export const toneClasses: Record<ToastMessage["type"], string> = {
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

const ToastRegion = lazy(() => import("./toast-region"));

function StaticToast({ toast }: { toast: ToastMessage }) {
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      className={clsx(
        // Without JavaScript nothing can dismiss it, so clicks pass through to what it covers.
        "pointer-events-none fixed right-4 bottom-24 z-50 w-[calc(100%-2rem)] max-w-sm rounded-lg border p-4 shadow-lg lg:bottom-4 [&_a]:pointer-events-auto",
        toneClasses[toast.type],
      )}
    >
      <ToastBody toast={toast} />
    </div>
  );
}

/**
 * Before React runs (and without JavaScript) the server's flash toast is plain HTML with
 * role="status", so it is still seen and announced. Once hydrated, the Radix region is loaded on
 * its own (it is not in any page's first download); until it arrives a toast shows as plain HTML.
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
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (flash) show(flash);
  }, [flash, show]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {!hydrated && flash ? <StaticToast toast={flash} /> : null}
      {hydrated ? (
        <Suspense fallback={current ? <StaticToast toast={current} /> : null}>
          <ToastRegion current={current} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
