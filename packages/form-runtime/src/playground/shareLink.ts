/** Query parameter that carries a pasted payload in a share link. */
export const SHARE_PARAM = "payload";

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream) {
  const body = new Response(bytes).body;
  if (!body) throw new Error("no body");
  return new Uint8Array(await new Response(body.pipeThrough(stream)).arrayBuffer());
}

/** The playground text as deflate-compressed base64url, short enough for a URL (the browser's own compressor). */
export async function encodeSharePayload(text: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw")));
}

/** The text of a share payload, or null when it is not one (a cut link, a hand-edited URL). */
export async function decodeSharePayload(payload: string): Promise<string | null> {
  try {
    return new TextDecoder().decode(
      await pipe(fromBase64Url(payload), new DecompressionStream("deflate-raw")),
    );
  } catch {
    return null;
  }
}

/** `url` with the payload parameter set (other parameters, such as Storybook's story path, kept). */
export function withSharePayload(url: string, payload: string): string {
  const target = new URL(url);
  target.searchParams.set(SHARE_PARAM, payload);
  return target.toString();
}
