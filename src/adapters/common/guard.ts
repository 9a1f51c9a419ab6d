/**
 * A second fence after `lockDown`: DuckDB's `lock_configuration` leaves a few session
 * statements working (`SET search_path`, `SET schema`, `SET VARIABLE`, `USE`, and
 * `PRAGMA enable_profiling`, which prints to stdout and would corrupt `dqw --json`).
 * Once locked, the adapters refuse statements that begin with those verbs. DuckDB's
 * own lock stays the real barrier for files, network and extensions; this only closes
 * what it leaves open, so a lexical check of each statement's first word is enough.
 */

/** Verbs refused at the start of any statement once the connection is locked. */
const REFUSED = new Set([
  'SET',
  'RESET',
  'USE',
  'PRAGMA',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'FORCE',
  'LOAD',
  'COPY',
  'EXPORT',
  'IMPORT',
  'CHECKPOINT',
]);

/** Read-only pragmas that stay allowed (describing tables is harmless). */
const SAFE_PRAGMAS = new Set([
  'table_info',
  'show',
  'show_tables',
  'database_size',
  'version',
  'platform',
]);

/** The first word of every top-level statement (and the word after it), upper-cased. */
export function statementHeads(sql: string): { verb: string; next: string }[] {
  const heads: { verb: string; next: string }[] = [];
  let words: string[] = [];
  let i = 0;
  const n = sql.length;
  const flush = () => {
    if (words.length)
      heads.push({ verb: words[0].toUpperCase(), next: (words[1] ?? '').toLowerCase() });
    words = [];
  };
  while (i < n) {
    const c = sql[i];
    if (c === ';') {
      flush();
      i++;
    } else if (c === '-' && sql[i + 1] === '-') {
      while (i < n && sql[i] !== '\n') i++;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      // '' and "" inside are doubled quotes: the loop simply re-enters the literal.
      const backslash = c === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      i++;
      while (i < n && sql[i] !== c) i += backslash && sql[i] === '\\' ? 2 : 1;
      i++;
      if (words.length < 2) words.push('"');
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else i++;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i, i + 128))!;
      if (words.length < 2) words.push(m[0]);
      i += m[0].length;
    } else i++;
  }
  flush();
  return heads;
}

/** Throws when `sql` holds a statement a locked connection must not run. */
export function assertAllowedWhenLocked(sql: string): void {
  for (const { verb, next } of statementHeads(sql)) {
    if (!REFUSED.has(verb)) continue;
    if (verb === 'PRAGMA' && SAFE_PRAGMAS.has(next)) continue;
    throw new Error(
      `Permission Error: ${verb} statements are refused: the connection is locked down (data can be read, settings cannot change)`,
    );
  }
}
