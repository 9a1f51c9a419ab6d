/**
 * Finds the first byte that is not valid UTF-8. `TextDecoder` with `fatal` only says "no";
 * the page wants to say where.
 */

/** Position of the first invalid byte, or null. A sequence cut by the end counts only when complete. */
export function firstInvalidUtf8(
  bytes: Uint8Array,
  partial: boolean,
): { offset: number; byte: number; line: number } | null {
  let line = 1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 0x0a) line += 1;
    let extra = 0;
    if (b < 0x80) extra = 0;
    else if (b >= 0xc2 && b <= 0xdf) extra = 1;
    else if (b >= 0xe0 && b <= 0xef) extra = 2;
    else if (b >= 0xf0 && b <= 0xf4) extra = 3;
    else return { offset: i, byte: b, line };
    if (i + extra >= bytes.length) return partial ? null : { offset: i, byte: b, line };
    for (let k = 1; k <= extra; k += 1) {
      if ((bytes[i + k] & 0xc0) !== 0x80) return { offset: i, byte: b, line };
    }
    i += extra + 1;
  }
  return null;
}
