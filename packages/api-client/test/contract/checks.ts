// Checks of operations, security and servers: each returns the problems it finds, empty when the contract is whole.
import { DECIDED_OPERATIONS, type DocumentedCall } from "./documentedCalls";
import {
  deref,
  everyRequires,
  list,
  type Node,
  node,
  operations,
  pointerTarget,
  propertyOf,
  queryParameters,
  securityOf,
  walk,
} from "./openapi";

/** Every documented call is an operation with its method and path, query parameters, body fields and headers. */
export function documentedCallProblems(doc: Node, calls: DocumentedCall[]): string[] {
  const byRoute = new Map(operations(doc).map((o) => [`${o.method} ${o.path}`, o]));
  return calls.flatMap((call) => {
    const label = `${call.document}: '${call.written}'`;
    const found = byRoute.get(`${call.method} ${call.path}`);
    if (!found) return [`${label}: no ${call.method} ${call.path} in the contract`];
    const problems: string[] = [];
    const query = queryParameters(doc, found);
    for (const name of call.query)
      if (!query.has(name)) problems.push(`${label}: no query parameter ${name}`);
    const bodies = Object.values(node(deref(doc, found.op.requestBody).content)).map((m) => node(m).schema);
    for (const name of call.body)
      if (!bodies.some((schema) => propertyOf(doc, deref(doc, schema), name)))
        problems.push(`${label}: no request body field ${name}`);
    const security = securityOf(found, doc);
    if (call.headers === "none" && security.length > 0)
      problems.push(`${label}: sent without Authorization and Profile-Id, so security must be []`);
    if (
      call.headers === "authorization-only" &&
      security.some((r) => "profileId" in r || !("accessToken" in r))
    )
      problems.push(`${label}: sent with Authorization and without Profile-Id`);
    if (/^websocket/i.test(call.written) && !("101" in node(found.op.responses)))
      problems.push(`${label}: a WebSocket upgrade answers 101`);
    const decided = DECIDED_OPERATIONS[call.path];
    if (decided && found.op.operationId !== decided) problems.push(`${label}: must be operation ${decided}`);
    return problems;
  });
}

/** Every operation has a camelCase operationId used once. */
export function operationIdProblems(doc: Node): string[] {
  const seen = new Map<string, string>();
  return operations(doc).flatMap((o) => {
    const id = o.op.operationId;
    if (typeof id !== "string" || !/^[a-z][A-Za-z0-9]*$/.test(id))
      return [`${o.where}: no camelCase operationId`];
    const before = seen.get(id);
    seen.set(id, o.where);
    return before ? [`${o.where}: operationId also used by ${before}`] : [];
  });
}

// Operations whose success is not a JSON body: the media type each must answer instead. All three exist only on
// the reference server (tag `reference`), none is a documented call.
const NON_JSON_SUCCESS: Record<string, string> = {
  getPaymentPage: "text/html",
  payPayment: "text/html",
  getUploadedFile: "application/octet-stream",
};
// Operations that answer a redirect (with its status) besides their success.
const REDIRECTS: Record<string, string> = { payPayment: "303" };
// The only operation answering 101: the event WebSocket, whose "content" is the frame schema.
const WEBSOCKETS = new Set(["connectEvents"]);

/** Every operation has a success response with a schema: a named JSON component unless listed below. */
export function successProblems(doc: Node): string[] {
  return operations(doc).flatMap((o) => {
    const id = String(o.op.operationId);
    const responses = node(o.op.responses);
    const codes = Object.keys(responses);
    const problems: string[] = [];
    if (codes.includes("101") !== WEBSOCKETS.has(id))
      problems.push(`${o.where}: 101 is for the WebSocket only`);
    const redirects = codes.filter((code) => /^3\d\d$/.test(code));
    if (redirects.join() !== (REDIRECTS[id] ?? ""))
      problems.push(`${o.where}: unexpected redirects ${redirects}`);
    for (const code of redirects)
      if (!("Location" in node(deref(doc, responses[code]).headers)))
        problems.push(`${o.where}: ${code} has no Location header`);
    const successes = codes.filter((code) => /^2\d\d$/.test(code) || (code === "101" && WEBSOCKETS.has(id)));
    const wanted = NON_JSON_SUCCESS[id] ?? "application/json";
    const schemas = successes.map((code) => node(node(deref(doc, responses[code]).content)[wanted]).schema);
    const named = (schema: unknown) =>
      wanted === "application/json"
        ? String(node(schema).$ref).startsWith("#/components/schemas/")
        : Object.keys(node(schema)).length > 0;
    if (!schemas.some((schema) => named(schema) && Object.keys(deref(doc, schema)).length > 0))
      problems.push(`${o.where}: no success response with a ${wanted} schema (JSON ones name a component)`);
    return problems;
  });
}

// The load balancer's probes: their 503 says why the instance is not ready in the probe's own shape (a balancer
// reads the status, an operator the reason), not as a message for a person.
const PROBE_REFUSALS: Record<string, string> = { getReadiness: "503" };

