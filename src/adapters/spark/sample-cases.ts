/**
 * The bundled sample, every lesson's start and solution, and every gallery example, as
 * Spark cases: each document with the data file it runs on (lesson and gallery data
 * written into a temporary folder).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LESSONS } from '../../teach/lessons/index.ts';
import { EXAMPLES } from '../../teach/gallery/examples.ts';
import { GALLERY_DATA } from '../../teach/gallery/data.ts';
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
  const gallery = file(GALLERY_DATA.name, GALLERY_DATA.csv);
  for (const e of EXAMPLES)
    out.push({
      name: `gallery ${e.id}`,
      file: gallery,
      document: { validations: { on_failure: 'warn', rules: [e.rule] } },
    });
  return out;
}
