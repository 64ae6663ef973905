import { ensureSyntaxTree } from "@codemirror/language";
import type { EditorState } from "@codemirror/state";

type Tree = NonNullable<ReturnType<typeof ensureSyntaxTree>>;
type JsonNode = Tree["topNode"];

/** One step of a JSON path: an object key or an array index. */
export type PathSegment = string | number;

const VALUE_NODES = new Set(["Object", "Array", "String", "Number", "True", "False", "Null"]);

function treeOf(state: EditorState): Tree | null {
  return ensureSyntaxTree(state, state.doc.length, 200);
}

function children(node: JsonNode): JsonNode[] {
  const out: JsonNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

function keyOf(state: EditorState, property: JsonNode): string | null {
  const name = property.getChild("PropertyName");
  if (!name) return null;
  try {
    return JSON.parse(state.sliceDoc(name.from, name.to)) as string;
  } catch {
    return null;
  }
}

/**
 * Segments of a diagnostic path as the engine writes it: `elements[3].name`, `$.form.id`, `$[0].input_type`,
 * `validations[id=5].regex` (a selector the path cannot follow ends the path there).
 */
export function parseDiagnosticPath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  for (const match of path.replace(/^\$/, "").matchAll(/\[(\d+)\]|\[[^\]]*\]|\.?([^.[\]]+)/g)) {
    if (match[1] !== undefined) segments.push(Number(match[1]));
    else if (match[2] !== undefined) segments.push(/^\d+$/.test(match[2]) ? Number(match[2]) : match[2]);
    else break;
  }
  return segments;
}

/**
 * The text range of the value at `path`, or of the deepest part of it that exists (a missing key marks its
 * object); null when the document has no JSON value. An object key's diagnostic marks the key and its value.
 */
export function rangeOfPath(
  state: EditorState,
  path: readonly PathSegment[],
): { from: number; to: number } | null {
  const tree = treeOf(state);
  if (!tree) return null;
  let node: JsonNode | null = children(tree.topNode).find((n) => VALUE_NODES.has(n.name)) ?? null;
  if (!node) return null;
  let range = { from: node.from, to: node.to };
  for (const segment of path) {
    let next: JsonNode | null = null;
    if (node.name === "Object" && typeof segment === "string") {
      const property: JsonNode | undefined = children(node).find(
        (p) => p.name === "Property" && keyOf(state, p) === segment,
      );
      if (property) {
        next = children(property).find((n) => VALUE_NODES.has(n.name)) ?? null;
        if (next) range = { from: property.from, to: property.to };
      }
    } else if (node.name === "Array" && typeof segment === "number") {
      next = children(node).filter((n) => VALUE_NODES.has(n.name))[segment] ?? null;
      if (next) range = { from: next.from, to: next.to };
    }
    if (!next) break;
    node = next;
  }
  return range;
}

/** Where the cursor is for completion: the path of the enclosing object, and whether a key or a value is typed. */
export interface CursorContext {
  readonly path: readonly PathSegment[];
  /** A key of the object at `path`, or the value of `key` in it. */
  readonly at: "key" | "value";
  readonly key: string | null;
  /** The range the completion replaces (the string or literal being typed), and the keys already present. */
  readonly from: number;
  readonly to: number;
  readonly present: readonly string[];
}

function pathTo(state: EditorState, node: JsonNode | null): PathSegment[] {
  const path: PathSegment[] = [];
  let child = node;
  for (let parent = node?.parent ?? null; parent; child = parent, parent = parent.parent) {
    if (parent.name === "Property" && child && VALUE_NODES.has(child.name)) {
      const key = keyOf(state, parent);
      if (key !== null) path.unshift(key);
    } else if (parent.name === "Array" && child) {
      const from = child.from;
      path.unshift(children(parent).filter((n) => VALUE_NODES.has(n.name) && n.from < from).length);
    }
  }
  return path;
}

/** The completion context at `pos`, or null outside any object. */
export function cursorContext(state: EditorState, pos: number): CursorContext | null {
  const tree = treeOf(state);
  if (!tree) return null;
  const inner = tree.resolveInner(pos, -1);
  const presentIn = (object: JsonNode) =>
    children(object).flatMap((p) => {
      const key = p.name === "Property" ? keyOf(state, p) : null;
      return key === null ? [] : [key];
    });
  // Typing a key: inside its quotes, or between an object's braces.
  if (inner.name === "PropertyName" && inner.parent?.parent?.name === "Object") {
    const object = inner.parent.parent;
    return {
      path: pathTo(state, object),
      at: "key",
      key: null,
      from: inner.from,
      to: inner.to,
      present: presentIn(object),
    };
  }
  if (inner.name === "Object" || (inner.name === "{" && inner.parent?.name === "Object")) {
    const object = inner.name === "Object" ? inner : (inner.parent as JsonNode);
    return {
      path: pathTo(state, object),
      at: "key",
      key: null,
      from: pos,
      to: pos,
      present: presentIn(object),
    };
  }
  // Typing a value: the value node of a property, or just after its colon.
  const property =
    inner.parent?.name === "Property" && (VALUE_NODES.has(inner.name) || inner.type.isError)
      ? inner.parent
      : inner.name === "Property"
        ? inner
        : null;
  if (property?.parent?.name === "Object") {
    const key = keyOf(state, property);
    // A half-typed literal (`tr`) is an error node where the value goes: it is replaced too.
    const value =
      (VALUE_NODES.has(inner.name) || inner.type.isError) && inner.parent === property ? inner : null;
    return {
      path: pathTo(state, property.parent),
      at: "value",
      key,
      from: value ? value.from : pos,
      to: value ? value.to : pos,
      present: [],
    };
  }
  return null;
}
