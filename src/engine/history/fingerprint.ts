/**
 * Fingerprints: a 64-bit FNV-1a hash (two 32-bit lanes with different offsets), fed in
 * chunks so a large file can be hashed as it is read. Not cryptographic: it tells two
 * files or two documents apart, nothing more. The page and the CLI compute the same value
 * for the same bytes, so their history records can be compared.
 */
import type { ParsedDocument } from '../types';

export class Fingerprint {
  private a = 0x811c9dc5;
  private b = 0x050c5d1f;

  update(bytes: Uint8Array): this {
    let { a, b } = this;
    for (let i = 0; i < bytes.length; i++) {
      a = Math.imul(a ^ bytes[i], 0x01000193);
      b = Math.imul(b ^ bytes[i], 0x01000193) ^ (a >>> 15);
    }
    this.a = a;
    this.b = b;
    return this;
  }

  /** 16 hex digits. */
  digest(): string {
    const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
    return hex(this.a) + hex(this.b);
  }
}

/** The fingerprint of a string's UTF-8 bytes. */
export function fingerprintText(text: string): string {
  return new Fingerprint().update(new TextEncoder().encode(text)).digest();
}

/** JSON with object keys sorted, so the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of what a document asserts: its on_failure and its expanded rules with
 * their parameters (order matters, whitespace and key order do not).
 */
export function documentFingerprint(doc: ParsedDocument): string {
  const rules = doc.rules.map((r) => ({
    type: r.type,
    code: r.code,
    params: Object.fromEntries(Object.entries(r.params).map(([k, p]) => [k, p.value])),
  }));
  return fingerprintText(canonicalJson({ on_failure: doc.onFailure, rules }));
}
