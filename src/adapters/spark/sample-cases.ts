/**
 * The bundled sample, every lesson's start and solution, a reference check and every
 * gallery example, as
 * Spark cases: each document with the data file it runs on (lesson and gallery data
 * written into a temporary folder).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LESSONS } from '../../teach/lessons/index.ts';
import { EXAMPLES } from '../../teach/gallery/examples.ts';
import { GALLERY_DATA } from '../../teach/gallery/data.ts';
import { referenceRule } from '../../engine/reference/reference.ts';
import type { SparkCase } from './suite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-samples-'));
const file = (name: string, csv: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, csv);
  return { path: p };
};
const root = path.resolve(import.meta.dirname, '../../..');

export function sampleCases(): SparkCase[] {
  const out: SparkCase[] = [
    {
      name: 'bundled sample',
      file: { path: path.join(root, 'public/samples/customers.csv') },
      document: JSON.parse(readFileSync(path.join(root, 'public/samples/rules.json'), 'utf8')),
    },
  ];
  for (const l of LESSONS) {
    const data = file(`${l.id}-${l.data.name}`, l.data.csv);
    out.push({ name: `lesson ${l.id} start`, file: data, document: JSON.parse(l.start) });
    out.push({ name: `lesson ${l.id} solution`, file: data, document: JSON.parse(l.solution) });
  }
  // A reference check (docs/page.md, SQL view): the sample's country against another
  // file read as a table, with a NULL and a lowercase code in it.
  const countries = file('countries.csv', 'code,name\nBR,Brasil\nPT,Portugal\n,none\nar,lower\n');
  out.push({
    name: 'reference check',
    file: {
      path: path.join(root, 'public/samples/customers.csv'),
      tables: [{ name: 'countries', path: countries.path }],
    },
    document: {
      validations: {
        on_failure: 'warn',
        rules: [
          { type: 'not_null', columns: ['country'] },
          referenceRule({ column: 'country', table: 'countries', refColumn: 'code' }),
        ],
      },
    },
  });
  const gallery = file(GALLERY_DATA.name, GALLERY_DATA.csv);
  for (const e of EXAMPLES)
    out.push({
      name: `gallery ${e.id}`,
      file: gallery,
      document: { validations: { on_failure: 'warn', rules: [e.rule] } },
    });
  return out;
}
