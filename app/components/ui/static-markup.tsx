import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";

const neverChanges = () => () => {};

/**
 * Given by entry.server.tsx only: renders a StaticMarkup's children to HTML, reusing the HTML of
 * an earlier request with the same key (app/services/static-markup-cache.server.ts). The browser
 * has no provider and renders the children itself.
 */
export const StaticMarkupRenderer = createContext<
  ((key: string, children: ReactNode) => string) | null
>(null);

/**
 * Markup with nothing to do in the browser (a chart's shapes, a table of its numbers), left as
 * the server sent it instead of hydrated element by element (docs/architecture.md#performance).
 *
 * `version` must name everything the children show: the server renders them once per element,
 * class and version and reuses that HTML for every page, anyone's, with the same three
 * (StaticMarkupRenderer, docs/decisions/033-rendered-markup-cache-and-lighter-markup.md). While
 * the page hydrates, React meets an element whose content is `dangerouslySetInnerHTML` and keeps
 * the server's content without walking it. Later renders keep it too while `version` stays the
 * same; a new `version` (another period, a mood just recorded) renders the children in the
 * browser from then on. A copy mounted in the browser (a page reached by client navigation)
 * renders its children at once.
 * Only for markup without event handlers, state, context or links: those would never be hydrated.
 */
export function StaticMarkup({
  as: Tag = "div",
  className,
  version,
  children,
}: {
  as?: "div" | "g";
  className?: string;
  version: string;
  children: ReactNode;
}) {
  const renderOnServer = useContext(StaticMarkupRenderer);
  // The server snapshot (true) is what the server and a hydrating render read; a render in the
  // browser that hydrates nothing reads false.
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const [hydratedVersion, setHydratedVersion] = useState(() =>
    typeof document !== "undefined" && hydrating ? version : null,
  );
  // Once the data has changed the server's markup is gone for good, even if the data comes back
  // to what it was (back to the first period): from then on the children are rendered.
  if (renderOnServer) {
    const html = renderOnServer(`${Tag}\u0000${className ?? ""}\u0000${version}`, children);
    return <Tag key="server" className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (hydratedVersion !== null && hydratedVersion !== version) setHydratedVersion(null);
  if (hydratedVersion !== null && hydratedVersion === version) {
    return (
      <Tag
        key="server"
        className={className}
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag key="browser" className={className}>
      {children}
    </Tag>
  );
}
