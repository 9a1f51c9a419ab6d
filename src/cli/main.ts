/**
 * `dqw` entry point: dispatch the command and map failures to exit codes
 * (0 ran, 1 a rule failed under on_failure "fail", 2 bad document, data or arguments).
 */
import { buildJsonSchema, type ParsedDocument } from '../engine/index.ts';
import { USAGE, parseCommand } from './args.ts';
import { readDocument } from './document.ts';
import { UsageError } from './errors.ts';
import { runExport } from './export.ts';
import { profile } from './profile.ts';
import { validate, type Io } from './validate.ts';

function codes(doc: ParsedDocument, json: boolean): string {
  if (json) {
    const list = doc.rules.map((r) => ({
      code: r.code,
      rule_type: r.type,
      target: r.columns.join(','),
      row_level: r.rowLevel,
    }));
    return JSON.stringify(list, null, 2) + '\n';
  }
  return doc.rules.map((r) => `${r.code}\n`).join('');
}

/** Run `dqw` with `argv` (without `node` and the script); resolves to the exit code. */
export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  try {
    const cmd = parseCommand(argv);
    switch (cmd.command) {
      case 'help':
        io.stdout(`${USAGE}\n`);
        return 0;
      case 'schema':
        io.stdout(JSON.stringify(buildJsonSchema(), null, 2) + '\n');
        return 0;
      case 'codes':
        io.stdout(codes(readDocument(cmd.rules), cmd.json));
        return 0;
      case 'validate':
        return await validate(cmd, io);
      case 'export':
        return runExport(cmd, io);
      case 'profile':
        return await profile(cmd, io);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`dqw: ${e.message}\n`);
      if (
        /^(no command|unknown command|validate needs|codes needs|export needs|profile needs|Unknown option|Option)/.test(
          e.message,
        )
      )
        io.stderr(`\n${USAGE}\n`);
      return 2;
    }
    io.stderr(
      `dqw: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return 2;
  }
}

const defaultIo: Io = {
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
};
