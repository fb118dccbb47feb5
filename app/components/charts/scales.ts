/**
 * The three scales the charts use, with d3-scale's arithmetic (no rounding, centred). Written
 * here instead of imported from @visx/scale, which brings d3-scale and its interpolators: about
 * 11 KB gzipped on every screen with a chart, and the dashboard's client budget is 150 KB.
 */
type Range = readonly [number, number];

/** Maps `domain` linearly onto `range`. */
export function linearScale({
  domain: [d0, d1],
  range: [r0, r1],
}: {
  domain: Range;
  range: Range;
}) {
  return (value: number) => (d1 === d0 ? r0 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0));
}

/** Evenly spaced points for the keys of `domain`, `padding` steps in from each end. */
export function pointScale<Key>({
  domain,
  range: [r0, r1],
  padding = 0,
}: {
  domain: readonly Key[];
  range: Range;
  padding?: number;
}) {
  const n = domain.length;
  const step = (r1 - r0) / Math.max(1, n - 1 + padding * 2);
  const start = r0 + (r1 - r0 - step * (n - 1)) / 2;
  const index = new Map(domain.map((key, i) => [key, i]));
  return (key: Key) => {
    const i = index.get(key);
    return i === undefined ? undefined : start + step * i;
  };
}

/** Equal bands for the keys of `domain`, `padding` (0-1) of a step between and around them. */
export function bandScale<Key>({
  domain,
  range: [r0, r1],
  padding = 0,
}: {
  domain: readonly Key[];
  range: Range;
  padding?: number;
}) {
  const n = domain.length;
  const step = (r1 - r0) / Math.max(1, n + padding);
  const start = r0 + (r1 - r0 - step * (n - padding)) / 2;
  const index = new Map(domain.map((key, i) => [key, i]));
  const scale = (key: Key) => {
    const i = index.get(key);
    return i === undefined ? undefined : start + step * i;
  };
  scale.bandwidth = () => step * (1 - padding);
  return scale;
}
