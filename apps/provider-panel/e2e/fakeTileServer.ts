import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";

/** A local stand-in for a tile server: the end-to-end suites never reach the internet. */
export interface FakeTileServer {
  /** The XYZ template to give MAP_TILE_URL. */
  template: string;
  /** Tiles asked for so far (paths). */
  requests: string[];
  /** `refuse` drops every connection, as a blocked host or a dead server does. */
  mode: "serve" | "refuse";
  close(): Promise<void>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 tile: pale land with darker grid lines, so a screenshot shows that tiles are drawn. */
function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const line = x % 64 === 0 || y % 64 === 0;
      const [r, g, b] = line ? [200, 196, 184] : [242, 239, 233];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Starts a tile server on 127.0.0.1 (a free port) answering /{z}/{x}/{y}.png with one PNG. */
export async function startFakeTileServer(): Promise<FakeTileServer> {
  const png = tilePng();
  const state: Pick<FakeTileServer, "requests" | "mode"> = { requests: [], mode: "serve" };
  const server: Server = createServer((request, response) => {
    if (state.mode === "refuse") {
      request.socket.destroy();
      return;
    }
    state.requests.push(request.url ?? "");
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(404).end();
      return;
    }
    // no-store: a test that refuses tiles must not be answered from the browser's cache.
    response.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
