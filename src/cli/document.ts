/**
 * Reading a rules document for the CLI: config errors become one `UsageError` listing
 * each error with its JSON path and line:column in the file (exit code 2).
 */
import { counted } from './words.ts';
import { readFileSync } from 'node:fs';
import { parseDocument, type Diagnostic, type ParsedDocument } from '../engine/index.ts';
import { UsageError } from './errors.ts';
import { readProblem } from './writable.ts';

/** `line:column` (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

/** One diagnostic as `file:line:col: error at path: message`. */
export function formatDiagnostic(file: string, text: string, d: Diagnostic): string {
  const where = d.path ? ` at ${d.path}` : '';
  return `${file}:${lineColumn(text, d.range.offset)}: ${d.severity}${where}: ${d.message}`;
}

/** Read and parse `file`; throws `UsageError` when it cannot be read or has config errors. */
export function readDocument(file: string): ParsedDocument {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`--rules ${file}: cannot read the file: ${readProblem(e)}`);
  }
  const doc = parseDocument(text);
  if (!doc.ok) {
    const errors = doc.diagnostics.filter((d) => d.severity === 'error');
    // The warnings too: a misspelt key ("rule") is often why there is an error at all.
    const others = doc.diagnostics.filter((d) => d.severity !== 'error');
    const list = (ds: Diagnostic[]) => ds.map((d) => `  ${formatDiagnostic(file, text, d)}`);
    throw new UsageError(
      [
        `${file}: the rules document has ${counted(errors.length, 'error')}:`,
        ...list(errors),
        ...(others.length
          ? [
              `and ${counted(others.length, others.every((d) => d.severity === 'warning') ? 'warning' : 'note')}:`,
              ...list(others),
            ]
          : []),
      ].join('\n'),
    );
  }
  return doc;
}
