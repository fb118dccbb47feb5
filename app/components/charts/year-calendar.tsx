import { Group } from "@visx/group";
import { daysBetween, weekStartKey } from "~/lib/local-day";
import {
  MOOD_LABELS,
  MOOD_RATINGS,
  averageMood,
  moodLabel,
  weekdayIndex,
  type DayMood,
} from "~/lib/mood";
import { StaticMarkup } from "~/components/ui/static-markup";
import { ChartFrame, ChartTable } from "./chart-frame";
import { monthShort, monthYear } from "~/lib/format-day";
import { MOOD_FILL, MOOD_STROKE, moodFill } from "./mood-colors";

const CELL = 11;
const GAP = 3;
const STEP = CELL + GAP;
const LEFT = 30;
const TOP = 18;
const WEEKDAY_LABELS = [
  { row: 0, text: "Mon" },
  { row: 2, text: "Wed" },
  { row: 4, text: "Fri" },
];

/**
 * A year of daily moods, one cell a day (columns are Monday-to-Sunday weeks), coloured by mood.
 * The month-by-month table is the text alternative. The cells of one mood are drawn as one path
 * (six elements instead of 365 rects with a tooltip each, which were a third of /insights' DOM
 * and HTML: docs/architecture.md#performance).
 */
export function YearCalendar({ days }: { days: readonly CalendarDay[] }) {
  if (days.length === 0) return null;
  const { width, height, recorded, months, monthLabels, cells, version } = layoutOf(days);

  return (
    <ChartFrame
      title="Your year in moods"
      description={`One square for each of the last ${days.length} days, coloured by that day's mood. ${recorded} days have a mood.`}
      width={width}
      height={height}
      minWidth={640}
      legend={<MoodScaleLegend />}
      alternative={
        <ChartTable
          summary="Show the year month by month"
          caption="Moods recorded each month of the last year"
          headers={[
            "Month",
            "Days with a mood",
            "Average",
            ...MOOD_RATINGS.map((r) => MOOD_LABELS[r]),
          ]}
          rows={months}
        />
      }
    >
      <StaticMarkup as="g" version={version}>
        {monthLabels.map((label) => (
          <text
            key={label.day}
            x={LEFT + label.column * STEP}
            y={11}
            fontSize={10}
            className="fill-muted"
          >
            {monthShort(label.day)}
          </text>
        ))}
        {WEEKDAY_LABELS.map((label) => (
          <text
            key={label.text}
            x={0}
            y={TOP + label.row * STEP + CELL - 2}
            fontSize={10}
            className="fill-muted"
          >
            {label.text}
          </text>
        ))}
        <Group left={LEFT} top={TOP}>
          {cells.map(({ value, d }) => (
            <path
              key={value}
              d={d}
              className={`${moodFill(value)} ${MOOD_STROKE[value]}`}
              data-mood={value}
              strokeWidth={4}
              strokeLinejoin="round"
            />
          ))}
        </Group>
      </StaticMarkup>
    </ChartFrame>
  );
}

type CalendarDay = Pick<DayMood, "day" | "value">;

/**
 * What the calendar draws for a year of days, worked out once per array: /insights' report is
 * kept until the next write and its year decoded once (decodeDayValues), so the same array comes
 * back on every view and its squares, months and labels are not walked again.
 */
const layouts = new WeakMap<readonly CalendarDay[], ReturnType<typeof layoutNow>>();

function layoutOf(days: readonly CalendarDay[]) {
  let layout = layouts.get(days);
  if (!layout) {
    layout = layoutNow(days);
    layouts.set(days, layout);
  }
  return layout;
}

function layoutNow(days: readonly CalendarDay[]) {
  const gridStart = weekStartKey(days[0]!.day);
  const columns = Math.floor(daysBetween(gridStart, days.at(-1)!.day) / 7) + 1;
  const monthLabels = days
    .filter((d, i) => i === 0 || d.day.endsWith("-01"))
    .map((d) => ({
      day: d.day,
      column: Math.floor(daysBetween(gridStart, d.day) / 7),
    }))
    // A label for a partial first month would collide with the next one.
    .filter((label, i, all) => i + 1 >= all.length || all[i + 1]!.column - label.column >= 3);
  return {
    width: LEFT + columns * STEP,
    height: TOP + 7 * STEP,
    recorded: days.filter((d) => d.value > 0).length,
    months: monthRows(days),
    monthLabels,
    cells: cellPaths(days, gridStart),
    // Changes whenever the squares would: the first day and each day's value.
    version: `${days[0]!.day}|${days.map((d) => d.value).join(",")}`,
  };
}

/**
 * One square of CELL px at (x, y) with 2 px round corners: a square 4 px smaller, filled and
 * outlined with a 4 px stroke with round joins (the path's stroke), 15 characters a day instead
 * of 70 (docs/architecture.md#performance).
 */
const square = (x: number, y: number) => `M${x + 2} ${y + 2}h${CELL - 4}v${CELL - 4}h-${CELL - 4}z`;

/** The path of each mood value present (0 = no mood), its days' squares in day order. */
function cellPaths(days: readonly CalendarDay[], gridStart: string) {
  const byValue = new Map<number, string[]>();
  for (const d of days) {
    const value = Math.round(d.value) in MOOD_FILL ? Math.round(d.value) : 0;
    const x = Math.floor(daysBetween(gridStart, d.day) / 7) * STEP;
    const y = weekdayIndex(d.day) * STEP;
    const list = byValue.get(value) ?? [];
    list.push(square(x, y));
    byValue.set(value, list);
  }
  return [...byValue.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, squares]) => ({ value, d: squares.join("") }));
}

function monthRows(days: readonly CalendarDay[]) {
  const months = new Map<string, CalendarDay[]>();
  for (const d of days) {
    const key = d.day.slice(0, 7);
    const month = months.get(key);
    if (month) month.push(d);
    else months.set(key, [d]);
  }
  return [...months.entries()].map(([key, month]) => {
    const average = averageMood(month);
    return [
      monthYear(`${key}-01`),
      month.filter((d) => d.value > 0).length,
      average === null ? "-" : `${average.toFixed(1)} (${moodLabel(average)})`,
      ...MOOD_RATINGS.map((rating) => month.filter((d) => d.value === rating).length),
    ];
  });
}

export function MoodScaleLegend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
      <li className="flex items-center gap-1">
        <Swatch fill={MOOD_FILL[0]!} /> No mood
      </li>
      {MOOD_RATINGS.map((rating) => (
        <li key={rating} className="flex items-center gap-1">
          <Swatch fill={MOOD_FILL[rating]!} /> {MOOD_LABELS[rating]}
        </li>
      ))}
    </ul>
  );
}

function Swatch({ fill }: { fill: string }) {
  return (
    <svg viewBox="0 0 12 12" className="h-3 w-3" aria-hidden="true">
      <rect width={12} height={12} rx={2} className={fill} />
    </svg>
  );
}
