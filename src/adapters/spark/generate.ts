/**
 * A seeded corpus for the Spark suite: small CSV files with NULLs, duplicates, empty
 * strings, extreme and negative numbers, NaN, dates, timestamps, unicode and awkward
 * column names, and random documents over every rule type, threshold form, `targets`,
 * codes, `warn`, scope and annotate. The same seed gives the same corpus.
 */

/** mulberry32: small, fast, and the same everywhere. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'int' | 'big' | 'double' | 'text' | 'date' | 'ts' | 'bool';
export interface GenColumn {
  name: string;
  kind: Kind;
}
export interface GenFile {
  columns: GenColumn[];
  csv: string;
  /** Each column's written values (empty = NULL), for picking rule parameters. */
  values: string[][];
}

const NAMES = [
  'id',
  'age',
  'amount',
  'name',
  'Email',
  'país',
  'created at',
  'score_2',
  'qty',
  'Código',
  'note',
  'flag',
];
const TEXTS = [
  'a',
  'b',
  'ana',
  'Bruno',
  'x@y.com',
  'n/a',
  'N/A',
  '-',
  'São Paulo',
  'ünï',
  '12',
  '007',
  'abc123',
  'A B',
];

export class Gen {
  private readonly r: () => number;
  constructor(readonly seed: number) {
    this.r = random(seed);
  }
  float(): number {
    return this.r();
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.r() * xs.length)];
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  some<T>(xs: readonly T[], lo: number, hi: number): T[] {
    const pool = [...xs];
    const n = Math.min(pool.length, this.int(lo, hi));
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(pool.splice(Math.floor(this.r() * pool.length), 1)[0]);
    return out;
  }

  private value(kind: Kind): string {
    switch (kind) {
      case 'int':
        return String(
          this.pick([0, 1, 2, 3, 5, 7, 10, 42, 99, 120, 121, 200, -1, -5, 2147483647, -2147483648]),
        );
      case 'big':
        return String(
          this.pick(['3000000000', '-9007199254740993', '12', '0', '9223372036854775807']),
        );
      case 'double':
        return this.pick([
          '0.5',
          '1.0',
          '2.25',
          '-3.75',
          '100.0',
          '1e3',
          '0.1',
          '99.99',
          '1.5E-4',
          '10',
          'NaN',
        ]);
      case 'text': {
        const t = this.pick(TEXTS);
        return t.includes(' ') || this.chance(0.1) ? `"${t}"` : t;
      }
      case 'date':
        return `20${this.pick(['24', '25', '26'])}-0${this.int(1, 9)}-1${this.int(0, 9)}`;
      case 'ts':
        return `2026-0${this.int(1, 3)}-1${this.int(0, 9)} ${String(this.int(0, 23)).padStart(2, '0')}:${this.pick(['00', '15', '30'])}:00`;
      case 'bool':
        return this.pick(['true', 'false']);
    }
  }

  file(): GenFile {
    const kinds: Kind[] = ['int', 'int', 'big', 'double', 'text', 'text', 'date', 'ts', 'bool'];
    const names = this.some(NAMES, 3, 7);
    const columns = names.map(
      (name, i) => ({ name, kind: i === 0 ? 'int' : this.pick(kinds) }) as GenColumn,
    );
    const rows = this.int(4, 24);
    const values: string[][] = columns.map(() => []);
    const lines: string[] = [];
    for (let i = 0; i < rows; i++) {
      const cells = columns.map((c, j) => {
        // A duplicate of the row before, now and then, for unique and duplicate_*.
        const v =
          i > 0 && this.chance(0.15)
            ? values[j][i - 1]
            : this.chance(0.15)
              ? ''
              : this.value(c.kind);
        values[j].push(v);
        return v;
      });
      lines.push(cells.join(','));
    }
    const header = columns.map((c) => (c.name.includes(' ') ? `"${c.name}"` : c.name)).join(',');
    return { columns, values, csv: `${header}\n${lines.join('\n')}\n` };
  }

  private threshold(percent: boolean): string {
    const n = () =>
      percent
        ? `${this.pick([0, 5, 10, 25, 50, 100])}%`
        : String(this.pick([0, 1, 2, 3, 5, 10, 50, 1000]));
    const op = this.pick(['=', '!=', '<>', '<', '<=', '>', '>=', 'between', 'not between']);
    if (op === 'between' || op === 'not between') {
      const a = this.pick([0, 1, 2, 5]);
      return `${op} ${a}${percent ? '%' : ''} and ${a + this.pick([1, 3, 10, 50])}${percent ? '%' : ''}`;
    }
    return `${op} ${n()}`;
  }

  private duration(): string {
    return `${this.pick(['<', '<=', '>', '>='])} ${this.pick([1, 12, 30, 400, 3650])}${this.pick(['d', 'h', 'w', 'D'])}`;
  }

  private numeric(file: GenFile): GenColumn | undefined {
    const xs = file.columns.filter(
      (c) => c.kind === 'int' || c.kind === 'big' || c.kind === 'double',
    );
    return xs.length ? this.pick(xs) : undefined;
  }

  private present(file: GenFile, c: GenColumn): string[] {
    const i = file.columns.indexOf(c);
    return [...new Set(file.values[i].filter((v) => v !== '' && !v.startsWith('"')))];
  }

  /** One rule over `file`'s columns, of a type picked at random. */
  rule(file: GenFile): Record<string, unknown> {
    const any = () => this.pick(file.columns);
    const type = this.pick([
      'not_null',
      'not_null',
      'unique',
      'range',
      'range',
      'regex',
      'row_count',
      'missing_count',
      'missing_percent',
      'invalid_count',
      'invalid_percent',
      'distinct_count',
      'duplicate_count',
      'duplicate_percent',
      'min',
      'max',
      'avg',
      'mean',
      'sum',
      'stddev',
      'freshness',
      'schema',
      'sql',
    ]);
    const warn = (percent: boolean) => (this.chance(0.3) ? { warn: this.threshold(percent) } : {});
    const code = this.chance(0.15) ? { code: `R${this.int(1, 99)}` } : {};
    const name = this.chance(0.15) ? { name: `check ${this.int(1, 9)}` } : {};
    const extra = { ...code, ...name };
    switch (type) {
      case 'not_null':
        return { type, columns: this.some(file.columns, 1, 3).map((c) => c.name), ...extra };
      case 'unique':
        return { type, columns: this.some(file.columns, 1, 2).map((c) => c.name), ...extra };
      case 'range': {
        const c = this.numeric(file) ?? file.columns[0];
        const bounds = () => {
          const b: Record<string, number> = {};
          if (this.chance(0.8)) b.min = this.pick([0, 1, -10, 0.5, 5]);
          if (this.chance(0.8)) b.max = this.pick([10, 100, 120, 1000.5, 2147483647]);
          return b;
        };
        if (this.chance(0.25)) {
          const cs = [c, this.numeric(file) ?? c];
          return { type, targets: cs.map((x) => ({ column: x.name, ...bounds() })), ...code };
        }
        return { type, column: c.name, ...bounds(), ...extra };
      }
      case 'regex':
        return {
          type,
          column: any().name,
          pattern: this.pick(['^[a-z]+$', '@', '^[0-9]+$', '^.{1,3}$', 'ã|ü', '^[A-Z]']),
          ...extra,
        };
      case 'row_count':
        return this.chance(0.5)
          ? {
              type,
              min: this.pick([0, 1, 5, 10]),
              ...(this.chance(0.5) ? { max: this.pick([5, 20, 100]) } : {}),
              ...extra,
            }
          : { type, must_be: this.threshold(false), ...warn(false), ...extra };
      case 'missing_count':
      case 'missing_percent': {
        const c = any();
        const mv = this.chance(0.4)
          ? { missing_values: this.some([...this.present(file, c), 'n/a', 'N/A', '-'], 1, 2) }
          : {};
        const pct = type.endsWith('percent');
        return {
          type,
          column: c.name,
          must_be: this.threshold(pct),
          ...warn(pct),
          ...mv,
          ...extra,
        };
      }
      case 'invalid_count':
      case 'invalid_percent': {
        const c = any();
        const pct = type.endsWith('percent');
        const num = c.kind === 'int' || c.kind === 'double' || c.kind === 'big';
        const validity = this.pick([
          () => ({ valid_values: this.some(this.present(file, c), 1, 3) }),
          () => ({ valid_regex: this.pick(['^[a-z]+$', '^[0-9]+$', '@']) }),
          () => ({ valid_format: this.pick(['email', 'uuid']) }),
          () => ({ valid_min_length: this.pick([1, 2, 3]) }),
          () => ({ valid_max_length: this.pick([2, 5]) }),
          () =>
            num
              ? { valid_min: this.pick([0, 1]), valid_max: this.pick([100, 120]) }
              : { valid_length: 3 },
        ])();
        return {
          type,
          column: c.name,
          must_be: this.threshold(pct),
          ...warn(pct),
          ...validity,
          ...extra,
        };
      }
      case 'distinct_count':
      case 'duplicate_count':
      case 'duplicate_percent': {
        const pct = type.endsWith('percent');
        return {
          type,
          columns: this.some(file.columns, 1, 2).map((c) => c.name),
          must_be: this.threshold(pct),
          ...warn(pct),
          ...extra,
        };
      }
      case 'min':
      case 'max':
      case 'avg':
      case 'mean':
      case 'sum':
      case 'stddev': {
        const c = this.numeric(file) ?? file.columns[0];
        return { type, column: c.name, must_be: this.threshold(false), ...warn(false), ...extra };
      }
      case 'freshness': {
        const c = file.columns.find((x) => x.kind === 'ts' || x.kind === 'date') ?? any();
        return {
          type,
          column: c.name,
          must_be: this.duration(),
          ...(this.chance(0.3) ? { warn: this.duration() } : {}),
          ...extra,
        };
      }
      case 'schema': {
        const sparkType: Record<Kind, string> = {
          int: 'int',
          big: 'bigint',
          double: 'double',
          text: 'string',
          date: 'date',
          ts: 'timestamp',
          bool: 'boolean',
        };
        const cs = this.some(file.columns, 1, 2);
        return {
          type,
          required_columns: [...cs.map((c) => c.name), ...(this.chance(0.2) ? ['absent'] : [])],
          ...(this.chance(0.4)
            ? { forbidden_columns: [this.pick(['password', file.columns[0].name])] }
            : {}),
          ...(this.chance(0.6)
            ? {
                column_types: Object.fromEntries(
                  cs.map((c) => [c.name, this.chance(0.8) ? sparkType[c.kind] : 'string']),
                ),
              }
            : {}),
          ...extra,
        };
      }
      default: {
        const c = this.numeric(file) ?? file.columns[0];
        const col = `\`${c.name}\``;
        return this.chance(0.5)
          ? {
              type: 'sql',
              query: `SELECT count(*) = 0 FROM _validation_df WHERE ${col} < 0`,
              ...extra,
            }
          : {
              type: 'sql',
              failed_rows: `SELECT * FROM _validation_df WHERE ${col} > 10`,
              ...extra,
            };
      }
    }
  }

  /** A document of 1–4 rules, sometimes with a scoped, annotated quarantine. */
  document(file: GenFile): { validations: Record<string, unknown> } {
    const rules = Array.from({ length: this.int(1, 4) }, () => this.rule(file));
    const validations: Record<string, unknown> = {
      on_failure: this.pick(['warn', 'skip', 'fail']),
      rules,
    };
    const annotate = this.pick(['dq_codes', 'why', 'dq_codes']);
    const declared = rules.flatMap((r) => (typeof r.code === 'string' ? [r.code] : []));
    validations.outputs = {
      invalid: {
        format: 'json',
        path: 'out/invalid',
        annotate,
        ...(declared.length && this.chance(0.5)
          ? { rules: this.some(declared, 1, declared.length) }
          : {}),
      },
      valid: { format: 'json', path: 'out/valid' },
    };
    return { validations };
  }
}
