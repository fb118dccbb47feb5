import { curveMonotoneX } from "@visx/curve";
import { Group } from "@visx/group";
import { LinePath } from "@visx/shape";
import type { DayKey } from "~/lib/local-day";
import { MOOD_AXIS_LABELS, moodLabel, type MoodSource } from "~/lib/mood";
import { StaticMarkup } from "~/components/ui/static-markup";
import { ChartFrame, ChartTable } from "./chart-frame";
import { linearScale, pointScale } from "./scales";

/** A point of the mood line; value 0 is a day without a mood, drawn as a gap. */
export type MoodPoint = { day: DayKey; value: number; source: MoodSource | "average" | null };

export const SOURCE_TEXT: Record<MoodSource | "average", string> = {
  self: "self-reported",
  journal: "from journal",
  average: "weekly average",
};

/** The card's chart fits a narrow column; the report's is wider and scrolls sideways on phones. */
const SIZES = {
  compact: {
    width: 320,
    height: 190,
    fontSize: 11,
    margin: { top: 12, right: 12, bottom: 26, left: 58 },
  },
  wide: {
    width: 600,
    height: 240,
    fontSize: 12,
    margin: { top: 14, right: 18, bottom: 30, left: 66 },
  },
};

/**
 * The mood line of docs/product.md#mood-chart in visx primitives (server-rendered SVG): Low (1), Okay (3),
 * Great (5) on the axis, gaps for days without a mood, self-reported points filled circles and
 * from-journal points hollow diamonds.
 */
export function MoodLineChart({
  points,
  title,
  description,
  tickLabel,
  tickEvery = 1,
  pointLabel,
  tableCaption,
  size = "compact",
  legend,
  emptyMessage,
}: {
  points: MoodPoint[];
  title: string;
  description: string;
  /** The x-axis text of a day. */
  tickLabel: (day: DayKey) => string;
  /** Label every n-th point (counted back from the newest). */
  tickEvery?: number;
  /** The words for a point's day in its tooltip and table row. */
  pointLabel: (day: DayKey) => string;
  tableCaption: string;
  size?: keyof typeof SIZES;
  legend?: React.ReactNode;
  /** Shown over the chart when no day has a mood. */
  emptyMessage?: string;
}) {
  const { width, height, fontSize, margin } = SIZES[size];
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = pointScale({
    domain: points.map((p) => p.day),
    range: [0, innerWidth],
    padding: 0.4,
  });
  const y = linearScale({ domain: [1, 5], range: [innerHeight, 0] });
  const last = points.length - 1;
  const tickValues = points.filter((_, i) => (last - i) % tickEvery === 0).map((p) => p.day);
  const sparse = points.length > 40;
  const empty = points.every((p) => p.value <= 0);

  return (
    <ChartFrame
      title={title}
      description={description}
      width={width}
      height={height}
      legend={legend}
      className={size === "wide" ? "max-w-3xl" : undefined}
      minWidth={size === "wide" ? 520 : undefined}
      overlay={
        empty && emptyMessage ? (
          <p
            data-testid="mood-chart-empty"
            className="rounded-lg bg-surface/90 px-3 py-2 text-center text-sm font-medium text-body shadow-sm ring-1 ring-line"
          >
            {emptyMessage}
          </p>
        ) : undefined
      }
      alternative={
        <ChartTable
          caption={tableCaption}
          headers={["Day", "Mood", "Source"]}
          rows={points.map((p) => [
            pointLabel(p.day),
            p.value > 0 ? `${moodLabel(p.value)} (${formatValue(p.value)})` : "No mood recorded",
            p.source ? SOURCE_TEXT[p.source] : "",
          ])}
        />
      }
    >
      <Group left={margin.left} top={margin.top}>
        <StaticMarkup
          as="g"
          version={JSON.stringify([
            size,
            points,
            tickValues.map(tickLabel),
            points.map((p) => pointLabel(p.day)),
          ])}
        >
          {MOOD_AXIS_LABELS.map(({ value }) => (
            <line
              key={value}
              x1={0}
              x2={innerWidth}
              y1={y(value)}
              y2={y(value)}
              className="stroke-slate-200 dark:stroke-slate-700"
              strokeDasharray="3 4"
            />
          ))}
          <LinePath<MoodPoint>
            data={points}
            x={(p) => x(p.day) ?? 0}
            y={(p) => y(p.value)}
            defined={(p) => p.value > 0}
            curve={curveMonotoneX}
            className="fill-none stroke-brand-600 dark:stroke-brand-300"
            strokeWidth={2.5}
            strokeLinecap="round"
          />
          {points.map((p) =>
            p.value > 0 && p.source ? (
              <MoodMarker
                key={p.day}
                cx={x(p.day) ?? 0}
                cy={y(p.value)}
                source={p.source}
                small={sparse}
                day={p.day}
                label={`${pointLabel(p.day)}: ${moodLabel(p.value)} (${formatValue(p.value)}), ${SOURCE_TEXT[p.source]}`}
              />
            ) : null,
          )}
          {/* Axis labels drawn directly: @visx/axis would add ~8 KB gzipped to every screen with a chart. */}
          <g aria-hidden="true" className="fill-muted" fontSize={fontSize}>
            {MOOD_AXIS_LABELS.map(({ value, label }) => (
              <text key={value} x={-8} y={y(value)} dy="0.32em" textAnchor="end">
                {label}
              </text>
            ))}
            <line
              x1={0}
              x2={innerWidth}
              y1={innerHeight}
              y2={innerHeight}
              className="stroke-slate-300 dark:stroke-slate-600"
            />
            {tickValues.map((day) => (
              <text key={day} x={x(day) ?? 0} y={innerHeight + fontSize + 6} textAnchor="middle">
                {tickLabel(day)}
              </text>
            ))}
          </g>
        </StaticMarkup>
      </Group>
    </ChartFrame>
  );
}

function formatValue(value: number) {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Filled circle: self-reported; hollow diamond: from journal; small dot: an average. */
export function MoodMarker({
  cx,
  cy,
  source,
  small = false,
  day,
  label,
}: {
  cx: number;
  cy: number;
  source: MoodSource | "average";
  small?: boolean;
  day?: DayKey;
  label?: string;
}) {
  const size = small ? 3 : 5.5;
  const title = label ? <title>{label}</title> : null;
  if (source === "journal") {
    const d = size * 1.35;
    return (
      <path
        d={`M ${cx} ${cy - d} L ${cx + d} ${cy} L ${cx} ${cy + d} L ${cx - d} ${cy} Z`}
        className="fill-surface stroke-brand-600 dark:stroke-brand-300"
        strokeWidth={2}
        data-day={day}
        data-source={source}
      >
        {title}
      </path>
    );
  }
  return (
    <circle
      cx={cx}
      cy={cy}
      r={source === "average" ? size * 0.7 : size}
      className="fill-brand-600 stroke-white dark:fill-brand-300 dark:stroke-slate-900"
      strokeWidth={source === "average" ? 1 : 2}
      data-day={day}
      data-source={source}
    >
      {title}
    </circle>
  );
}

/** The legend of docs/product.md#mood-chart: self-reported points against from-journal points. */
export function MoodLegend({ withAverage = false }: { withAverage?: boolean }) {
  const items: { source: MoodSource | "average"; text: string }[] = [
    { source: "self", text: "Self-reported" },
    { source: "journal", text: "From journal" },
  ];
  if (withAverage) items.push({ source: "average", text: "Weekly average" });
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {items.map((item) => (
        <li key={item.source} className="flex items-center gap-1.5">
          <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
            <MoodMarker cx={8} cy={8} source={item.source} />
          </svg>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
