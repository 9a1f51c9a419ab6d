/**
 * A JSON parser that keeps what Spark's reader (Jackson) sees and `JSON.parse` loses: a
 * number's text (`1.0` is a double to Spark, `1` a bigint, a 20-digit integer a decimal)
 * and the order of an object's fields. It accepts what Spark's JSON options accept by
 * default: single-quoted strings and `NaN` / `Infinity` (RULES.md §9).
 */
import { jsonWhyText, type JsonWhy } from './why';

/** A number as written: its text, and whether Jackson reads it as an integer token. */
export class JsonNumber {
  constructor(
    readonly text: string,
    readonly integral: boolean,
  ) {}
}

/** A parsed JSON value; objects keep their fields in order (a later duplicate wins). */
export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;
export type JsonObject = Map<string, JsonValue>;

/** Text that is not JSON, at a 1-based line and column of the text parsed. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly why: JsonWhy,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${jsonWhyText(why)} (line ${line}, column ${column})`);
    this.name = 'JsonSyntaxError';
  }
}

/** The words Jackson reads as numbers under Spark's `allowNonNumericNumbers`. */
const NON_NUMERIC = ['NaN', 'Infinity', '+Infinity', '-Infinity'];

const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;

class Parser {
  private i: number;

  constructor(
    private readonly text: string,
    start: number,
    private readonly end: number,
  ) {
    this.i = start;
  }

  fail(why: JsonWhy, at = this.i): never {
    let line = 1;
    let lineStart = 0;
    for (let k = this.text.indexOf('\n'); k !== -1 && k < at; k = this.text.indexOf('\n', k + 1)) {
      line++;
      lineStart = k + 1;
    }
    throw new JsonSyntaxError(why, line, at - lineStart + 1);
  }

  skipSpace(): void {
    while (this.i < this.end) {
      const c = this.text.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i++;
      else break;
    }
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.i >= this.end;
  }

  value(depth = 0): JsonValue {
    if (depth > 1000) this.fail({ id: 'nested' });
    this.skipSpace();
    if (this.i >= this.end) this.fail({ id: 'endsEarly' });
    const c = this.text[this.i];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"' || c === "'") return this.string(c);
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const)
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    for (const word of NON_NUMERIC)
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return new JsonNumber(word, false);
      }
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.text);
    if (m && m.index === this.i && this.i + m[0].length <= this.end) {
      this.i += m[0].length;
      const next = this.text.charCodeAt(this.i);
      // A leading zero (`007`) or a letter glued on: Jackson refuses the token.
      if (next >= 48 && next <= 57) this.fail({ id: 'leadingZero' });
      return new JsonNumber(m[0], m[1] === undefined && m[2] === undefined);
    }
    this.fail({ id: 'unexpected', char: c });
  }

  object(depth: number): JsonObject {
    const out: JsonObject = new Map();
    this.i++;
    this.skipSpace();
    if (this.text[this.i] === '}') {
      this.i++;
      return out;
    }
    for (;;) {
      this.skipSpace();
      const q = this.text[this.i];
      if (q !== '"' && q !== "'") this.fail({ id: 'fieldName' });
      const key = this.string(q);
      this.skipSpace();
      if (this.text[this.i] !== ':') this.fail({ id: 'colon' });
      this.i++;
      out.set(key, this.value(depth + 1));
      this.skipSpace();
      const c = this.text[this.i];
      this.i++;
      if (c === '}') return out;
      if (c !== ',') this.fail({ id: 'objectComma' }, this.i - 1);
    }
  }

  array(depth: number): JsonValue[] {
    const out: JsonValue[] = [];
    this.i++;
    this.skipSpace();
    if (this.text[this.i] === ']') {
      this.i++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth + 1));
      this.skipSpace();
      const c = this.text[this.i];
      this.i++;
      if (c === ']') return out;
      if (c !== ',') this.fail({ id: 'arrayComma' }, this.i - 1);
    }
  }

  string(quote: string): string {
    const start = ++this.i;
    let out = '';
    let from = start;
    for (;;) {
      if (this.i >= this.end) this.fail({ id: 'unclosed' }, start - 1);
      const c = this.text.charCodeAt(this.i);
      if (c === quote.charCodeAt(0)) {
        out += this.text.slice(from, this.i);
        this.i++;
        return out;
      }
      if (c < 32) this.fail({ id: 'control' });
      if (c !== 92) {
        this.i++;
        continue;
      }
      out += this.text.slice(from, this.i);
      const e = this.text[this.i + 1];
      const simple: Record<string, string> = {
        '"': '"',
        '\\': '\\',
        '/': '/',
        b: '\b',
        f: '\f',
        n: '\n',
        r: '\r',
        t: '\t',
        "'": "'",
      };
      if (e === 'u') {
        const hex = this.text.slice(this.i + 2, this.i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail({ id: 'unicodeEscape' });
        out += String.fromCharCode(parseInt(hex, 16));
        this.i += 6;
      } else if (e !== undefined && e in simple && (e !== "'" || quote === "'")) {
        out += simple[e];
        this.i += 2;
      } else this.fail({ id: 'escape', escape: e ?? '' });
      from = this.i;
    }
  }
}

/**
 * Parses one JSON value spanning `text[start, end)` (all of it by default); anything but
 * white space after the value is an error.
 */
export function parseJson(text: string, start = 0, end = text.length): JsonValue {
  const p = new Parser(text, start, end);
  const v = p.value();
  if (!p.atEnd()) p.fail({ id: 'trailing' });
  return v;
}
