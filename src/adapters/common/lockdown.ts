/**
 * Lock-down of a DuckDB connection once the data is loaded (docs/limits.md, Safety): after it, SQL
 * can read only the loaded tables and files under `allowedDirs`, cannot write files,
 * reach the network, load extensions or change settings. The same statements work on
 * DuckDB-WASM and native DuckDB 1.4 (both checked in tests).
 */
import type { QueryRunner } from '../../engine/types.ts';
import { literal } from './quote.ts';

/** What stays reachable after lock-down besides the loaded tables. */
export interface LockOptions {
  /** Single files that stay readable (a data file a view reads as it runs). */
  allowedPaths?: readonly string[];
  /**
   * A private, empty directory for DuckDB to spill to (the CLI makes one per run and
   * deletes it). Without it, spilling is off.
   */
  tempDir?: string;
}

/** The statements, in the order that matters: `lock_configuration` must come last. */
export function lockDownStatements(
  allowedDirs: readonly string[],
  opts: LockOptions = {},
): string[] {
  return [
    // Native DuckDB adds its temp directory (`.tmp/` relative to the working directory
    // by default) to the allowed directories: only a private directory made for this run
    // may stay, else spilling is off. DuckDB-WASM has no temp directory (a no-op there).
    `SET temp_directory = ${literal(opts.tempDir ?? '')}`,
    'SET autoload_known_extensions = false',
    'SET autoinstall_known_extensions = false',
    `SET allowed_directories = [${allowedDirs.map(literal).join(', ')}]::VARCHAR[]`,
    `SET allowed_paths = [${(opts.allowedPaths ?? []).map(literal).join(', ')}]::VARCHAR[]`,
    'SET enable_external_access = false',
    'SET lock_configuration = true',
  ];
}

/**
 * Lock the database down. Files under `allowedDirs` stay readable (the browser keeps
 * `/uploads/` so files registered later can still be loaded); pass `[]` when every file
 * is already loaded into tables. Throws if the settings did not take.
 */
export async function lockDown(
  runner: QueryRunner,
  allowedDirs: readonly string[],
  opts: LockOptions = {},
): Promise<void> {
  const state = async () =>
    (
      await runner.query(
        `SELECT current_setting('enable_external_access')::VARCHAR AS ext, current_setting('lock_configuration')::VARCHAR AS locked`,
      )
    ).rows[0] ?? {};
  // Idempotent: a locked database cannot be re-locked (SET fails), and needs not be.
  if (String((await state()).locked) !== 'true') {
    for (const sql of lockDownStatements(allowedDirs, opts)) await runner.query(sql);
  }
  const row = await state();
  if (String(row.ext) !== 'false' || String(row.locked) !== 'true') {
    throw new Error(
      `lock-down did not take effect (external access: ${row.ext}, locked: ${row.locked})`,
    );
  }
}
