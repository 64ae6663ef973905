// A tiny static file server for built output, on 127.0.0.1 with a free port. When the build carries a `csp.json`
// (the static Storybook's post-build step writes one), every answer carries its Content-Security-Policy.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { basename, extname, join, normalize } from "node:path";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
};

/** Serve `root`; resolves to { url, close }. */
export function serveStatic(root) {
  const cspFile = join(root, "csp.json");
  const policies = existsSync(cspFile) ? JSON.parse(readFileSync(cspFile, "utf8")) : null;
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    const headers = { "content-type": types[extname(file)] ?? "application/octet-stream" };
    const policy = policies?.[basename(file)] ?? policies?.["*"];
    if (policy) {
      headers["content-security-policy"] = policy;
      headers["x-content-type-options"] = "nosniff";
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
