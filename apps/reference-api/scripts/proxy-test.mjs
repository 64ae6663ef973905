#!/usr/bin/env node
// Two compiled instances (node dist/main.js) on one PostgreSQL behind nginx (Debian's package), as production runs
// them. Through the proxy it signs in, uploads, opens the event socket, sends a chat reply and waits for the live
// event; then, with traffic running (ticket writes, reads, uploads, files), it stops one instance with SIGTERM.
// It fails on any request that fails, any acknowledged write that cannot be read back afterwards, a socket that
// does not come back, or an instance that does not exit 0 within its bound. Needs DATABASE_URL (a server where
// it may create a database): from the repository root,
//   bash scripts/with-postgres.sh pnpm --filter @ceremony/reference-api test:proxy
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import sharp from "sharp";
import WebSocket from "ws";

const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const say = (text) => console.log(`[proxy-test ${seconds()}s] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const admin = process.env.DATABASE_URL;
if (!admin) {
  console.error(
    "test:proxy needs DATABASE_URL: bash scripts/with-postgres.sh pnpm --filter @ceremony/reference-api test:proxy",
  );
  process.exit(1);
}
const nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((path) => existsSync(path));
if (!nginx) {
  console.error("nginx is not installed: run bash scripts/bootstrap.sh --test (Debian's nginx)");
  process.exit(1);
}

const PHONE = "09120000001";
const PROFILE = 101;
/** A seeded accepted item of profile 101 with a chat (marketplace seed). */
const CHAT_ITEM = 141;
const SOCKET_EVENTS = "ceremony-events";
/** SIGTERM bound given to the instances; the test allows a little more before calling it stuck. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const work = mkdtempSync(join(tmpdir(), "proxy-test-"));
const children = [];
let database = "";

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function createDatabase() {
  const name = `proxy_test_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  database = name;
  return url.toString();
}

async function dropDatabase() {
  if (!database) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
}

/** Starts `node dist/main.js`; resolves once it listens. */
async function startInstance(name, databaseUrl) {
  const port = await freePort();
  const dir = join(work, name);
  mkdirSync(dir);
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: apiDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dir, "data"),
      UPLOAD_DIR: join(dir, "uploads"),
      OTP_CODE: "12345",
      LOG_FORMAT: "json",
      TRUST_PROXY_HOPS: "1",
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      MARKETPLACE_REPLY_DELAY_MS: "300",
      SUPPORT_REPLY_DELAY_MS: "600000",
      // All traffic comes from one address: the per-client allowances are not what this test is about.
      OTP_CLIENT_REQUESTS_PER_WINDOW: "100000",
      OTP_GLOBAL_REQUESTS_PER_WINDOW: "100000",
      GUESS_FREE_TRIES: "100000",
    },
  });
  const instance = { name, port, child, log: "", exit: null };
  children.push(instance);
  child.stdout.on("data", (chunk) => {
    instance.log += chunk;
  });
  child.stderr.on("data", (chunk) => {
    instance.log += chunk;
  });
  instance.exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      instance.exit = { code, signal, at: performance.now() };
      resolve(instance.exit);
    }),
  );
  for (let i = 0; i < 600; i++) {
    if (instance.log.includes("reference API listening")) return instance;
    if (instance.exit) throw new Error(`${name} exited at start:\n${instance.log}`);
    await sleep(100);
  }
  throw new Error(`${name} did not start in 60 s:\n${instance.log}`);
}

