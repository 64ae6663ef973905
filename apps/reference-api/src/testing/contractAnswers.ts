import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context/env";
import type { ContractChecker } from "./contract";

/** An answer that broke the contract: which call, and what was wrong. */
export interface ContractBreak {
  call: string;
  problems: string[];
  body: string;
}

const breaks: ContractBreak[] = [];

/** The breaks recorded since the last call, emptied (the test setup fails the running test on any). */
export function takeContractBreaks(): ContractBreak[] {
  return breaks.splice(0, breaks.length);
}

const BINARY = /^(image|audio|video|font)\/|octet-stream|pdf/;

/** The text of a body as the client reads it, after its content encoding. */
function decode(encoding: string | null, bytes: Uint8Array): string {
  const plain =
    encoding === "br"
      ? brotliDecompressSync(bytes)
      : encoding === "gzip"
        ? gunzipSync(bytes)
        : encoding === "deflate"
          ? inflateSync(bytes)
          : bytes;
  return new TextDecoder().decode(plain);
}

/**
 * Test-mode middleware: every answer to a documented operation is checked against that operation's response
 * schema for its status; an undocumented status or a body outside the schema is recorded as a break. The answer
 * itself is left untouched, so the test sees what a client would.
 */
export function checkAnswers(contract: ContractChecker): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const found = contract.match(c.req.method, c.req.path);
    if (!found) return;
    const res = c.res;
    // A WebSocket handshake is answered on the socket (101), not by this response object.
    const upgraded = c.req.header("upgrade")?.toLowerCase() === "websocket" && res.status < 300;
    const status = upgraded ? 101 : res.status;
    const contentType = upgraded ? "" : (res.headers.get("content-type") ?? "");
    let text = "";
    let body: unknown = null;
    if (!upgraded && !BINARY.test(contentType) && res.body) {
      text = decode(res.headers.get("content-encoding"), new Uint8Array(await res.clone().arrayBuffer()));
      body = text;
      if (contentType.includes("json")) {
        try {
          body = text === "" ? null : JSON.parse(text);
        } catch {
          breaks.push({ call: `${c.req.method} ${c.req.path}`, problems: ["body is not JSON"], body: text });
          return;
        }
      }
    }
    const problems = upgraded
      ? found.responses["101"]
        ? []
        : [{ path: "/status", message: `status 101 is not documented for ${found.operationId}` }]
      : contract.responseProblems(found.operationId, status, contentType, body);
    if (problems.length === 0) return;
    breaks.push({
      call: `${c.req.method} ${c.req.path} → ${status} (${found.operationId})`,
      problems: problems.map((p) => `${p.path}: ${p.message}`),
      body: text.slice(0, 600),
    });
  };
}