/** Error responses answer ErrorBody; 500 always; 401/403 where the headers are required; 400 with input. */
export function errorProblems(doc: Node): string[] {
  return operations(doc).flatMap((o) => {
    const responses = node(o.op.responses);
    const errors = Object.keys(responses).filter((code) => /^[45]\d\d$/.test(code) || code === "default");
    const problems: string[] = [];
    for (const code of errors) {
      const schema = node(node(node(deref(doc, responses[code]).content)["application/json"]).schema);
      if (
        schema.$ref !== "#/components/schemas/ErrorBody" &&
        PROBE_REFUSALS[String(o.op.operationId)] !== code
      )
        problems.push(`${o.where}: ${code} does not answer ErrorBody`);
    }
    if (!errors.includes("500")) problems.push(`${o.where}: no 500`);
    const security = securityOf(o, doc);
    if (everyRequires(security, "accessToken") && !errors.includes("401"))
      problems.push(`${o.where}: needs the access token but has no 401 (the client's refresh trigger)`);
    if (everyRequires(security, "profileId") && !errors.includes("403"))
      problems.push(`${o.where}: sends Profile-Id but has no 403`);
    if ((o.op.requestBody !== undefined || queryParameters(doc, o).size > 0) && !errors.includes("400"))
      problems.push(`${o.where}: takes input but has no 400`);
    return problems;
  });
}

// Non-GET operations the specification documents with payload "none".
const BODILESS: Record<string, string> = {
  setAllMessagesSeen: "PUT /api/message/set_seen_all: payload none",
};

/** Strict: no unknown keys (`additionalProperties: false`), or a choice between strict alternatives. */
function strict(doc: Node, schema: Node): boolean {
  const choices = [...list(schema.oneOf), ...list(schema.anyOf)];
  if (choices.length > 0) return choices.every((choice) => strict(doc, deref(doc, choice)));
  return schema.additionalProperties === false;
}

/** Every non-GET operation, but the bodiless ones, has a required, strict request body schema. */
export function requestBodyProblems(doc: Node): string[] {
  return operations(doc).flatMap((o) => {
    const hasBody = o.op.requestBody !== undefined;
    if (o.method === "GET" || String(o.op.operationId) in BODILESS)
      return hasBody ? [`${o.where}: must not have a request body`] : [];
    if (!hasBody) return [`${o.where}: no request body`];
    const body = deref(doc, o.op.requestBody);
    const problems = body.required === true ? [] : [`${o.where}: request body not required`];
    const media = Object.values(node(body.content)).map((m) => deref(doc, node(m).schema));
    if (media.length === 0) problems.push(`${o.where}: request body without content`);
    for (const schema of media)
      if (!strict(doc, schema)) problems.push(`${o.where}: request schema is not strict`);
    return problems;
  });
}

/** Every parameter (the GET calls' request) has a name, a place and a schema. */
export function parameterProblems(doc: Node): string[] {
  return operations(doc).flatMap((o) =>
    [...list(o.pathItem.parameters), ...list(o.op.parameters)]
      .map((parameter) => deref(doc, parameter))
      .filter(
        (p) =>
          typeof p.name !== "string" || typeof p.in !== "string" || Object.keys(node(p.schema)).length === 0,
      )
      .map((p) => `${o.where}: parameter ${String(p.name)} without name, in or schema`),
  );
}

/**
 * Authorization (bearer) and Profile-Id (header) schemes: by default a call sends both, and may leave Profile-Id out
 * (the second alternative: the server then acts for the main profile).
 */
export function securityProblems(doc: Node): string[] {
  const schemes = node(node(doc.components).securitySchemes);
  const access = node(schemes.accessToken);
  const profile = node(schemes.profileId);
  const problems: string[] = [];
  if (access.type !== "http" || access.scheme !== "bearer")
    problems.push("accessToken is not `Authorization: Bearer`");
  if (profile.type !== "apiKey" || profile.in !== "header" || profile.name !== "Profile-Id")
    problems.push("profileId is not the Profile-Id header");
  if (
    JSON.stringify(doc.security) !== JSON.stringify([{ accessToken: [], profileId: [] }, { accessToken: [] }])
  )
    problems.push("the default security does not send both Authorization and Profile-Id");
  for (const o of operations(doc))
    for (const name of securityOf(o, doc).flatMap((r) => Object.keys(r)))
      if (!(name in schemes)) problems.push(`${o.where}: unknown security scheme ${name}`);
  return problems;
}

// Calls the specifications put on another host than the provider API.
const HOSTS: Record<string, string> = {
  getSupplierRules: "website",
  uploadFiles: "upload",
  getChangelog: "app",
};

/** The three servers with a variable each; off-provider calls carry `servers` and `x-server`. */
export function serverProblems(doc: Node): string[] {
  const servers = list(doc.servers).map(node);
  const problems: string[] = [];
  if (servers.map((s) => s["x-server-id"]).join() !== "provider,website,upload")
    problems.push("servers are not provider, website and upload");
  for (const server of servers) {
    const name = /^\{(\w+)\}$/.exec(String(server.url))?.[1] ?? "";
    if (typeof node(node(server.variables)[name]).default !== "string")
      problems.push(`server ${String(server.url)} has no variable with a default`);
  }
  for (const o of operations(doc)) {
    const host = o.op["x-server"];
    if ((host === undefined) !== (o.op.servers === undefined))
      problems.push(`${o.where}: servers without x-server`);
  }
  for (const id of Object.keys(HOSTS))
    if (!operations(doc).some((o) => o.op.operationId === id && o.op["x-server"] === HOSTS[id]))
      problems.push(`${id}: must be on the ${HOSTS[id]} host`);
  return problems;
}

/** Every local `$ref` names something. */
export function refProblems(doc: Node): string[] {
  const problems: string[] = [];
  walk(doc, (at, path) => {
    if (typeof at.$ref === "string" && pointerTarget(doc, at.$ref) === undefined)
      problems.push(`${path.join("/")}: $ref ${at.$ref} names nothing`);
  });
  return problems;
}
