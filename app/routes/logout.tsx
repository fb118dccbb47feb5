import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/services/auth.server";
import { assertSameOrigin } from "~/services/request-guard.server";
import { redirectWithToast } from "~/services/session.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const clearCookie = await endSession(request);
  return redirectWithToast(
    "/",
    { type: "success", title: "Logged out", description: "Take care. See you next time." },
    { headers: { "Set-Cookie": clearCookie } },
  );
}
