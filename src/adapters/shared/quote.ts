/**
 * SQL quoting for the adapters. Every identifier and literal the adapters build goes
 * through these two functions, so a column or file name is never executed as SQL.
 */

/** A quoted identifier: `"` around, inner `"` doubled (`a"b` → `"a""b"`). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A quoted string literal: `'` around, inner `'` doubled (`O'Hara` → `'O''Hara'`). */
export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
