/**
 * Rule codes (`range(age,0,120)`, `regex(cpf,^[0-9]{11}$)`) become identifiers that every
 * target accepts unquoted: `[a-z_][a-z0-9_]*`, lower-case, at most 60 characters, unique
 * in the artifact (Delta stores constraint names lower-cased, so case cannot tell two apart).
 * The same rule list always gives the same names.
 */
/** Spark SQL's reserved words (ANSI mode): a name must not be one of them. */
const RESERVED = new Set(
  (
    'all and any as authorization both case cast check collate column constraint create cross ' +
    'current_date current_time current_timestamp current_user distinct else end escape except ' +
    'false fetch for foreign from full grant group having in inner intersect into is join leading ' +
    'left natural not null on only or order outer overlaps primary references right select ' +
    'session_user some table then time to trailing true union unique user using when where with'
  ).split(' '),
);

/** Whether a lower-case word is one of Spark SQL's reserved words. */
export function isReserved(word: string): boolean {
  return RESERVED.has(word);
}

export function slugOf(code: string): string {
  let s = code
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (s === '') s = 'rule';
  if (/^[0-9]/.test(s)) s = `r_${s}`;
  s = s.slice(0, 60).replace(/_+$/, '');
  return RESERVED.has(s) ? `${s}_rule` : s;
}

/** Unique slugs for a list of codes, in order: a repeat gets `_2`, `_3`… */
export function uniqueSlugs(codes: readonly string[], taken: Set<string> = new Set()): string[] {
  return codes.map((code) => {
    const base = slugOf(code);
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
    taken.add(name);
    return name;
  });
}
