/**
 * Plain-JS renderings of DuckDB values, shared by every adapter so that DuckDB-WASM
 * (values arrive as Arrow) and native DuckDB (values arrive as node-api objects) give
 * byte-identical rows. No Node or DOM imports: the browser worker uses this file too.
 */

const MICROS_PER_DAY = 86_400_000_000n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** DuckDB's sentinels for `infinity` / `-infinity` dates and timestamps. */
const DATE_INF = 2_147_483_647;
const TS_INF = 9_223_372_036_854_775_807n;

const pad = (n: number | bigint, width: number): string => String(n).padStart(width, '0');

/** An integer as a number when it is exactly representable, else its decimal digits. */
export function bigintToPlain(v: bigint): number | string {
  return v >= -MAX_SAFE && v <= MAX_SAFE ? Number(v) : v.toString();
}

/** A DECIMAL given as its unscaled integer and scale, as a JS number (DECIMAL → number). */
export function decimalToNumber(unscaled: bigint, scale: number): number {
  if (scale === 0) return Number(unscaled);
  // Going through the decimal text keeps the nearest double (1.1 stays 1.1, not 1.1000000000000001).
  const neg = unscaled < 0n;
  const digits = (neg ? -unscaled : unscaled).toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(neg ? `-${text}` : text);
}

/** Days since 1970-01-01 → proleptic Gregorian `[year, month, day]` (Hinnant's algorithm). */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

function dateText(days: number): { text: string; bc: boolean } {
  const [y, m, d] = civilFromDays(days);
  // DuckDB writes year 0 as 1 BC, -1 as 2 BC, and so on.
  const bc = y <= 0;
  return { text: `${pad(bc ? 1 - y : y, 4)}-${pad(m, 2)}-${pad(d, 2)}`, bc };
}

/** DATE (days since epoch) → `YYYY-MM-DD`, as DuckDB prints it. */
export function formatDate(days: number): string {
  if (days === DATE_INF) return 'infinity';
  if (days === -DATE_INF) return '-infinity';
  const { text, bc } = dateText(days);
  return bc ? `${text} (BC)` : text;
}

/** TIME (microseconds since midnight) → `HH:MM:SS[.ffffff]`, trailing zeros trimmed. */
export function formatTime(micros: bigint): string {
  const secs = micros / 1_000_000n;
  const frac = micros % 1_000_000n;
  const hms = `${pad(secs / 3600n, 2)}:${pad((secs / 60n) % 60n, 2)}:${pad(secs % 60n, 2)}`;
  return frac === 0n ? hms : `${hms}.${pad(frac, 6).replace(/0+$/, '')}`;
}

/**
 * TIMESTAMP (microseconds since epoch) → `YYYY-MM-DD HH:MM:SS[.ffffff]`. A zoned
 * timestamp (TIMESTAMP WITH TIME ZONE) is rendered in UTC with a `+00` suffix.
 */
export function formatTimestamp(micros: bigint, zoned = false): string {
  if (micros === TS_INF) return 'infinity';
  if (micros === -TS_INF) return '-infinity';
  let days = micros / MICROS_PER_DAY;
  let rest = micros % MICROS_PER_DAY;
  if (rest < 0n) {
    rest += MICROS_PER_DAY;
    days -= 1n;
  }
  const { text, bc } = dateText(Number(days));
  return `${text} ${formatTime(rest)}${zoned ? '+00' : ''}${bc ? ' (BC)' : ''}`;
}

/** BLOB bytes → lowercase hex (`\xAA\x00` → `aa00`). */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** INTERVAL as a plain object (there is no single portable text form). */
export interface PlainInterval {
  months: number;
  days: number;
  micros: number | string;
}
