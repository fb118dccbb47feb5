import { useId } from "react";
import { StaticMarkup } from "~/components/ui/static-markup";

/**
 * The accessible shell of every chart: an SVG image named by its <title> and described by
 * its <desc>, scaled to the width it is given (viewBox), followed by its text alternative.
 */
export function ChartFrame({
  title,
  description,
  width,
  height,
  children,
  alternative,
  legend,
  className,
  minWidth,
  overlay,
}: {
  title: string;
  description: string;
  width: number;
  height: number;
  children: React.ReactNode;
  /** A table or list with the same information, for screen readers and for reading exact values. */
  alternative: React.ReactNode;
  /** Shown under the chart as its <figcaption>. */
  legend?: React.ReactNode;
  className?: string;
  /** Below this width (px) the chart scrolls sideways instead of shrinking its text. */
  minWidth?: number;
  /** Shown over the middle of the chart (an empty state), as ordinary text. */
  overlay?: React.ReactNode;
}) {
  const id = useId();
  const image = (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full overflow-visible"
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
  const svg = overlay ? (
    <div className="relative">
      {image}
      <div className="absolute inset-0 flex items-center justify-center p-4">{overlay}</div>
    </div>
  ) : (
    image
  );
  return (
    <figure className={className}>
      {minWidth ? (
        // Focusable so keyboard users can scroll it.
        <div
          className="overflow-x-auto pb-1"
          tabIndex={0}
          aria-label={`${title} (scrolls sideways)`}
          role="group"
        >
          <div style={{ minWidth }}>{svg}</div>
        </div>
      ) : (
        svg
      )}
      {legend ? <figcaption className="mt-2">{legend}</figcaption> : null}
      {alternative}
    </figure>
  );
}

/** A table alternative folded in a native <details>, so it costs no space until opened. */
export function ChartTable({
  summary = "Show as a table",
  caption,
  headers,
  rows,
}: {
  summary?: string;
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer rounded font-medium text-accent hover:underline">
        {summary}
      </summary>
      {/* Kept as the server sent it while the page hydrates (static text). */}
      <StaticMarkup
        className="mt-2 max-h-72 overflow-auto rounded-lg border border-line"
        version={JSON.stringify([caption, headers, rows])}
      >
        {/* Cell padding is set once on the table: tables of a year repeat it hundreds of times. */}
        <table className="w-full text-left [&_td]:px-3 [&_td]:py-1.5 [&_th]:px-3 [&_th]:py-1.5">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row" className="font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </StaticMarkup>
    </details>
  );
}
