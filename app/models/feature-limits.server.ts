import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { featureLimits } from "#db/schema";

/** The limits of a tier; an unknown tier gets the free tier's (docs/product.md#roles-and-access: anything but 'pro' is free). */
export function getFeatureLimits(tier: string) {
  const limits = db()
    .select()
    .from(featureLimits)
    .where(eq(featureLimits.subscriptionTier, tier))
    .get();
  if (limits || tier === "free") return limits;
  return db().select().from(featureLimits).where(eq(featureLimits.subscriptionTier, "free")).get();
}
