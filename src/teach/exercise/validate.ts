/**
 * Reads a class pack a student opens (a file or a link) as untrusted data: every field is
 * checked for its kind, its size and its sense (the key is a column of the data, the rule
 * types exist), and only known fields are kept. A bad pack is refused with a
 * {@link PackError} saying what is wrong and where (a path such as `exercises[2].key`).
 */
import { RULE_TYPES } from '../../engine';
import { LOCALES } from '../types';
import {
  PACK_FORMAT,
  PACK_VERSION,
  type AuthoredExercise,
  type AuthoredGoal,
  type ClassPack,
  type Severity,
  type Words,
} from './authored';
import { csvHeader } from './csvHeader';

/** The sizes a pack may reach: a class's exercises, never a dataset. */
export const PACK_LIMITS = {
  exercises: 50,
  hints: 10,
  text: 4000,
  documentChars: 100_000,
  csvBytes: 512 * 1024,
  flaggedRows: 10_000,
  goalEntries: 100,
  /** The whole pack as JSON, in bytes (a file, or a link once inflated). */
  packBytes: 8 * 1024 * 1024,
} as const;

/** What can be wrong with a pack; each has its sentence in the page's languages. */
export type PackProblem =
  | 'notJson'
  | 'damaged'
  | 'notPack'
  | 'newer'
  | 'notText'
  | 'notList'
  | 'notObject'
  | 'missingWords'
  | 'tooLong'
  | 'tooMany'
  | 'empty'
  | 'badId'
  | 'duplicateId'
  | 'badName'
  | 'keyNotColumn'
  | 'unknownType'
  | 'badSeverity'
  | 'noGoal'
  | 'tooBig';

/** A pack refused: the problem, where it is (a JSON path, '' for the whole), and its values. */
export class PackError extends Error {
  override name = 'PackError';
  constructor(
    readonly problem: PackProblem,
    readonly where: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`${where || 'pack'}: ${problem} ${JSON.stringify(values)}`);
  }
}

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function object(v: unknown, where: string): Obj {
  if (!isObject(v)) throw new PackError('notObject', where);
  return v;
}

function text(v: unknown, where: string, max: number = PACK_LIMITS.text): string {
  if (typeof v !== 'string') throw new PackError('notText', where);
  if (v.length > max) throw new PackError('tooLong', where, { max });
  return v;
}

function list(v: unknown, where: string, max: number): unknown[] {
  if (!Array.isArray(v)) throw new PackError('notList', where);
  if (v.length > max) throw new PackError('tooMany', where, { max });
  return v;
}

