/**
 * Spark DDL schema strings (`id INT, cpf STRING`), the way a user writes a schema for
 * `spark.read.schema(...)`: here they override the inferred type of the named columns.
 * Pure parser with errors that say where and what (a position and a suggestion).
 */
import { closest } from '../parse/suggest';
import type { SparkType } from './spark-csv';

/** One `name type` of a DDL string. */
export interface DdlField {
  name: string;
  type: SparkType | { kind: 'smallint' | 'tinyint' | 'float' | 'binary' };
  /** The type as Spark names it (`int`, `decimal(12,2)`). */
  typeName: string;
}

/** A DDL string that cannot be read; `offset` is where, 0-based. */
export class DdlError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'DdlError';
  }
}

const SIMPLE: Record<string, DdlField['type']> = {
  string: { kind: 'string' },
  int: { kind: 'int' },
  integer: { kind: 'int' },
  bigint: { kind: 'bigint' },
  long: { kind: 'bigint' },
  smallint: { kind: 'smallint' },
  short: { kind: 'smallint' },
  tinyint: { kind: 'tinyint' },
  byte: { kind: 'tinyint' },
  double: { kind: 'double' },
  float: { kind: 'float' },
  real: { kind: 'float' },
  boolean: { kind: 'boolean' },
  date: { kind: 'date' },
  timestamp: { kind: 'timestamp' },
  timestamp_ltz: { kind: 'timestamp' },
  timestamp_ntz: { kind: 'timestamp' },
  binary: { kind: 'binary' },
};
const DECIMALS = ['decimal', 'dec', 'numeric'];
const SIZED_TEXT = ['varchar', 'char'];
const KNOWN = [...Object.keys(SIMPLE), ...DECIMALS, ...SIZED_TEXT];

function typeName(t: DdlField['type']): string {
  return t.kind === 'decimal' ? `decimal(${t.precision},${t.scale})` : t.kind;
}

/** A tiny cursor over the text. */
class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  done(): boolean {
    this.skipSpace();
    return this.pos >= this.text.length;
  }
  word(): string {
    this.skipSpace();
    const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.pos));
    if (!m) return '';
    this.pos += m[0].length;
    return m[0];
  }
  integer(): number | null {
    this.skipSpace();
    const m = /^\d+/.exec(this.text.slice(this.pos));
    if (!m) return null;
    this.pos += m[0].length;
    return Number(m[0]);
  }
  eat(ch: string): boolean {
    this.skipSpace();
    if (this.peek() !== ch) return false;
    this.pos++;
    return true;
  }
}

function fieldName(c: Cursor, index: number): string {
  c.skipSpace();
  const start = c.pos;
  if (c.peek() === '`') {
    let name = '';
    c.pos++;
    for (;;) {
      if (c.pos >= c.text.length)
        throw new DdlError(
          `field ${index + 1}: the name opened with \` at ${start + 1} is never closed`,
          start,
        );
      const ch = c.text[c.pos++];
      if (ch === '`') {
        if (c.peek() === '`') {
          name += '`';
          c.pos++;
        } else return name;
      } else name += ch;
    }
  }
  const m = /^[^\s,:`]+/.exec(c.text.slice(c.pos));
  if (!m)
    throw new DdlError(
      `field ${index + 1}: expected a column name at position ${start + 1}`,
      start,
    );
  c.pos += m[0].length;
  return m[0];
}

function fieldType(c: Cursor, name: string): DdlField['type'] {
  c.skipSpace();
  const start = c.pos;
  const word = c.word().toLowerCase();
  if (!word)
    throw new DdlError(
      `column \`${name}\`: expected a type at position ${start + 1} (e.g. \`${name} STRING\`)`,
      start,
    );
  if (c.peek() === '<' || ['array', 'map', 'struct'].includes(word)) {
    throw new DdlError(`column \`${name}\`: ${word} is not a type a CSV column can have`, start);
  }
  if (SIMPLE[word]) return SIMPLE[word];
  if (SIZED_TEXT.includes(word)) {
    if (c.eat('(')) {
      if (c.integer() === null || !c.eat(')'))
        throw new DdlError(
          `column \`${name}\`: write ${word}(n) with a length, e.g. ${word}(20)`,
          start,
        );
    }
    return { kind: 'string' };
  }
  if (DECIMALS.includes(word)) {
    let precision = 10;
    let scale = 0;
    if (c.eat('(')) {
      const p = c.integer();
      const s = c.eat(',') ? c.integer() : 0;
      if (p === null || s === null || !c.eat(')'))
        throw new DdlError(
          `column \`${name}\`: write decimal(precision, scale), e.g. decimal(12,2)`,
          start,
        );
      precision = p;
      scale = s;
    }
    if (precision < 1 || precision > 38)
      throw new DdlError(
        `column \`${name}\`: decimal precision must be 1 to 38 (got ${precision})`,
        start,
      );
    if (scale > precision)
      throw new DdlError(
        `column \`${name}\`: decimal scale ${scale} is larger than its precision ${precision}`,
        start,
      );
    return { kind: 'decimal', precision, scale };
  }
  const near = closest(word, KNOWN, 1);
  throw new DdlError(
    `column \`${name}\`: unknown type \`${word}\`${near.length ? ` (did you mean ${near[0]}?)` : ''}`,
    start,
  );
}

/** Skips `NOT NULL` and `COMMENT '…'` after a type, which do not change how it is read. */
function trailing(c: Cursor, name: string): void {
  for (;;) {
    c.skipSpace();
    const save = c.pos;
    const word = c.word().toLowerCase();
    if (word === 'not') {
      if (c.word().toLowerCase() !== 'null')
        throw new DdlError(`column \`${name}\`: expected NULL after NOT`, c.pos);
    } else if (word === 'comment') {
      c.skipSpace();
      const m = /^'(?:[^'\\]|\\.)*'/.exec(c.text.slice(c.pos));
      if (!m) throw new DdlError(`column \`${name}\`: COMMENT needs a quoted text`, c.pos);
      c.pos += m[0].length;
    } else {
      c.pos = save;
      return;
    }
  }
}

/** Parses a DDL string; throws `DdlError`. An empty string is no override. */
export function parseSparkDdl(text: string): DdlField[] {
  const c = new Cursor(text);
  const fields: DdlField[] = [];
  const seen = new Map<string, number>();
  while (!c.done()) {
    const at = c.pos;
    const name = fieldName(c, fields.length);
    c.eat(':');
    const type = fieldType(c, name);
    trailing(c, name);
    const key = name.toLowerCase();
    if (seen.has(key)) throw new DdlError(`column \`${name}\` is given twice`, at);
    seen.set(key, fields.length);
    fields.push({ name, type, typeName: typeName(type) });
    if (c.done()) break;
    if (!c.eat(',')) {
      throw new DdlError(
        `after \`${name} ${typeName(type)}\`: expected a comma at position ${c.pos + 1}, found \`${c.text.slice(c.pos, c.pos + 10)}\``,
        c.pos,
      );
    }
    if (c.done()) throw new DdlError('the schema ends with a comma', c.pos);
  }
  return fields;
}
