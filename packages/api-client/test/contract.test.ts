// The contract test: openapi/provider-api.yaml must keep every call of both specifications' section 7, with an
// operationId, request, success and error schemas, the auth headers and servers, a schema for every entity the
// specifications name, and every x-decision recorded in docs/decisions/contract.md. Each check is a pure function
// from the parsed document to a list of problems, so the last block can prove that each one fails on a broken copy.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { answerProblems } from "./contract/answers";
import {
  documentedCallProblems,
  errorProblems,
  operationIdProblems,
  parameterProblems,
  refProblems,
  requestBodyProblems,
  securityProblems,
  serverProblems,
  successProblems,
} from "./contract/checks";
import { decisionProblems } from "./contract/decisions";
import { type DocumentedCall, extractDocumentedCalls, loadDocumentedCalls } from "./contract/documentedCalls";
import { entityProblems, enumProblems, pagedProblems, spellingProblems } from "./contract/entities";
import { ROOT, read, SPEC_DIR } from "./contract/files";
import { list, loadContract, type Node, node } from "./contract/openapi";

const contract = loadContract();
const documented = loadDocumentedCalls();
const decisionsFile = read(resolve(ROOT, "docs/decisions/contract.md"));
const count = (calls: DocumentedCall[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const { document } of calls) counts[document] = (counts[document] ?? 0) + 1;
  return counts;
};

describe("the documented calls", () => {
  it("the fixture holds 34 rows + the WebSocket of the access document and the 31 marketplace calls", () => {
    expect(count(documented)).toEqual({ "access-and-account": 35, marketplace: 31 });
  });

  it("the fixture matches both specifications' section 7 (docs/spec)", () => {
    const files = ["access-and-account.md", "marketplace.md"].map((name) => resolve(SPEC_DIR, name));
    expect(extractDocumentedCalls(read(files[0] ?? ""), read(files[1] ?? ""))).toEqual(documented);
  });

  it("the extractor normalises hosts, query strings, paired paths, WebSockets, the page path and payloads", () => {
    const access = [
      "## 7. The calls it makes",
      "| Method and path | Payload / query | Answer and use |",
      "|---|---|---|",
      "| GET /api/message/list?offset={n} | page of 10 | data, count |",
      "| POST /api/profile/init | first_name, code (integer); temporary token as Authorization, no Profile-Id | ok |",
      "| POST /api/profile/signin | username, or username and password; no auth header | tokens |",
      "- A websocket connection to the provider host at /api/profile/connect carries profile_id and access_token.",
      "## 8. Errors",
      "| GET /not/a/call | none | none |",
    ].join("\n");
    const marketplace = [
      "## 7. The calls it makes",
      "| Method | Path | Payload / query | Response use |",
      "|---|---|---|---|",
      "| GET | /a/list and /b/list | limit, offset | data |",
      "| POST | {upload host}/api/upload/multi | multipart: files, folder (default 'public'); progress, cancellable | file |",
      "| POST | /api/batch | requests list of {identifier, method, url} | items |",
      "| PUT | /c/edit | field values plus id | message |",
      "| GET | /x/get | id, form_id (or a custom get url; profile link uses /api/y/get) | data |",
      "| GET | /geo | lat, lng; no authorization or profile headers | data |",
      "| GET | page path | for CMS widgets | widgets |",
    ].join("\n");
    const routes = extractDocumentedCalls(access, marketplace).map(
      (c) => `${c.method} ${c.path} ${c.headers} [${c.query}] [${c.body}]`,
    );
    expect(routes).toEqual([
      "GET /api/message/list default [offset] []",
      "POST /api/profile/init authorization-only [] [first_name,code]",
      "POST /api/profile/signin none [] [username,password]",
      "GET /api/profile/connect default [profile_id,access_token] []",
      "GET /a/list default [limit,offset] []",
      "GET /b/list default [limit,offset] []",
      "POST /api/upload/multi default [] [files,folder]",
      "POST /api/batch default [] [requests]",
      "PUT /c/edit default [] [id]",
      "GET /x/get default [id,form_id] []",
      "GET /api/y/get default [id,form_id] []",
      "GET /geo none [lat,lng] []",
      "GET /api/page default [] []",
    ]);
  });

  it("every documented call is an operation with its method, path, query, body fields and headers", () => {
    expect(documentedCallProblems(contract, documented)).toEqual([]);
  });
});

describe("the contract", () => {
  it("gives every operation a unique camelCase operationId", () => {
    expect(operationIdProblems(contract)).toEqual([]);
  });

  it("gives every operation a success schema (JSON, except the WebSocket frame, redirects and HTML/files)", () => {
    expect(successProblems(contract)).toEqual([]);
  });

  it("answers every documented call with the fields the specifications read from it", () => {
    expect(answerProblems(contract, documented)).toEqual([]);
  });

  it("gives every operation ErrorBody error responses: 500 always, 401/403 with the headers, 400 with input", () => {
    expect(errorProblems(contract)).toEqual([]);
  });

  it("gives every parameter a schema and every non-GET operation but the bodiless ones a strict request body", () => {
    expect(requestBodyProblems(contract)).toEqual([]);
    expect(parameterProblems(contract)).toEqual([]);
  });

  it("defines Authorization and Profile-Id as security schemes, sent by default", () => {
    expect(securityProblems(contract)).toEqual([]);
  });

  it("has the provider, website and upload servers and puts off-provider calls on their host", () => {
    expect(serverProblems(contract)).toEqual([]);
  });

  it("has a component schema, with the specified fields, for every entity named", () => {
    expect(entityProblems(contract)).toEqual([]);
    expect(pagedProblems(contract)).toEqual([]);
    expect(enumProblems(contract)).toEqual([]);
  });

  it("keeps the specifications' spellings on the wire", () => {
    expect(spellingProblems(contract)).toEqual([]);
  });

  it("resolves every $ref", () => {
    expect(refProblems(contract)).toEqual([]);
  });

  it("records every x-decision, by location and text, in docs/decisions/contract.md (and nothing stale)", () => {
    expect(decisionProblems(contract, decisionsFile)).toEqual([]);
  });
});

