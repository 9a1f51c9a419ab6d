/**
 * Running cases on both sides: dqw in this process, production through an oracle, one
 * batch per data file. A case agrees when `differences` finds nothing.
 */
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { SparkLine } from '../../engine/types.ts';
import { differences } from './compare.ts';
import { runDqwBatch, type DqwOutcome } from './dqw.ts';
import { Oracle, type CheckAnswer, type FileRequest } from './oracle.ts';

export interface SparkCase {
  name: string;
  file: FileRequest;
  document: {
    input?: { format?: string; options?: Record<string, unknown>; schema?: string };
    validations?: {
      outputs?: { invalid?: { annotate?: string; rules?: string[] } };
      [key: string]: unknown;
    };
    [key: string]: unknown;
  };
  /** The document as written, when its numbers' spelling matters (`1.0`, `2.50`). */
  documentText?: string;
}

export interface CaseOutcome {
  case: SparkCase;
  dqw: DqwOutcome;
  production: CheckAnswer;
  differences: string[];
}

/** The oracle of that name, connected for this test file. */
export async function oracle(name = 'spark41'): Promise<Oracle> {
  const info = inject('oracles').find((o) => o.name === name);
  if (!info) throw new Error(`no oracle ${name} in this run`);
  return Oracle.connect(info);
}

/** A case that takes longer than this on either side is a failure, not a hung suite. */
const CASE_LIMIT_MS = 60_000;

function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Milliseconds spent on each side (Spark's time runs alongside dqw's), for the suite's summary. */
export const timing = { dqw: 0, spark: 0, cases: 0 };

/** The split's shape a document asks for: its quarantine's `annotate` and `rules`. */
export const splitShape = (c: SparkCase) => {
  const invalid = c.document.validations?.outputs?.invalid;
  return { annotate: invalid?.annotate ?? 'dq_codes', only: invalid?.rules ?? null };
};

/** The file as the framework reads it for this document: its `input` options and schema. */
export function fileOf(c: SparkCase): FileRequest {
  const input = c.document.input;
  if (!input || (input.format ?? 'csv') !== (c.file.format ?? 'csv')) return c.file;
  return {
    ...c.file,
    ...(input.options ? { options: { ...c.file.options, ...input.options } } : {}),
    // sparquet 0.12 reads format, path and options only: an `input.schema` is ignored.
  };
}

/** Runs `cases` once on the oracle `name`, in the caller's `describe`: a test per case. */
export function casesOnOracle(name: string, cases: SparkCase[], timeout = 1_800_000): void {
  let o: Oracle | undefined;
  let outcomes: CaseOutcome[] = [];
  beforeAll(async () => {
    o = await oracle(name);
    outcomes = await runCases(o, cases);
  }, timeout);
  afterAll(() => o?.close());
  it.each(cases.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    expect(outcomes[i].differences).toEqual([]);
  });
}

/** The Spark line of an oracle, as dqw's `--spark` names it (RULES.md §4). */
export const lineOf = (o: Oracle): SparkLine =>
  o.info.versions.spark.startsWith('3.') ? '3.5' : '4';

/** Every case through dqw and through production, grouped by file. */
export async function runCases(o: Oracle, cases: SparkCase[]): Promise<CaseOutcome[]> {
  const byFile = new Map<string, number[]>();
  cases.forEach((c, i) => {
    const key = JSON.stringify(fileOf(c));
    byFile.set(key, [...(byFile.get(key) ?? []), i]);
  });
  const out: CaseOutcome[] = new Array<CaseOutcome>(cases.length);
  for (const indexes of byFile.values()) {
    const group = indexes.map((i) => cases[i]);
    const asked = o.check(
      fileOf(group[0]),
      group.map((c) => ({
        validations: c.document.validations ?? {},
        ...(c.documentText ? { document_text: c.documentText } : {}),
        ...splitShape(c),
      })),
    );
    const t0 = Date.now();
    const mine = await runDqwBatch(
      group.map((c) => ({
        data: c.file.path,
        document: c.document,
        documentText: c.documentText,
        ...splitShape(c),
        spark: lineOf(o),
        tables: c.file.tables,
      })),
      // Said as it happens: a retry is a fault of the native binding worth seeing.
      (why) => console.log(`${group[0].name} …: ${why}`),
    );
    const t1 = Date.now();
    const theirs = await within(
      CASE_LIMIT_MS * group.length,
      asked,
      `production on ${group[0].name} …`,
    );
    if (process.env.DQW_SPARK_PROGRESS) console.log(`done: ${group[0].name} (+${group.length})`);
    timing.dqw += t1 - t0;
    timing.spark += Date.now() - t0;
    timing.cases += group.length;
    group.forEach((c, k) => {
      out[indexes[k]] = {
        case: c,
        dqw: mine[k],
        production: theirs[k],
        differences: differences(mine[k], theirs[k]),
      };
    });
  }
  dump(out);
  return out;
}

/** With DQW_SPARK_DUMP=<file>, every outcome is appended there as a JSON line, for study. */
function dump(outcomes: CaseOutcome[]) {
  const to = process.env.DQW_SPARK_DUMP;
  if (!to) return;
  appendFileSync(to, outcomes.map((o) => JSON.stringify(o)).join('\n') + '\n');
}
