/**
 * `dqw profile <data> [--json] [--suggest]`: load the file into native DuckDB, profile
 * every column, and print the profile (a table, or JSON). With `--suggest` stdout is the
 * suggested rules document, ready for `--rules`, and each rule's evidence goes to stderr.
 */
import { counted } from './words.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openNative } from '../adapters/node/native.ts';
import {
  formatNumber,
  profileTable,
  suggestRules,
  suggestedDocument,
  type ColumnProfile,
  type Suggestion,
  type TableProfile,
} from '../engine/index.ts';
import type { ProfileArgs } from './args.ts';
import { formatTable } from './table.ts';
import { TABLE, loadData, readableData, type Io } from './validate.ts';

const MAX_CELL = 40;
const clip = (t: string) => (t.length <= MAX_CELL ? t : `${t.slice(0, MAX_CELL - 1)}…`);
/**
 * Six significant digits, but never fewer than the integer part has: a mean of
 * 49444444444.5 reads 49444444445, not 49444400000, which looks exact and is not.
 */
const num = (v: number | null) =>
  v === null ? '' : formatNumber(Math.abs(v) >= 1e6 ? Math.round(v) : Number(v.toPrecision(6)));

function bestFormat(c: ColumnProfile): string {
  const best = [...c.formats].sort((a, b) => b.share - a.share)[0];
  return best && best.share > 0
    ? `${best.format} ${formatNumber(Number((100 * best.share).toFixed(1)))}%`
    : '';
}

/** The profile as a readable table, one line per column. */
export function formatProfile(file: string, p: TableProfile): string {
  const rows = p.columns.map((c) => [
    clip(c.name),
    c.sparkType,
    `${c.nulls} (${formatNumber(Number(c.nullPercent.toFixed(1)))}%)`,
    `${c.distinctApprox ? '≈' : ''}${c.distinct}`, // ≈: a HyperLogLog estimate
    clip(c.min ?? ''),
    clip(c.max ?? ''),
    num(c.mean),
    num(c.stddev),
    c.minLength === null ? '' : `${c.minLength}–${c.maxLength}`,
    clip(
      c.top
        .slice(0, 3)
        .map((t) => `${t.value} (${t.count})`)
        .join(', '),
    ),
    bestFormat(c),
  ]);
  const header = [
    'column',
    'type',
    'nulls',
    'distinct',
    'min',
    'max',
    'mean',
    'stddev',
    'length',
    'top values',
    'format',
  ];
  return `${file}: ${counted(p.rows, 'row')}, ${counted(p.columns.length, 'column')}\n\n${formatTable(header, rows)}\n`;
}

/**
 * One suggestion's evidence for stderr: its place in the printed document, its type and,
 * for a column's rule, the column it is about (JSON-quoted, as names may hold spaces).
 */
export function evidenceLine(s: Suggestion, index: number): string {
  const about = s.column === null ? '' : ` on ${JSON.stringify(s.column)}`;
  return `# rules[${index}] ${s.type}${about}: ${s.evidence}`;
}

export async function profile(args: ProfileArgs, io: Io): Promise<number> {
  const backend = await openNative();
  // A compressed CSV is read from a decompressed copy, removed at the end.
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-profile-'));
  try {
    const { source, folder } = await readableData(args.data, dir, {});
    const { warnings, columns } = await loadData(backend, args.data, {
      allNotes: true,
      source,
      folder,
    });
    await backend.lock();
    const p = await profileTable(backend, TABLE, columns ? { columns } : {});
    const suggestions: Suggestion[] = args.suggest ? suggestRules(p, { now: args.now }) : [];
    if (args.json) {
      const out = {
        file: args.data,
        rows: p.rows,
        columns: p.columns,
        ...(args.suggest
          ? {
              suggestions: suggestions.map((s) => ({ rule: s.rule, evidence: s.evidence })),
              document: suggestedDocument(suggestions),
            }
          : {}),
        warnings,
      };
      io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    } else if (args.suggest) {
      io.stdout(`${JSON.stringify(suggestedDocument(suggestions), null, 2)}\n`);
      suggestions.forEach((s, i) => io.stderr(`${evidenceLine(s, i)}\n`));
      for (const w of warnings) io.stderr(`warning: ${w}\n`);
    } else {
      io.stdout(formatProfile(args.data, p));
      for (const w of warnings) io.stderr(`warning: ${w}\n`);
    }
    return 0;
  } finally {
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
