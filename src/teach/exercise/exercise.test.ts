/**
 * Authored exercises: a pack read back from its file and its link is the same pack, it
 * becomes a lesson the bundled checker grades on both DuckDBs (the start fails saying
 * what is off, the solution passes), the goal taken from the solution is that goal, and
 * a malformed or hostile pack is refused saying what and where.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { decodePack, encodePack, MAX_PACK_LINK_CHARS } from '../../share/packLink';
import { checkLesson } from '../checker';
import { LOCALES } from '../types';
import { packOf, toLesson, type AuthoredExercise } from './authored';
import { SPANISH_EXERCISE, SPANISH_PACK } from './fixture';
import { observe, tryExercise } from './observe';
import { PackError, readPack, readPackText, packText } from './validate';

const refusal = (f: () => unknown): PackError => {
  try {
    f();
  } catch (e) {
    if (e instanceof PackError) return e;
    throw e;
  }
  throw new Error('not refused');
};

const withExercise = (patch: Record<string, unknown>): unknown => ({
  ...SPANISH_PACK,
  exercises: [{ ...SPANISH_EXERCISE, ...patch }],
});

describe('a class pack as a file and a link', () => {
  it('reads back its file as the same pack', () => {
    expect(readPackText(packText(SPANISH_PACK))).toEqual(SPANISH_PACK);
  });

  it('reads back its link as the same pack, compressed', async () => {
    const link = await encodePack(SPANISH_PACK);
    expect(link.hash).toMatch(/^#pack=1\.[A-Za-z0-9_-]+$/);
    expect(link.fits).toBe(true);
    expect(link.chars).toBeLessThan(packText(SPANISH_PACK).length);
    expect(await decodePack(link.hash)).toEqual(SPANISH_PACK);
  });

  it('says a pack is too long for a link, and its file still reads', async () => {
    // Rows that deflate poorly: every line different.
    let seed = 7;
    const rnd = () => ((seed = (seed * 48271) % 2147483647) / 2147483647).toString(36).slice(2);
    const csv = `order_id,amount\n${Array.from({ length: 4000 }, (_, i) => `${i},${rnd()}`).join('\n')}\n`;
    const big = packOf([{ ...SPANISH_EXERCISE, data: { name: 'big.csv', csv } }]);
    const link = await encodePack(big);
    expect(link.fits).toBe(false);
    expect(link.chars).toBeGreaterThan(MAX_PACK_LINK_CHARS);
    expect(readPackText(packText(big)).exercises[0].data.csv).toBe(csv);
  });

  it('refuses a damaged link and a link that inflates past the limit', async () => {
    const { hash } = await encodePack(SPANISH_PACK);
    await expect(decodePack(hash.slice(0, -10))).rejects.toMatchObject({ problem: 'damaged' });
    const bomb = await encodePack({
      ...SPANISH_PACK,
      padding: ' '.repeat(9 * 1024 * 1024),
    } as never);
    await expect(decodePack(bomb.hash)).rejects.toMatchObject({ problem: 'tooBig' });
  });
});

describe('a malformed or hostile pack is refused, saying what and where', () => {
  const cases: [string, unknown, string, string][] = [
    ['not a pack', { exercises: [] }, 'notPack', ''],
    ['a newer format', { ...SPANISH_PACK, version: 9 }, 'newer', 'version'],
    ['no exercise', { ...SPANISH_PACK, exercises: [] }, 'empty', 'exercises'],
    ['exercises not a list', { ...SPANISH_PACK, exercises: {} }, 'notList', 'exercises'],
    [
      'a title in no language',
      withExercise({ title: { fr: 'x' } }),
      'missingWords',
      'exercises[1].title',
    ],
    [
      'a task that is a number',
      withExercise({ task: { es: 3 } }),
      'notText',
      'exercises[1].task.es',
    ],
    ['a key that is no column', withExercise({ key: 'id' }), 'keyNotColumn', 'exercises[1].key'],
    [
      'a path as data name',
      withExercise({ data: { name: '../x.csv', csv: 'a\n1' } }),
      'badName',
      'exercises[1].data.name',
    ],
    [
      'an unknown rule type',
      withExercise({ goal: { types: ['rm_rf'] } }),
      'unknownType',
      'exercises[1].goal.types[0]',
    ],
    [
      'a bad severity',
      withExercise({ goal: { results: [{ type: 'range', severity: 'ok' }] } }),
      'badSeverity',
      'exercises[1].goal.results[0].severity',
    ],
    ['an empty goal', withExercise({ goal: {} }), 'noGoal', 'exercises[1].goal'],
    ['an id with markup', withExercise({ id: '<img>' }), 'badId', 'exercises[1].id'],
    [
      'too many hints',
      withExercise({ hints: Array(11).fill({ es: 'x' }) }),
      'tooMany',
      'exercises[1].hints',
    ],
    [
      'a huge title',
      withExercise({ title: { es: 'x'.repeat(5000) } }),
      'tooLong',
      'exercises[1].title.es',
    ],
    [
      'an id twice',
      { ...SPANISH_PACK, exercises: [SPANISH_EXERCISE, SPANISH_EXERCISE] },
      'duplicateId',
      'exercises[2].id',
    ],
  ];
  it.each(cases)('%s', (_name, value, problem, where) => {
    const e = refusal(() => readPack(value));
    expect([e.problem, e.where]).toEqual([problem, where]);
  });

  it('refuses text that is not JSON, and keeps no unknown field', () => {
    expect(refusal(() => readPackText('{"format": ')).problem).toBe('notJson');
    const text = JSON.stringify(withExercise({ extra: '<script>' })).replace(
      '"extra"',
      '"__proto__": { "polluted": true }, "extra"',
    );
    const odd = JSON.parse(text) as unknown;
    const read = readPack(odd).exercises[0] as AuthoredExercise & Record<string, unknown>;
    expect(read.extra).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('an authored exercise is a lesson', () => {
  it('shows every text in every language, the written one where others are missing', () => {
    const lesson = toLesson(SPANISH_EXERCISE);
    expect(lesson.id).toBe('pack:importes');
    for (const l of LOCALES) expect(lesson.title[l]).toBe('Importes negativos');
    expect(lesson.hints).toHaveLength(2);
  });
});

describe.each(BACKENDS)('an authored exercise on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  const dir = mkdtempSync(join(tmpdir(), 'dqw-exercise-'));
  const table = 'exercise_data';
  beforeAll(async () => {
    db = await open();
    const file = join(dir, SPANISH_EXERCISE.data.name);
    writeFileSync(file, SPANISH_EXERCISE.data.csv);
    await db.loadCsvFile(file, table);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails the start saying which rows and which rule type are missing; passes the solution', async () => {
    const lesson = toLesson(SPANISH_EXERCISE);
    const target = { runner: db.runner, table };
    const start = await checkLesson(lesson, SPANISH_EXERCISE.start, target);
    expect(start.passed).toBe(false);
    expect(start.feedback.map((f) => f.id)).toEqual([
      'flag-count',
      'missing:2',
      'missing:4',
      'uses:range',
    ]);
    expect(start.feedback[1].text.es).toBe(
      'La fila 2 debería quedar marcada, pero ninguna regla la marca: el ejercicio espera esta fila en la cuarentena.',
    );
    const wrongCode = SPANISH_EXERCISE.solution.replace('IMPORTE', 'OTRO');
    const coded = await checkLesson(lesson, wrongCode, target);
    expect(coded.feedback.map((f) => f.id)).toEqual(['codes:2', 'codes:4']);
    const solution = await checkLesson(lesson, SPANISH_EXERCISE.solution, target);
    expect(solution.feedback.map((f) => f.text.en)).toEqual([]);
    expect(solution.passed).toBe(true);
    expect(solution.flagged).toEqual(['2', '4']);
  });

  it('takes the goal from the solution: its rows with their codes, its severities', async () => {
    const seen = await observe(SPANISH_EXERCISE, SPANISH_EXERCISE.solution, {
      runner: db.runner,
      table,
    });
    expect(seen).toEqual({
      ok: true,
      flagged: [
        { key: '2', codes: ['IMPORTE'] },
        { key: '4', codes: ['IMPORTE'] },
      ],
      results: [{ type: 'range', target: 'amount', severity: 'fail' }],
    });
    const broken = await observe(SPANISH_EXERCISE, '{"validations": {"rules": [{}]}}', {
      runner: db.runner,
      table,
    });
    expect(broken.ok).toBe(false);
    const tried = await tryExercise(SPANISH_EXERCISE, { runner: db.runner, table });
    expect([tried.solution.passed, tried.start.passed]).toEqual([true, false]);
  });
});
