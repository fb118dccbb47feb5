import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticMarkup, StaticMarkupRenderer } from "~/components/ui/static-markup";
import { renderStaticMarkup } from "~/services/static-markup-cache.server";

/** A page as entry.server.tsx renders it: with the server's markup cache provided. */
function renderPage(children: React.ReactNode) {
  return renderToString(
    <StaticMarkupRenderer.Provider value={renderStaticMarkup}>
      {children}
    </StaticMarkupRenderer.Provider>,
  );
}

describe("StaticMarkup on the server", () => {
  it("renders the same HTML as without the cache, and renders a version's children only once", () => {
    let renders = 0;
    function Rows({ rows }: { rows: string[] }) {
      renders++;
      return (
        <table>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <td className="cell">{row}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    const rows = [`first ${Math.random()}`, "second & <third>"];
    const markup = (
      <StaticMarkup className="box" version={JSON.stringify(rows)}>
        <Rows rows={rows} />
      </StaticMarkup>
    );
    const uncached = renderToString(markup);
    const first = renderPage(markup);
    const second = renderPage(markup);
    expect(first).toBe(uncached);
    expect(second).toBe(first);
    expect(first).toContain("second &amp; &lt;third&gt;");
    // Once without the cache, once for the first cached page; the second page reused it.
    expect(renders).toBe(2);
  });

  it("renders again when the version changes, and keeps element and class apart", () => {
    const version = `v-${Math.random()}`;
    const page = (text: string, v: string, className?: string) =>
      renderPage(
        <StaticMarkup className={className} version={v}>
          <p>{text}</p>
        </StaticMarkup>,
      );
    expect(page("before", version)).toContain("before");
    expect(page("after", `${version}-2`)).toContain("after");
    // Same version on another element class: not the other one's markup.
    expect(page("elsewhere", version, "other")).toContain("elsewhere");
    expect(page("ignored", version)).toContain("before");
  });

  it("gives ids in the cached markup a prefix of their own, so they never equal the page's", () => {
    function Labelled() {
      const id = useId();
      return <span id={id}>label</span>;
    }
    function Page() {
      const id = useId();
      return (
        <div id={id}>
          <StaticMarkup version={`ids-${Math.random()}`}>
            <Labelled />
          </StaticMarkup>
        </div>
      );
    }
    const html = renderPage(<Page />);
    const ids = [...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(ids[1]).toMatch(/^:sm-/);
  });
});
