/**
 * Waits for follow-up work (a weekly summary, AI suggestions) for at most `ms`, then lets it go on
 * in the background. It never rejects: a failure is logged under `label`. With the local engine
 * the work is done long before the limit, so the next page already shows it; a slow provider
 * delays a save by `ms` at most.
 */
export async function settleWithin(work: Promise<unknown>, ms: number, label: string) {
  const guarded = work.then(
    () => undefined,
    (error: unknown) => console.error(`[${label}] failed`, error),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([guarded, limit]);
  clearTimeout(timer);
}

/** How long a save waits for its follow-ups before answering. */
export const FOLLOW_UP_WAIT_MS = 2_000;
