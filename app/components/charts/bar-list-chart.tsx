import { Group } from "@visx/group";
import { Bar } from "@visx/shape";
import { StaticMarkup } from "~/components/ui/static-markup";
import { ChartFrame, ChartTable } from "./chart-frame";
import { bandScale, linearScale } from "./scales";

export type BarItem = {
  label: string;
  value: number;
  /** The value as words, written at the end of the bar and in the table ("4 entries"). */
  valueText: string;
  /** A Tailwind fill class; the brand colour when absent. */
  fillClassName?: string;
};

/** Sized so the text stays legible from a phone to a half-width panel. */
const WIDTH = 400;
const ROW = 30;
const LABEL_WIDTH = 110;
const VALUE_WIDTH = 96;

/**
 * Horizontal bars in visx primitives (server-rendered SVG), one row per item with its label and
 * value written out, so the numbers never depend on reading bar lengths.
 */
export function BarListChart({
  items,
  max,
  title,
  description,
  headers,
  caption,
}: {
  items: BarItem[];
  /** The value a full-width bar stands for. */
  max: number;
  title: string;
  description: string;
  /** The table alternative's two column headings. */
  headers: [string, string];
  caption: string;
}) {
  const height = Math.max(1, items.length) * ROW + 4;
  const barWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const x = linearScale({ domain: [0, Math.max(max, 1)], range: [0, barWidth] });
  const y = bandScale({
    domain: items.map((item) => item.label),
    range: [2, height - 2],
    padding: 0.3,
  });
  return (
    <ChartFrame
      title={title}
      description={description}
      width={WIDTH}
      height={height}
      className="max-w-md"
      alternative={
        <ChartTable
          caption={caption}
          headers={headers}
          rows={items.map((item) => [item.label, item.valueText])}
        />
      }
    >
      <StaticMarkup as="g" version={JSON.stringify([max, items])}>
        <Group>
          {items.map((item) => {
            const top = y(item.label) ?? 0;
            const centre = top + y.bandwidth() / 2;
            return (
              <g key={item.label}>
                <text
                  x={LABEL_WIDTH - 10}
                  y={centre}
                  dy="0.35em"
                  textAnchor="end"
                  fontSize={14}
                  className="fill-slate-700 capitalize dark:fill-slate-200"
                >
                  {item.label}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={top}
                  width={barWidth}
                  height={y.bandwidth()}
                  rx={4}
                  className="fill-slate-100 dark:fill-slate-800"
                />
                <Bar
                  x={LABEL_WIDTH}
                  y={top}
                  width={Math.max(item.value > 0 ? 3 : 0, x(item.value))}
                  height={y.bandwidth()}
                  rx={4}
                  className={item.fillClassName ?? "fill-brand-500 dark:fill-brand-400"}
                />
                <text
                  x={LABEL_WIDTH + barWidth + 8}
                  y={centre}
                  dy="0.35em"
                  fontSize={13}
                  className="fill-muted"
                >
                  {item.valueText}
                </text>
              </g>
            );
          })}
        </Group>
      </StaticMarkup>
    </ChartFrame>
  );
}
