import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** The signed-in user as the root loader exposes it, or undefined for visitors. */
export function useOptionalUser() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return data?.user ?? undefined;
}
