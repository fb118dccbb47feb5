import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Progressive enhancement for <details> menus: they work without JavaScript, and with it
 * they also close on navigation, on a click outside, and on Escape (focus returns to the summary).
 * `panelId` names an element outside the <details> that belongs to it (the sidebar the mobile
 * menu shows): clicks and focus there count as inside.
 */
export function useDetailsDismiss(panelId?: string) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Close on navigation only: the first run is hydration, and a menu the person opened before
  // the JavaScript arrived must stay open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const inside = (details: HTMLDetailsElement, node: Node) =>
      details.contains(node) ||
      Boolean(panelId && document.getElementById(panelId)?.contains(node));
    function onPointerDown(event: PointerEvent) {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !inside(details, event.target)) {
        details.open = false;
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      const hadFocus = document.activeElement ? inside(details, document.activeElement) : false;
      details.open = false;
      if (hadFocus) details.querySelector("summary")?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [panelId]);

  return ref;
}