/** Words in the page's languages; other keys are left out. `required`: one at least. */
function words(v: unknown, where: string, required: boolean): Words {
  if (v === undefined && !required) return {};
  const o = object(v, where);
  const out: Words = {};
  for (const l of LOCALES) {
    if (o[l] === undefined) continue;
    const s = text(o[l], `${where}.${l}`);
    if (s.trim()) out[l] = s;
  }
  if (required && Object.keys(out).length === 0) throw new PackError('missingWords', where);
  return out;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
// eslint-disable-next-line no-control-regex
const CSV_NAME = /^[^/\\<>:"|?*\u0000-\u001f]{1,100}\.csv$/i;
const SEVERITIES: Severity[] = ['pass', 'warn', 'fail'];

function ruleType(v: unknown, where: string): string {
  const type = text(v, where, 100);
  if (!RULE_TYPES.includes(type)) throw new PackError('unknownType', where, { type });
  return type;
}

function goal(v: unknown, where: string): AuthoredGoal {
  const o = object(v, where);
  const out: AuthoredGoal = {};
  if (o.flagged !== undefined) {
    out.flagged = list(o.flagged, `${where}.flagged`, PACK_LIMITS.flaggedRows).map((f, i) => {
      const at = `${where}.flagged[${i}]`;
      const row = object(f, at);
      const key = text(row.key, `${at}.key`, 1000);
      if (row.codes === undefined) return { key };
      const codes = list(row.codes, `${at}.codes`, PACK_LIMITS.goalEntries).map((c, j) =>
        text(c, `${at}.codes[${j}]`, 1000),
      );
      return { key, codes };
    });
  }
  if (o.results !== undefined) {
    out.results = list(o.results, `${where}.results`, PACK_LIMITS.goalEntries).map((r, i) => {
      const at = `${where}.results[${i}]`;
      const res = object(r, at);
      const type = ruleType(res.type, `${at}.type`);
      const severity = text(res.severity, `${at}.severity`, 10) as Severity;
      if (!SEVERITIES.includes(severity))
        throw new PackError('badSeverity', `${at}.severity`, { value: severity });
      if (res.target === undefined) return { type, severity };
      return { type, target: text(res.target, `${at}.target`, 1000), severity };
    });
  }
  if (o.types !== undefined) {
    out.types = list(o.types, `${where}.types`, PACK_LIMITS.goalEntries).map((t, i) =>
      ruleType(t, `${where}.types[${i}]`),
    );
  }
  if (!out.flagged && !out.results?.length && !out.types?.length)
    throw new PackError('noGoal', where);
  return out;
}

function exercise(v: unknown, where: string, ids: Set<string>): AuthoredExercise {
  const o = object(v, where);
  const id = text(o.id, `${where}.id`, 64);
  if (!ID.test(id)) throw new PackError('badId', `${where}.id`);
  if (ids.has(id)) throw new PackError('duplicateId', `${where}.id`, { id });
  ids.add(id);
  const data = object(o.data, `${where}.data`);
  const name = text(data.name, `${where}.data.name`, 104);
  if (!CSV_NAME.test(name)) throw new PackError('badName', `${where}.data.name`, { name });
  const csv = text(data.csv, `${where}.data.csv`, Number.MAX_SAFE_INTEGER);
  const bytes = new TextEncoder().encode(csv).length;
  if (bytes > PACK_LIMITS.csvBytes)
    throw new PackError('tooBig', `${where}.data.csv`, { size: bytes, max: PACK_LIMITS.csvBytes });
  const columns = csvHeader(csv);
  if (columns.length === 0) throw new PackError('empty', `${where}.data.csv`);
  const key = text(o.key, `${where}.key`, 1000);
  if (!columns.includes(key))
    throw new PackError('keyNotColumn', `${where}.key`, { key, columns: columns.join(', ') });
  return {
    id,
    title: words(o.title, `${where}.title`, true),
    intro: words(o.intro, `${where}.intro`, false),
    task: words(o.task, `${where}.task`, true),
    hints: list(o.hints ?? [], `${where}.hints`, PACK_LIMITS.hints).map((h, i) =>
      words(h, `${where}.hints[${i}]`, true),
    ),
    explanation: words(o.explanation, `${where}.explanation`, false),
    data: { name, csv },
    key,
    start: text(o.start, `${where}.start`, PACK_LIMITS.documentChars),
    solution: text(o.solution, `${where}.solution`, PACK_LIMITS.documentChars),
    goal: goal(o.goal, `${where}.goal`),
  };
}

/** The pack `value` holds, keeping only what is known; throws a {@link PackError}. */
export function readPack(value: unknown): ClassPack {
  if (!isObject(value) || value.format !== PACK_FORMAT) throw new PackError('notPack', '');
  if (typeof value.version !== 'number' || value.version !== PACK_VERSION) {
    if (typeof value.version === 'number' && value.version > PACK_VERSION)
      throw new PackError('newer', 'version', { version: value.version });
    throw new PackError('notPack', 'version');
  }
  const all = list(value.exercises, 'exercises', PACK_LIMITS.exercises);
  if (all.length === 0) throw new PackError('empty', 'exercises');
  const ids = new Set<string>();
  return {
    format: PACK_FORMAT,
    version: PACK_VERSION,
    title: words(value.title, 'title', false),
    exercises: all.map((e, i) => exercise(e, `exercises[${i + 1}]`, ids)),
  };
}

/** Reads a pack file's text (JSON); throws a {@link PackError}. */
export function readPackText(json: string): ClassPack {
  const bytes = new TextEncoder().encode(json).length;
  if (bytes > PACK_LIMITS.packBytes)
    throw new PackError('tooBig', '', { size: bytes, max: PACK_LIMITS.packBytes });
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    throw new PackError('notJson', '', { reason: e instanceof Error ? e.message : String(e) });
  }
  return readPack(value);
}

/** A pack as the file it travels in: formatted JSON. */
export const packText = (pack: ClassPack): string => `${JSON.stringify(pack, null, 2)}\n`;
