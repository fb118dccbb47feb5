import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db } from "#db/client";
import { communityCircles } from "#db/schema";

/**
 * Circles as the admins manage them (docs/product.md#community-moderation): all of them, archived
 * ones included, in their order. The address (slug) is fixed when a circle is made, so links to it
 * keep working; the name and description can change. Archiving keeps the posts.
 */

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

export function listAllCircles() {
  // Written out in full: inside a subquery drizzle leaves column names unqualified.
  const posts = sql<number>`(select count(*) from "community_posts" where "community_posts"."circle_id" = "community_circles"."id")`;
  return db()
    .select({
      id: communityCircles.id,
      slug: communityCircles.slug,
      name: communityCircles.name,
      description: communityCircles.description,
      archived: communityCircles.archived,
      posts,
    })
    .from(communityCircles)
    .orderBy(asc(communityCircles.sortOrder), asc(communityCircles.id))
    .all();
}

type CircleSummary = { id: number; slug: string; name: string };

export type CircleChange =
  | { status: "done"; circle: CircleSummary }
  | { status: "unchanged"; circle: CircleSummary }
  | { status: "not-found" }
  /** Messages per field ("name", "slug"), for the form. */
  | { status: "invalid"; errors: Record<string, string[]> };

const summary = (circle: typeof communityCircles.$inferSelect): CircleSummary => ({
  id: circle.id,
  slug: circle.slug,
  name: circle.name,
});

function nameTaken(tx: Tx, name: string, exceptId: number | null) {
  const sameName = sql`lower(${communityCircles.name}) = ${name.toLowerCase()}`;
  return Boolean(
    tx
      .select({ id: communityCircles.id })
      .from(communityCircles)
      .where(exceptId === null ? sameName : and(sameName, ne(communityCircles.id, exceptId)))
      .get(),
  );
}

const CIRCLE_NAME_TAKEN = "Another circle already has this name";
const CIRCLE_SLUG_TAKEN = "Another circle already uses this address";

/** A new circle, last in the order. Names are unique in any case; addresses are unique. */
export function createCircle(input: {
  name: string;
  slug: string;
  description: string;
}): CircleChange {
  return db().transaction(
    (tx) => {
      const errors: Record<string, string[]> = {};
      if (nameTaken(tx, input.name, null)) errors.name = [CIRCLE_NAME_TAKEN];
      const slugTaken = tx
        .select({ id: communityCircles.id })
        .from(communityCircles)
        .where(eq(communityCircles.slug, input.slug))
        .get();
      if (slugTaken) errors.slug = [CIRCLE_SLUG_TAKEN];
      if (Object.keys(errors).length) return { status: "invalid", errors } as const;
      const last =
        tx
          .select({ max: sql<number | null>`max(${communityCircles.sortOrder})` })
          .from(communityCircles)
          .get()?.max ?? -1;
      const circle = tx
        .insert(communityCircles)
        .values({ ...input, sortOrder: last + 1 })
        .returning()
        .get();
      return { status: "done", circle: summary(circle) } as const;
    },
    { behavior: "immediate" },
  );
}

export function updateCircle(
  id: number,
  input: { name: string; description: string },
): CircleChange & { changed?: string[] } {
  return db().transaction(
    (tx) => {
      const circle = tx.select().from(communityCircles).where(eq(communityCircles.id, id)).get();
      if (!circle) return { status: "not-found" } as const;
      if (nameTaken(tx, input.name, id)) {
        return { status: "invalid", errors: { name: [CIRCLE_NAME_TAKEN] } } as const;
      }
      const changed = (["name", "description"] as const).filter(
        (key) => circle[key] !== input[key],
      );
      if (!changed.length) return { status: "unchanged", circle: summary(circle) } as const;
      tx.update(communityCircles)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(communityCircles.id, id))
        .run();
      return { status: "done", circle: summary({ ...circle, ...input }), changed } as const;
    },
    { behavior: "immediate" },
  );
}

/** Swaps a circle with its neighbour above or below; the order is renumbered 0, 1, 2… */
export function moveCircle(id: number, direction: "up" | "down"): CircleChange {
  return db().transaction(
    (tx) => {
      const circles = tx
        .select()
        .from(communityCircles)
        .orderBy(asc(communityCircles.sortOrder), asc(communityCircles.id))
        .all();
      const index = circles.findIndex((circle) => circle.id === id);
      if (index < 0) return { status: "not-found" } as const;
      const circle = circles[index]!;
      const target = direction === "up" ? index - 1 : index + 1;
      if (target < 0 || target >= circles.length) {
        return { status: "unchanged", circle: summary(circle) } as const;
      }
      circles[index] = circles[target]!;
      circles[target] = circle;
      circles.forEach((item, position) => {
        if (item.sortOrder === position) return;
        tx.update(communityCircles)
          .set({ sortOrder: position, updatedAt: new Date() })
          .where(eq(communityCircles.id, item.id))
          .run();
      });
      return { status: "done", circle: summary(circle) } as const;
    },
    { behavior: "immediate" },
  );
}

/** Archived circles are hidden from members' lists and take no new posts; their posts stay. */
export function setCircleArchived(id: number, archived: boolean): CircleChange {
  return db().transaction(
    (tx) => {
      const circle = tx.select().from(communityCircles).where(eq(communityCircles.id, id)).get();
      if (!circle) return { status: "not-found" } as const;
      if (circle.archived === archived)
        return { status: "unchanged", circle: summary(circle) } as const;
      tx.update(communityCircles)
        .set({ archived, updatedAt: new Date() })
        .where(eq(communityCircles.id, id))
        .run();
      return { status: "done", circle: summary(circle) } as const;
    },
    { behavior: "immediate" },
  );
}
