/**
 * Rule codes (`range(age,0,120)`, `regex(cpf,^[0-9]{11}$)`) become identifiers that every
 * target accepts unquoted: `[a-z_][a-z0-9_]*`, lower-case, at most 60 characters, unique
 * in the artifact (Delta stores constraint names lower-cased, so case cannot tell two apart).
 * Names tell numbers apart: a minus before a number is `m`, a decimal point `p`
 * (`range(x,-1.5,*)` is `range_x_m1p5`). Distinct codes that still meet on one name each
 * get a short hash of their code, so a name does not depend on the rules' order.
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
    .replace(/(^|[^a-z0-9])-(?=\.?\d)/g, '$1m')
    .replace(/(\d)\.(?=\d)/g, '$1p')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (s === '') s = 'rule';
  if (/^[0-9]/.test(s)) s = `r_${s}`;
  s = s.slice(0, 60).replace(/_+$/, '');
  return RESERVED.has(s) ? `${s}_rule` : s;
}

/** A short, stable hash of a code (FNV-1a, 6 hex digits). */
function hashOf(code: string): string {
  let h = 0x811c9dc5;
  for (const ch of code) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0').slice(0, 6);
}

/**
 * Unique slugs for a list of codes: distinct codes that share a slug (or meet a taken name)
 * each get their code's hash; a repeated code gets `_2`, `_3`… in order.
 */
export function uniqueSlugs(codes: readonly string[], taken: Set<string> = new Set()): string[] {
  const bases = codes.map(slugOf);
  const codesOf = new Map<string, Set<string>>();
  codes.forEach((code, i) => {
    const set = codesOf.get(bases[i]) ?? new Set<string>();
    set.add(code);
    codesOf.set(bases[i], set);
  });
  const hashed = codes.map((code, i) =>
    codesOf.get(bases[i])!.size > 1 || taken.has(bases[i])
      ? `${bases[i].slice(0, 53)}_${hashOf(code)}`
      : bases[i],
  );
  return hashed.map((base) => {
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
    taken.add(name);
    return name;
  });
}
