import { sql } from "drizzle-orm";
import { db } from "#db/client";
import { apiJson } from "~/services/api.server";

/** 200 when the database answers a query; used by Fly's health check. */
export async function loader() {
  try {
    db().get(sql`select 1`);
    return apiJson({ status: "ok" });
  } catch (error) {
    console.error("[healthcheck] database did not answer", error);
    return apiJson({ status: "error" }, { status: 503 });
  }
}
