import { asc, sql } from "drizzle-orm";
import { db } from "#db/client";
import { oncePerConnection } from "#db/prepared";
import { prompts } from "#db/schema";

/** docs/product.md#business-constants: prompts shown at a time. */
export const PROMPTS_PER_SET = 3;

/** A small deterministic PRNG (mulberry32): the same seed gives the same order. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Three prompts for the card. Each person gets their own shuffled order of the seeded prompts
 * (reshuffled daily); "Get More Prompts" moves to the next three (`set`), so a set never repeats
 * the one before it and the link works without JavaScript.
 */
/**
 * Every prompt, read once per connection: only the seed writes prompts, and it runs at start-up
 * before the first request (docs/architecture.md#performance).
 */
const allPrompts = oncePerConnection((database) =>
  database
    .select({ id: prompts.id, text: prompts.text })
    .from(prompts)
    .orderBy(asc(prompts.id))
    .all(),
);

export function pickPrompts(userId: number, set: number, now = new Date()) {
  const all = [...allPrompts()];
  if (!all.length) return [];
  const day = Math.floor(now.getTime() / 86_400_000);
  const random = seededRandom(userId * 1_000_003 + day);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  const sets = Math.ceil(all.length / PROMPTS_PER_SET);
  const start = ((((set % sets) + sets) % sets) * PROMPTS_PER_SET) % all.length;
  return all.slice(start, start + PROMPTS_PER_SET);
}

/** GET /api/prompts: a fresh random three each time (the card refetches with a new key). */
export function randomPrompts(count = PROMPTS_PER_SET) {
  return db()
    .select({ id: prompts.id, text: prompts.text })
    .from(prompts)
    .orderBy(sql`random()`)
    .limit(count)
    .all();
}
