// Every x-decision of the contract must be listed, by location and text, in docs/decisions/contract.md.
import { type Node, node, operations, walk } from "./openapi";

/** Where an x-decision sits, named as docs/decisions/contract.md names it: operationId, `Schema.prop`, `parameters/X`. */
function decisionLocation(doc: Node, path: string[]): string {
  if (path[0] === "paths") {
    const id = node(node(node(doc.paths)[path[1] ?? ""])[path[2] ?? ""]).operationId;
    return typeof id === "string" ? id : path.slice(0, 3).join("/");
  }
  if (path[0] !== "components") return path.join("/");
  if (path[1] !== "schemas") return `${path[1]}/${path[2]}`;
  const names = [path[2]];
  for (let i = 3; i < path.length; i++) if (path[i] === "properties") names.push(path[++i]);
  return names.join(".");
}

/** Each x-decision is in a bullet of its location carrying its text; each bullet has an x-decision. */
export function decisionProblems(doc: Node, markdown: string): string[] {
  const decisions: Array<{ location: string; text: string }> = [];
  walk(doc, (at, path) => {
    if ("x-decision" in at)
      decisions.push({ location: decisionLocation(doc, path), text: String(at["x-decision"]) });
  });
  const bullets = markdown
    .split(/\n## /)
    .filter((section) => /^(Operations|Components)\n/.test(section))
    .flatMap((section) => [...section.matchAll(/^- `([^`]+)`(?: \(([A-Z]+ [^)]+)\))?: (.*)$/gm)])
    .map(([, location = "", route, text = ""]) => ({ location, route, text }));
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  const problems: string[] = [];
  for (const { location, text } of decisions) {
    const listed = bullets.filter((b) => b.location === location);
    if (listed.length === 0) problems.push(`${location}: x-decision missing from docs/decisions/contract.md`);
    else if (!listed.some((b) => flat(b.text).includes(flat(text))))
      problems.push(`${location}: docs/decisions/contract.md does not carry the x-decision "${text}"`);
  }
  const routes = new Map(operations(doc).map((o) => [String(o.op.operationId), `${o.method} ${o.path}`]));
  for (const { location, route } of bullets) {
    if (!decisions.some((d) => d.location === location))
      problems.push(`docs/decisions/contract.md lists ${location}, which has no x-decision`);
    if (route && routes.get(location) !== route)
      problems.push(`docs/decisions/contract.md: ${location} is not ${route}`);
  }
  return problems;
}