describe("each check fails on a broken copy of the contract", () => {
  /** A deep copy of the contract after `change`, so the real file is never touched. */
  const broken = (change: (doc: Node) => void): Node => {
    const copy = structuredClone(contract);
    change(copy);
    return copy;
  };
  const paths = (doc: Node) => node(doc.paths);
  const schemas = (doc: Node) => node(node(doc.components).schemas);
  const op = (doc: Node, path: string, method: string) => node(node(paths(doc)[path])[method]);

  it("a removed operation, query parameter, body field or header rule", () => {
    const noClose = broken((doc) => Reflect.deleteProperty(paths(doc), "/api/ticket/close"));
    expect(documentedCallProblems(noClose, documented)).toEqual([
      "access-and-account: 'PUT /api/ticket/close': no PUT /api/ticket/close in the contract",
    ]);
    const noOffset = broken((doc) => {
      op(doc, "/api/message/list", "get").parameters = [{ $ref: "#/components/parameters/Limit" }];
    });
    expect(documentedCallProblems(noOffset, documented)).toContain(
      "access-and-account: 'GET /api/message/list?offset={n}': no query parameter offset",
    );
    const noSection = broken((doc) => {
      Reflect.deleteProperty(node(node(schemas(doc).CreateTicketRequest).properties), "section_id");
    });
    expect(documentedCallProblems(noSection, documented)).toEqual([
      "access-and-account: 'POST /api/ticket/create': no request body field section_id",
    ]);
    const signinWithHeaders = broken((doc) =>
      Reflect.deleteProperty(op(doc, "/api/profile/signin", "post"), "security"),
    );
    expect(documentedCallProblems(signinWithHeaders, documented)).toHaveLength(1);
  });

  it("a missing or duplicated operationId", () => {
    const doc = broken((d) => {
      Reflect.deleteProperty(op(d, "/api/ticket/get", "get"), "operationId");
      op(d, "/api/ticket/close", "put").operationId = "replyTicket";
    });
    expect(operationIdProblems(doc)).toHaveLength(2);
  });

  it("a removed success schema, error response or request body", () => {
    const doc = broken((d) => {
      const wallet = node(op(d, "/api/financial/balance/wallet", "get").responses);
      Reflect.deleteProperty(wallet, "200");
      Reflect.deleteProperty(wallet, "401");
      Reflect.deleteProperty(op(d, "/api/ticket/create", "post"), "requestBody");
      op(d, "/api/ticket/get", "get").parameters = [{ name: "id", in: "query" }];
    });
    expect(successProblems(doc)).toHaveLength(1);
    expect(answerProblems(doc, documented)).toEqual([
      "GET /api/financial/balance/wallet (getWallet): no data.balance",
      "GET /api/financial/balance/wallet (getWallet): no data.withdrawable_balance",
    ]);
    expect(errorProblems(doc)).toHaveLength(1);
    expect(requestBodyProblems(doc)).toHaveLength(1);
    expect(parameterProblems(doc)).toEqual([
      "GET /api/ticket/get (getTicket): parameter id without name, in or schema",
    ]);
  });

  it("a removed security scheme or server", () => {
    const doc = broken((d) => {
      Reflect.deleteProperty(node(node(d.components).securitySchemes), "profileId");
      d.servers = list(d.servers).slice(0, 2);
    });
    expect(securityProblems(doc).length).toBeGreaterThan(0);
    expect(serverProblems(doc)).toContain("servers are not provider, website and upload");
  });

  it("a removed schema, field or spelling", () => {
    const doc = broken((d) => {
      Reflect.deleteProperty(schemas(d), "Receipt");
      Reflect.deleteProperty(node(node(schemas(d).ServiceItem).properties), "parnet_ignore_fields");
    });
    expect(entityProblems(doc)).toEqual([
      "service item (ServiceItem): no parnet_ignore_fields",
      "receipt: no schema Receipt",
    ]);
    expect(spellingProblems(doc)).toEqual(["ServiceItem.parnet_ignore_fields is missing"]);
    expect(refProblems(doc).length).toBeGreaterThan(0);
  });

  it("an x-decision changed, added or missing from the decisions file", () => {
    const doc = broken((d) => {
      op(d, "/api/batch", "post")["x-decision"] = "Something else.";
      node(schemas(d).Wallet)["x-decision"] = "Balances are tomans.";
    });
    expect(decisionProblems(doc, decisionsFile)).toEqual([
      'batch: docs/decisions/contract.md does not carry the x-decision "Something else."',
      "Wallet: x-decision missing from docs/decisions/contract.md",
    ]);
    const stale = `${decisionsFile}\n- \`getWallet\` (GET /api/financial/balance/wallet): gone.\n`;
    expect(decisionProblems(contract, stale)).toEqual([
      "docs/decisions/contract.md lists getWallet, which has no x-decision",
    ]);
  });
});
