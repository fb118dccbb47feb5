import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { untilDatabaseChanges } from "#db/prepared";
import { featureLimits } from "#db/schema";

/** The limits of a tier; an unknown tier gets the free tier's (docs/product.md#roles-and-access: anything but 'pro' is free). */
export function getFeatureLimits(tier: string) {
  return limitsByTier(tier, () => readFeatureLimits(tier));
}

/** Read on every signed-in page; kept until anything is written to the database (decision 027). */
const limitsByTier = untilDatabaseChanges<ReturnType<typeof readFeatureLimits>>(20);

function readFeatureLimits(tier: string) {
  const limits = db()
    .select()
    .from(featureLimits)
    .where(eq(featureLimits.subscriptionTier, tier))
    .get();
  if (limits || tier === "free") return limits;
  return db().select().from(featureLimits).where(eq(featureLimits.subscriptionTier, "free")).get();
}
