// The panel's feature boundary (bulletproof-react's rule, docs/architecture.md): imports flow shared → features →
// app/routes. A feature never imports another feature (what two features share moves to shared/; where one screen
// shows another feature's part, the route composes them) and never imports up into src/app/ or src/routes/ (what
// a feature needs from the app reaches it through shared/services). shared/ imports no feature, app or route: it
// is the bottom layer every feature may use. Neither imports test helpers (src/testing/, a package's `/testing`
// entry): they carry fakes and vitest, which must never ship to a provider.
import { dirname, join, relative, sep } from "node:path";
import ts from "typescript";

/**
 * Every module specifier a file imports or re-exports, statically or with `import()`.
 * @param {string} text
 * @param {string} fileName
 * @returns {Array<{ specifier: string, line: number }>}
 */
export function importsOf(text, fileName) {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {Array<{ specifier: string, line: number }>} */
  const found = [];
  const add = (/** @type {ts.Node} */ literal) => {
    if (ts.isStringLiteralLike(literal))
      found.push({
        specifier: literal.text,
        line: source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1,
      });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      add(node.moduleSpecifier);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    )
      add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const UP = /^(app|routes|features)(\/|$)/;

/**
 * The boundary problems of one panel source file (tests and stories are not passed in: they may mount anything).
 * @param {string} file path relative to the panel's `src/` (forward or platform slashes)
 * @param {string} text the file's source
 * @returns {Array<{ line: number, why: string }>}
 */
export function featureImportProblems(file, text) {
  const from = file.split(sep).join("/");
  const feature = /^features\/([^/]+)\//.exec(from)?.[1];
  const shared = from.startsWith("shared/");
  if (!feature && !shared) return [];
  /** @type {Array<{ line: number, why: string }>} */
  const problems = [];
  for (const { specifier, line } of importsOf(text, from)) {
    if (/(^|\/)testing(\/|$)/.test(specifier) && !specifier.startsWith(".")) {
      problems.push({
        line,
        why: `${feature ? `feature ${feature}` : "shared"} imports ${specifier} (test helpers never ship)`,
      });
      continue;
    }
    if (!specifier.startsWith(".")) continue;
    const target = relative(".", join(dirname(from), specifier))
      .split(sep)
      .join("/");
    if (target === "testing" || target.startsWith("testing/")) {
      problems.push({
        line,
        why: `${feature ? `feature ${feature}` : "shared"} imports src/${target} (test helpers never ship)`,
      });
      continue;
    }
    if (shared) {
      const layer = UP.exec(target)?.[1];
      if (layer)
        problems.push({ line, why: `shared imports src/${target} (shared/ never imports ${layer}/)` });
      continue;
    }
    if (target === "routes" || target.startsWith("routes/"))
      problems.push({ line, why: `feature ${feature} imports src/${target} (features never import routes)` });
    if (target === "app" || target.startsWith("app/"))
      problems.push({
        line,
        why: `feature ${feature} imports src/${target} (features never import the app)`,
      });
    const other = /^features\/([^/]+)(\/|$)/.exec(target)?.[1];
    if (other && other !== feature)
      problems.push({ line, why: `feature ${feature} imports feature ${other} (share through shared/)` });
  }
  return problems;
}
