import type { LoaderFunctionArgs } from "@remix-run/node";
import { toPublicUser } from "~/lib/public-user";
import { getUserById } from "~/models/users.server";
import { ApiError, apiJson, handleApi, requireApiUserId } from "~/services/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = getUserById(await requireApiUserId(request));
    if (!user) throw new ApiError(401, "Not authenticated");
    return apiJson(toPublicUser(user));
  });
}
