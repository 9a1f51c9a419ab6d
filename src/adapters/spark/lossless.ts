/**
 * JSON read without losing a number's spelling: `1.0`, `1.0E20` and a 20-digit integer
 * stay the text they were written as, so rows written by Spark and by dqw compare as
 * written, not as JavaScript numbers.
 */
/** A number as it was written. */
export class Num {
  constructor(readonly text: string) {}
}

export type Lossless = null | boolean | string | Num | Lossless[] | { [key: string]: Lossless };

export function parseLossless(text: string): Lossless {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i])) i++;
  };
  const value = (): Lossless => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const out: { [key: string]: Lossless } = {};
      ws();
      if (text[i] === '}') return (i++, out);
      for (;;) {
        ws();
        const key = value() as string;
        ws();
        i++; // :
        out[key] = value();
        ws();
        if (text[i++] === '}') return out;
      }
    }
    if (c === '[') {
      i++;
      const out: Lossless[] = [];
      ws();
      if (text[i] === ']') return (i++, out);
      for (;;) {
        out.push(value());
        ws();
        if (text[i++] === ']') return out;
      }
    }
    if (c === '"') {
      const start = i;
      i++;
      while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      return JSON.parse(text.slice(start, i)) as string;
    }
    if (text.startsWith('true', i)) return ((i += 4), true);
    if (text.startsWith('false', i)) return ((i += 5), false);
    if (text.startsWith('null', i)) return ((i += 4), null);
    const m = /^-?[0-9][0-9.eE+-]*/.exec(text.slice(i, i + 64));
    if (!m) throw new Error(`not JSON at ${i}: ${text.slice(i, i + 20)}`);
    i += m[0].length;
    return new Num(m[0]);
  };
  return value();
}

/**
 * A row's canonical text: keys sorted, NULL fields dropped (Spark's JSON writer leaves
 * them out), numbers as spelled.
 */
export function canonicalRow(line: string): string {
  return canonicalOf(parseLossless(line));
}

/** The canonical text of a value already read. */
export function canonicalOf(value: Lossless): string {
  const walk = (v: Lossless): string => {
    if (v === null) return 'null';
    if (Array.isArray(v)) return `[${v.map(walk).join(',')}]`;
    if (v instanceof Num) return v.text;
    if (typeof v === 'object') {
      const o = v as { [key: string]: Lossless };
      return `{${Object.keys(o)
        .filter((k) => o[k] !== null)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${walk(o[k])}`)
        .join(',')}}`;
    }
    return JSON.stringify(v);
  };
  return walk(value);
}
