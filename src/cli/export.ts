/**
 * `dqw export`: a rules document in one of the production targets (docs/exports.md), to stdout
 * or a file. What a target cannot carry is listed on stderr, as in the artifact.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { DdlError, parseSparkDdl } from '../engine/index.ts';
import {
  DEFAULT_READING,
  EXPORT_TARGETS,
  exportRules,
  isExportTarget,
  type SourceReading,
} from '../engine/export/index.ts';
import { parseSep, type ExportArgs } from './args.ts';
import { readDocument } from './document.ts';
import { UsageError } from './errors.ts';
import { writeProblem } from './writable.ts';
import type { Io } from './validate.ts';

/** The reading `--schema` and `--sep` describe; production's default for the rest. */
function readingOf(args: ExportArgs): SourceReading {
  const schema = args.schema?.trim() || null;
  if (schema) {
    try {
      parseSparkDdl(schema);
    } catch (e) {
      if (e instanceof DdlError) throw new UsageError(`--schema: ${e.message}`);
      throw e;
    }
  }
  return {
    ...DEFAULT_READING,
    ...(args.sep !== undefined ? { sep: parseSep(args.sep) } : {}),
    schema,
  };
}

export function runExport(args: ExportArgs, io: Io): number {
  if (!isExportTarget(args.to))
    throw new UsageError(
      `--to ${args.to}: unknown target. Valid targets: ${EXPORT_TARGETS.join(', ')}`,
    );
  readDocument(args.rules);
  const text = readFileSync(args.rules, 'utf8');
  const art = exportRules(text, args.to, { source: args.source, reading: readingOf(args) });
  if (args.out) {
    try {
      writeFileSync(args.out, art.text);
    } catch (e) {
      throw new UsageError(`--out ${args.out}: cannot write the file: ${writeProblem(e)}`);
    }
  } else io.stdout(art.text);
  const count = (s: string) => art.entries.filter((e) => e.status === s).length;
  io.stderr(
    `${art.title}: ${art.entries.length} rules — ${count('exact')} exact, ${count('approximate')} approximate, ${count('not-expressible')} not expressible${args.out ? ` → ${args.out}` : ''}\n`,
  );
  for (const e of art.entries.filter((x) => x.status === 'not-expressible'))
    io.stderr(`  ${e.code}: not expressible: ${e.reason}\n`);
  for (const w of art.warnings) io.stderr(`  warning: ${w}\n`);
  return 0;
}
