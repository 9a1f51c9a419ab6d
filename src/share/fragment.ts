/**
 * JSON carried in a URL fragment: deflated (raw) and base64url-encoded, so it stays short
 * and needs no escaping. Share links and class-pack links both travel this way.
 */

async function through(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** Inflates at most `max` bytes; more throws (a small link must not fill the memory). */
async function inflateAtMost(bytes: Uint8Array, max: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new FragmentTooBig(max);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The fragment inflates to more than its reader accepts. */
export class FragmentTooBig extends Error {
  override name = 'FragmentTooBig';
  constructor(readonly max: number) {
    super(`The link holds more than ${max} bytes.`);
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** `value` as JSON, deflated and base64url-encoded. */
export async function packJson(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  return toBase64Url(await through(json, new CompressionStream('deflate-raw')));
}

/**
 * The value {@link packJson} made. Throws {@link FragmentTooBig} past `maxBytes` of JSON,
 * and any other error when the text is not such a value (cut short, altered).
 */
export async function unpackJson(text: string, maxBytes: number): Promise<unknown> {
  const json = await inflateAtMost(fromBase64Url(text), maxBytes);
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
}
