/**
 * Files dqw reads differently from Spark, each recorded in docs/RULES.md §9 with why.
 * The test holds each to exactly its recorded difference, so a change either way shows.
 */
export const KNOWN_READING: Record<string, { why: string; differences: string[] }> = {
  'quoted newline in a value': {
    why: 'The framework reads with multiLine false: a newline inside quotes ends the row, so Spark makes a row of `lines"` and id becomes a string. dqw reads the quoted value whole (RULES.md \u00a79).',
    differences: ['schema: dqw id int, note string / Spark id string, note string'],
  },
  'backslash-escaped quote': {
    why: "The framework sets escape to '\"', so Spark does not read `\\\"` as a quote and keeps the value's quotes; dqw reads the backslash as an escape (RULES.md \u00a79).",
    differences: [
      'rows: only dqw has 1\u00d7 {"id":1,"note":"a \\"b\\" c"}',
      'rows: only production has 1\u00d7 {"id":1,"note":"\\"a \\\\\\"b\\\\\\" c\\""}',
    ],
  },
  'short row': {
    why: 'Spark pads a short row with NULLs (PERMISSIVE); dqw refuses the file and names the row, so a broken file is not validated as if it were whole (RULES.md \u00a79).',
    differences: [
      'dqw refuses the file (rows have different numbers of fields with the delimiter ",": line 2 has 2 fields but the header (line 1) has 3. Fix that row, or check the delimiter); Spark reads it',
    ],
  },
  'long row': {
    why: "Spark drops a long row's extra fields (PERMISSIVE); dqw refuses the file and names the row (RULES.md \u00a79).",
    differences: [
      'dqw refuses the file (rows have different numbers of fields with the delimiter ",": line 2 has 3 fields but the header (line 1) has 2. Fix that row, or check the delimiter); Spark reads it',
    ],
  },
  'semicolon in a comma file': {
    why: "Spark reads with sep ',' unless input.options say otherwise and sees one column; dqw detects the ';' and says so in a read warning (RULES.md \u00a79).",
    differences: ['schema: dqw a int, b int / Spark a;b string'],
  },
  'ISO-8859-1 bytes read as UTF-8': {
    why: 'Spark replaces bytes that are not UTF-8 with U+FFFD and goes on; dqw refuses the file and says which encoding to give (RULES.md \u00a79).',
    differences: [
      'dqw refuses the file (the file is not UTF-8 text (line 2): save it as UTF-8 (in Excel: CSV UTF-8) and try again, or, if production reads it in another encoding, give that encoding in input.options.encoding (the workbench reads ISO-8859-1 and UTF-16 too)); Spark reads it',
    ],
  },
  'empty file': {
    why: 'Spark reads an empty file as no columns and no rows; dqw refuses it as empty (RULES.md \u00a79).',
    differences: ['dqw refuses the file (the file is empty); Spark reads it'],
  },
};

/**
 * Files the page refuses where dqw reads them as Spark does: the page checks a dropped
 * file's header before loading it and asks for unique, non-blank column names (so that the
 * editor, completions and codes name each column once); dqw renames them as Spark does
 * (`a0`, `a1`, `_c1`). Recorded in docs/RULES.md §9.
 */
export const PAGE_REFUSES: Record<string, string> = {
  'duplicate header names': 'has the column name “a” twice (columns 1 and 2)',
  'empty header name': 'has a blank column name in its header (column 2)',
};
