/**
 * Every lesson on both DuckDBs: its solution passes the checker, and its starting document
 * fails with the specific feedback the lesson is about (ids below, and the words said).
 */
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../adapters/testing/backends';
import { checkLesson } from './checker';
import { LESSONS } from './lessons';
import { LOCALES, type Lesson } from './types';

/** For each lesson: feedback ids the start must produce, and an English phrase one of them says. */
const START: Record<string, { ids: string[]; says: RegExp }> = {
  'first-rule': { ids: ['flag-count', 'missing:2', 'missing:4'], says: /flag 0 row/ },
  'null-semantics': {
    ids: ['flag-count', 'extra:4', 'extra:5', 'result:invalid_count(email):missing'],
    says: /flag 3 row[^]*NULL, and regex fails NULLs/,
  },
  'regex-escaping': { ids: ['flag-count', 'missing:2', 'missing:3'], says: /unescaped "\."/ },
  'unique-duplicates': {
    ids: ['flag-count', 'extra:1', 'extra:2', 'result:duplicate_count(order_id,line):missing'],
    says: /the pair \(order_id, line\)/,
  },
  'targets-codes': {
    ids: ['codes:2', 'codes:3', 'use-targets'],
    says: /\[not_null\(name,email,phone\)\]/,
  },
  'thresholds-severity': {
    ids: ['result:missing_percent(email):wrong', 'result:avg(score):wrong', 'avg-between'],
    says: /gives fail, failed_count 1, metric_value 10; the goal is warn/,
  },
  validity: {
    ids: ['result:missing_count(email):wrong', 'result:invalid_count(country):wrong'],
    says: /metric_value 1; the goal is metric_value 3/,
  },
  'table-rules': {
    ids: ['result:schema:missing', 'result:freshness(updated_at):wrong'],
    says: /"< 1" means under one second/,
  },
  'sql-rules': {
    ids: ['result:query-fails:wrong', 'result:failed-rows:wrong'],
    says: /gives pass.*passes although two orders are overpaid/,
  },
  'quarantine-scope': {
    ids: ['flag-count', 'extra:3', 'codes:4', 'annotate'],
    says: /outputs.invalid.rules/,
  },
  'on-failure': { ids: ['on-failure', 'not-aborted'], says: /stop before writing anything/ },
  'production-read': { ids: ['infer-schema', 'report'], says: /inferSchema/ },
};

describe.each(BACKENDS)('lessons on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  const dir = mkdtempSync(join(tmpdir(), 'dqw-lessons-'));
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const load = async (lesson: Lesson): Promise<string> => {
    const table = `lesson_${lesson.id.replace(/-/g, '_')}`;
    const file = join(dir, lesson.data.name.replace('.csv', `-${lesson.id}.csv`));
    writeFileSync(file, lesson.data.csv);
    await db.exec(`DROP TABLE IF EXISTS "${table}"`);
    await db.loadCsvFile(file, table);
    return table;
  };

  it.each(LESSONS.map((l) => [l.id, l] as const))('%s: solution passes', async (_id, lesson) => {
    const table = await load(lesson);
    const out = await checkLesson(lesson, lesson.solution, { runner: db.runner, table });
    expect(out.feedback.map((f) => f.text.en)).toEqual([]);
    expect(out.passed).toBe(true);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))(
    '%s: the start fails, saying what is off',
    async (id, lesson) => {
      const table = await load(lesson);
      const out = await checkLesson(lesson, lesson.start, { runner: db.runner, table });
      expect(out.passed).toBe(false);
      const want = START[id];
      expect(want, `expected feedback for ${id}`).toBeDefined();
      expect(out.feedback.map((f) => f.id)).toEqual(want.ids);
      expect(out.feedback.map((f) => f.text.en).join('\n')).toMatch(want.says);
      for (const f of out.feedback)
        for (const l of LOCALES) expect(f.text[l], `${f.id} in ${l}`).not.toMatch(/\{\w+\}/);
    },
  );
});

describe('lesson content', () => {
  it('has at least 12 lessons with unique ids, every text in every language', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
    for (const l of LESSONS) {
      const texts = [l.title, l.intro, l.task, l.explanation, ...l.hints];
      for (const t of texts) for (const loc of LOCALES) expect(t[loc].trim()).not.toBe('');
      expect(l.hints.length).toBeGreaterThanOrEqual(2);
    }
  });
});