/** nginx in the foreground on `port`, round robin over the instances, WebSocket upgrades passed through. */
async function startNginx(port, instances) {
  const dir = join(work, "nginx");
  mkdirSync(dir);
  const temp = (kind) => `${kind}_temp_path ${join(dir, kind)};`;
  const conf = `
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log ${join(dir, "access.log")};
  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}
  client_max_body_size 30m;
  upstream api {
${instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=30s;`).join("\n")}
  }
  map $http_upgrade $connection_upgrade { default upgrade; "" close; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      # A refused connection (an instance stopping) is retried on the next one; the body is buffered first. A POST
      # too: a connection accepted in the instant the listener closes is reset before the request is read (the
      # instance never saw it), and nginx would otherwise answer that POST 502. An instance answers everything it
      # has read before it exits, so only a request cut at SHUTDOWN_TIMEOUT_MS could run twice.
      proxy_next_upstream error timeout non_idempotent;
      proxy_read_timeout 120s;
    }
  }
}
`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const child = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const proxy = { name: "nginx", child, log: "", dir };
  children.push(proxy);
  child.stderr.on("data", (chunk) => {
    proxy.log += chunk;
  });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return proxy;
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error(`nginx did not start:\n${proxy.log}\n${readFileSync(join(dir, "error.log"), "utf8")}`);
}

/** Every request the test makes, and the ones that did not answer as expected. */
const record = { total: 0, failed: [] };

async function call(base, method, path, { token, body, form, expect = 200 } = {}) {
  record.total++;
  const headers = {};
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers["profile-id"] = String(PROFILE);
  }
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const type = response.headers.get("content-type") ?? "";
    const data = type.includes("json") ? await response.json() : Buffer.from(await response.arrayBuffer());
    if (response.status !== expect) {
      record.failed.push(
        `${method} ${path}: ${response.status} ${type.includes("json") ? JSON.stringify(data) : ""}`,
      );
      return null;
    }
    return data;
  } catch (error) {
    record.failed.push(`${method} ${path}: ${error.cause?.code ?? error.message}`);
    return null;
  }
}

async function signIn(base) {
  await call(base, "POST", "/api/profile/signin", { body: { username: PHONE } });
  const confirmed = await call(base, "POST", "/api/profile/signin_confirm", {
    body: { username: PHONE, signup: false, code: 12345 },
  });
  const token = confirmed?.data?.token?.access_token;
  if (!token) throw new Error(`sign-in through the proxy failed: ${record.failed.join("\n")}`);
  return token;
}

async function upload(base, token, photo) {
  const form = new FormData();
  form.append("folder", "public");
  form.append("files", new File([photo], "photo.png"));
  const answer = await call(base, "POST", "/api/upload/multi", { token, form });
  return answer?.data?.file?.[0]?.original.split(";") ?? [];
}

/**
 * An upload sent straight to one instance with its body trickling in over about a second: `sent` resolves once the
 * first part is out (the request is then in flight on that instance), `answer` with the status and body.
 */
function slowUpload(port, token) {
  const audio = Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVEfmt "), randomBytes(1024 * 1024)]);
  const boundary = `----proxytest${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="folder"\r\n\r\npublic\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="slow.wav"\r\n` +
      "content-type: audio/wav\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, audio, tail]);
  let markSent;
  const sent = new Promise((resolve) => {
    markSent = resolve;
  });
  const answer = new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/upload/multi",
        method: "POST",
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          "profile-id": String(PROFILE),
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(body.length),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode, text, bytes: audio.length }));
        res.on("error", (error) => resolve({ status: 0, text: error.code ?? error.message }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, text: error.code ?? error.message }));
    void (async () => {
      const pieces = 10;
      const size = Math.ceil(body.length / pieces);
      for (let i = 0; i < pieces; i++) {
        req.write(body.subarray(i * size, (i + 1) * size));
        if (i === 0) markSent();
        await sleep(100);
      }
      req.end();
    })();
  });
  return { sent, answer };
}

/** An event socket that reconnects like the panel's (any close but 4401/4403, after a short pause). */
function liveSocket(wsBase, token) {
  const socket = { events: [], closes: [], opens: 0, ws: null, stopped: false };
  const open = () =>
    new Promise((resolve) => {
      const ws = new WebSocket(`${wsBase}/api/profile/connect?profile_id=${PROFILE}`, [
        SOCKET_EVENTS,
        `bearer.${token}`,
      ]);
      socket.ws = ws;
      ws.on("open", () => {
        socket.opens++;
        resolve();
      });
      ws.on("message", (data) => socket.events.push(JSON.parse(String(data))));
      ws.on("error", () => undefined);
      ws.on("close", (code) => {
        socket.closes.push(code);
        if (socket.stopped || code === 4401 || code === 4403) return resolve();
        setTimeout(() => void open(), 200);
      });
    });
  socket.ready = open();
  socket.stop = () => {
    socket.stopped = true;
    socket.ws?.close();
  };
  return socket;
}

async function waitFor(check, what, ms = 10_000) {
  for (const until = performance.now() + ms; performance.now() < until; ) {
    if (check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function main() {
  say("building dist/main.js");
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
  if (build.status !== 0) throw new Error("build failed");
  const databaseUrl = await createDatabase();
  // One after the other: the first migrates and seeds, the second finds it done.
  const a = await startInstance("a", databaseUrl);
  const b = await startInstance("b", databaseUrl);
  const proxyPort = await freePort();
  await startNginx(proxyPort, [a, b]);
  const base = `http://127.0.0.1:${proxyPort}`;
  say(`instances on :${a.port} and :${b.port}, nginx on :${proxyPort}`);

  const token = await signIn(base);
  const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  const paths = await upload(base, token, photo);
  if (paths.length !== 3) throw new Error(`upload through the proxy failed: ${record.failed.join("\n")}`);
  // Round robin: each path is read through both instances.
  for (const path of [...paths, ...paths]) await call(base, "GET", `/uploads/${path}`);

  // Two sockets opened back to back with nothing between: one on each instance.
  const sockets = [
    liveSocket(`ws://127.0.0.1:${proxyPort}`, token),
    liveSocket(`ws://127.0.0.1:${proxyPort}`, token),
  ];
  await Promise.all(sockets.map((s) => s.ready));
  const replyEvents = () =>
    sockets.map((s) => s.events.filter((e) => e.type === "reply" && e.item_id === CHAT_ITEM).length);
  await call(base, "PUT", "/api/order/service/item/reply", {
    token,
    body: { item_id: CHAT_ITEM, message: "پیش از توقف یک نمونه", type: "text" },
  });
  await waitFor(() => replyEvents().every((n) => n >= 1), "the customer's reply event on both sockets");
  say("signed in, uploaded, chat reply answered live on both instances' sockets");

  // Traffic: each worker writes a ticket, reads it back, reads an upload, and now and then uploads.
  const written = [];
  let running = true;
  const worker = async (n) => {
    for (let round = 0; running; round++) {
      const created = await call(base, "POST", "/api/ticket/create", {
        token,
        body: { subject: `بار ${n}-${round}`, description: "در میانه‌ی توقف", section_id: null },
      });
      if (created) {
        written.push(created.data.id);
        await call(base, "GET", `/api/ticket/get?id=${created.data.id}`, { token });
      }
      await call(base, "GET", `/uploads/${paths[round % paths.length]}`);
      if (round % 5 === n % 5) {
        const more = await upload(base, token, photo);
        for (const path of more) await call(base, "GET", `/uploads/${path}`);
      }
    }
  };
  const workers = Array.from({ length: 6 }, (_, n) => worker(n));
  await waitFor(() => written.length >= 30, "traffic to warm up", 60_000);
  const before = record.total;
  // Sure to be in flight on a when the signal comes: an upload whose body is still arriving.
  const slow = slowUpload(a.port, token);
  await slow.sent;
  say(
    `SIGTERM to instance a with traffic running (${record.total} requests so far) and an upload arriving on it`,
  );
  const signalled = performance.now();
  a.child.kill("SIGTERM");
  const exit = await Promise.race([a.exited, sleep(SHUTDOWN_TIMEOUT_MS + 10_000).then(() => null)]);
  if (!exit) throw new Error(`instance a did not exit within ${SHUTDOWN_TIMEOUT_MS + 10_000} ms`);
  const stopMs = Math.round(exit.at - signalled);
  say(`instance a exited with ${exit.code ?? exit.signal} after ${stopMs} ms`);
  // Traffic goes on through the proxy for a while with one instance left.
  const afterStop = record.total;
  await sleep(2000);
  running = false;
  await Promise.all(workers);
  say(`${record.total - before} requests during and after the stop (${record.total - afterStop} after it)`);

  // The socket that was on a reconnects (1001) to b; a chat reply now reaches both sockets.
  await waitFor(() => sockets.every((s) => s.ws?.readyState === WebSocket.OPEN), "both sockets open again");
  const reconnected = sockets.filter((s) => s.closes.includes(1001) && s.opens >= 2).length;
  const seen = replyEvents();
  await call(base, "PUT", "/api/order/service/item/reply", {
    token,
    body: { item_id: CHAT_ITEM, message: "پس از توقف یک نمونه", type: "text" },
  });
  await waitFor(
    () => replyEvents().every((n, i) => n > (seen[i] ?? 0)),
    "a live event after the stop on both sockets",
  );
  for (const s of sockets) s.stop();

  // The upload that was arriving on a when it was told to stop was finished, and is served through the proxy.
  const slowAnswer = await slow.answer;
  const slowPath = slowAnswer.status === 200 ? JSON.parse(slowAnswer.text).data.file[0].original : "";
  const slowStored = slowPath ? await call(base, "GET", `/uploads/${slowPath}`) : null;
  const slowOk = slowStored?.length === slowAnswer.bytes;

  // No lost write: every ticket the server acknowledged is there, read through the proxy from the instance left.
  const lost = [];
  for (const id of written)
    if (!(await call(base, "GET", `/api/ticket/get?id=${id}`, { token }))) lost.push(id);

  // Nor a doubled one: a retried POST that had already been handled would leave a ticket nobody was answered for.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = await client.query("SELECT count(*)::int AS n FROM tickets WHERE subject LIKE 'بار %'");
  await client.end();
  const doubled = stored.rows[0].n - written.length;

  const aStoppedClean = exit.code === 0;
  const aLines = a.log.split("\n");
  const stopLine = aLines.findIndex((line) => line.includes("stopping (SIGTERM)"));
  const answeredByA = aLines.filter((line) => line.includes('"msg":"request"')).length;
  const finishedAfterSignal = aLines
    .slice(stopLine)
    .filter((line) => line.includes('"msg":"request"')).length;
  const problems = [
    ...record.failed.map((f) => `failed request: ${f}`),
    ...lost.map((id) => `lost write: ticket ${id}`),
    ...(doubled === 0
      ? []
      : [`${doubled} ticket(s) stored that no answer acknowledged (a retried write ran twice?)`]),
    ...(slowOk
      ? []
      : [`the upload in flight on a at SIGTERM: ${slowAnswer.status} ${slowAnswer.text.slice(0, 200)}`]),
    ...(aStoppedClean ? [] : [`instance a exited with ${exit.code ?? exit.signal}, not 0`]),
    ...(reconnected >= 1 ? [] : ["no socket was closed with 1001 and reconnected"]),
  ];
  say(
    `${record.total} requests, ${record.failed.length} failed; ${written.length} tickets written, ${lost.length} lost, ` +
      `${doubled} doubled; ` +
      `a answered ${answeredByA} requests (${finishedAfterSignal} of them in flight at SIGTERM) and stopped in ${stopMs} ms; ` +
      `${reconnected} socket(s) reconnected after 1001`,
  );
  if (problems.length > 0) {
    console.error(problems.slice(0, 30).join("\n"));
    throw new Error(`${problems.length} problem(s)`);
  }
  say("passed");
}

let status = 0;
try {
  await main();
} catch (error) {
  status = 1;
  console.error(`[proxy-test] FAILED: ${error.message}`);
  for (const c of children) console.error(`--- ${c.name} log (tail)\n${c.log.slice(-3000)}`);
} finally {
  // nginx's master stops its worker on SIGTERM (a SIGKILL would orphan it); the instances stop the same way.
  const alive = children.filter((c) => c.child.exitCode === null && c.child.signalCode === null);
  for (const c of alive) c.child.kill("SIGTERM");
  await Promise.race([
    Promise.all(alive.map((c) => new Promise((r) => c.child.once("exit", r)))),
    sleep(5000),
  ]);
  for (const c of alive)
    if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill("SIGKILL");
  await dropDatabase().catch((error) => console.error(`could not drop ${database}: ${error.message}`));
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
