import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Nothing imported from a `.server` module may be used in render. The Remix compiler removes a
 * route's server-only exports (loader, action, headers) from the browser bundle and replaces
 * `.server` modules with empty ones there, so such a value renders fine on the server and is
 * `undefined` in the browser: hydration breaks, and only with JavaScript on. Values for render
 * come from the loader.
 *
 * This reads every route, component and hook with the TypeScript parser, finds the names bound by
 * value imports from `*.server` modules (or `.server/` folders), and reports each use of one
 * inside code the browser runs: for routes, everything reachable from the module's exports other
 * than loader/action/headers (top-level helpers used only by the loader are fine); for other
 * modules, everything reachable from any export.
 */
const root = path.resolve(__dirname, "../..");
const SCANNED = ["app/root.tsx", "app/routes", "app/components", "app/hooks"];
const SERVER_ONLY_EXPORTS = new Set(["loader", "action", "headers"]);

type Finding = { file: string; line: number; name: string };

function findServerValuesInRender(file: string, source: string, isRoute: boolean): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

  // Local names bound by value imports from .server modules.
  const serverNames = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    if (!isServerModule(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) serverNames.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) serverNames.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) serverNames.add(element.name.text);
      }
    }
  }
  if (serverNames.size === 0) return [];

  // Top-level statements, the names each declares, and whether the browser keeps it as a root.
  type Unit = { node: ts.Statement; names: string[]; root: boolean };
  const units: Unit[] = [];
  const exportedNames = new Set<string>();
  for (const statement of sf.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause) && !statement.moduleSpecifier) {
        for (const element of statement.exportClause.elements) {
          const exported = element.name.text;
          if (!(isRoute && SERVER_ONLY_EXPORTS.has(exported))) {
            exportedNames.add((element.propertyName ?? element.name).text);
          }
        }
      }
    }
  }
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) continue;
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    const names = declaredNames(statement);
    const exported = hasExportModifier(statement) || ts.isExportAssignment(statement);
    const serverOnly =
      isRoute && names.length > 0 && names.every((n) => SERVER_ONLY_EXPORTS.has(n));
    const root =
      (exported && !serverOnly) ||
      names.some((name) => exportedNames.has(name)) ||
      // A statement that declares nothing (a call, an assignment) runs when the module loads, and
      // so does a call in a top-level initializer: the bundler keeps both in the browser build.
      names.length === 0 ||
      (!serverOnly && ts.isVariableStatement(statement) && runsOnLoad(statement));
    units.push({ node: statement, names, root });
  }

  // Walk from the roots through the top-level declarations they reference.
  const byName = new Map<string, Unit[]>();
  for (const unit of units) {
    for (const name of unit.names) byName.set(name, [...(byName.get(name) ?? []), unit]);
  }
  const reached = new Set<Unit>();
  const queue = units.filter((unit) => unit.root);
  const findings: Finding[] = [];
  while (queue.length > 0) {
    const unit = queue.shift()!;
    if (reached.has(unit)) continue;
    reached.add(unit);
    for (const reference of valueReferences(unit.node)) {
      const name = reference.text;
      if (serverNames.has(name)) {
        const { line } = sf.getLineAndCharacterOfPosition(reference.getStart(sf));
        findings.push({ file, line: line + 1, name });
      }
      for (const next of byName.get(name) ?? []) if (!reached.has(next)) queue.push(next);
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** Whether a top-level declaration calls something while the module loads. */
function runsOnLoad(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (
    ts.isCallExpression(node) ||
    ts.isNewExpression(node) ||
    ts.isTaggedTemplateExpression(node) ||
    ts.isAwaitExpression(node)
  ) {
    return true;
  }
  return ts.forEachChild(node, runsOnLoad) ?? false;
}

function isServerModule(specifier: string) {
  return /\.server(\.[cm]?[jt]sx?)?$/.test(specifier) || /(^|\/)\.server(\/|$)/.test(specifier);
}

function hasExportModifier(node: ts.Node) {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function declaredNames(statement: ts.Statement): string[] {
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    return [statement.name.text];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => bindingNames(d.name));
  }
  return [];
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

/** Identifiers used as values (not types, property names or declaration names) under `node`. */
function valueReferences(node: ts.Node): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (child: ts.Node) => {
    if (
      ts.isTypeNode(child) ||
      ts.isTypeAliasDeclaration(child) ||
      ts.isInterfaceDeclaration(child)
    ) {
      return;
    }
    if (ts.isIdentifier(child) && isValueReference(child)) found.push(child);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function isValueReference(id: ts.Identifier) {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === id) return false;
  if (ts.isJsxAttribute(parent) && parent.name === id) return false;
  if (ts.isBindingElement(parent) && parent.propertyName === id) return false;
  if (
    (ts.isFunctionDeclaration(parent) ||
      ts.isFunctionExpression(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === id
  ) {
    return false;
  }
  if (
    (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) &&
    parent.label === id
  ) {
    return false;
  }
  return true;
}

function scannedFiles() {
  return SCANNED.flatMap((entry) => {
    const full = path.join(root, entry);
    if (fs.statSync(full).isFile()) return [entry];
    return (fs.readdirSync(full, { recursive: true }) as string[])
      .filter((name) => /\.(tsx?|jsx?)$/.test(name) && !/\.server\.|\.test\./.test(name))
      .map((name) => path.posix.join(entry, name.split(path.sep).join("/")));
  });
}

describe("nothing imported from a .server module is used in render", () => {
  it("holds for every route and component", () => {
    const findings = scannedFiles().flatMap((file) =>
      findServerValuesInRender(
        file,
        fs.readFileSync(path.join(root, file), "utf8"),
        file === "app/root.tsx" || file.startsWith("app/routes/"),
      ),
    );
    const report = (list: Finding[]) =>
      list.map((f) => `${f.file}:${f.line} uses ${f.name} (from a .server module) in render`);

    expect(report(findings)).toEqual([]);
  });

  it("finds a .server value in a component and in helpers it calls, not in loader code", () => {
    const route = `
      import type { LoaderFunctionArgs } from "@remix-run/node";
      import { useLoaderData } from "@remix-run/react";
      import { goalLimitMessage, listGoals, type Goal } from "~/models/goals.server";
      import * as users from "~/models/users.server";
      import { requireUserId } from "~/services/auth.server";
      import helper from "../lib/thing.server.ts";

      function loadAll(id: string) { return listGoals(id); }
      export async function loader({ request }: LoaderFunctionArgs) {
        const id = await requireUserId(request);
        return { goals: loadAll(id), me: users.find(id), limit: goalLimitMessage(3) };
      }
      export const action = async () => helper();

      function Cap({ max }: { max: number }) { return <p>{goalLimitMessage(max)}</p>; }
      export default function Goals() {
        const data = useLoaderData<typeof loader>();
        const goals: Goal[] = [];
        return <div title={users.label}><Cap max={goals.length} /></div>;
      }
      export const meta = () => [{ title: helper.title }];
    `;
    const found = findServerValuesInRender("app/routes/x.tsx", route, true).map(
      (f) => `${f.line}:${f.name}`,
    );
    expect(found).toEqual(["16:goalLimitMessage", "20:users", "22:helper"]);
  });

  it("finds a .server call made while a route module loads, even if render never uses it", () => {
    const route = `
      import { makeLimiter, sweep } from "~/services/limits.server";
      const limiter = makeLimiter({ per: 5 });
      const later = () => sweep();
      export async function loader() { later(); return limiter.check(); }
      export default function Page() { return null; }
    `;
    expect(findServerValuesInRender("app/routes/y.tsx", route, true)).toEqual([
      { file: "app/routes/y.tsx", line: 3, name: "makeLimiter" },
    ]);
  });

  it("treats every export of a component module as browser code", () => {
    const component = `
      import { loader } from "~/models/x.server";
      import type { Shape } from "~/models/y.server";
      export function Widget(props: Shape) { return loader(props); }
    `;
    expect(findServerValuesInRender("app/components/w.tsx", component, false)).toEqual([
      { file: "app/components/w.tsx", line: 4, name: "loader" },
    ]);
  });
});
