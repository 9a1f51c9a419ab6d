/**
 * A small syntax highlighter for the export view: comments, strings, numbers and keywords
 * of SQL, Python, YAML and JSON, as tokens the component renders as spans. Plain functions,
 * so the component only renders (and no extra Monaco languages are bundled).
 */
export type TokenKind = 'comment' | 'string' | 'number' | 'keyword' | 'key' | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

const SQL_KEYWORDS =
  'add all alter and as between by case cast check constraint create describe distinct else end except expect fail filter from group having if in is materialized not null on or over partition private refresh replace row select set table temporary then update view violation when where with true false'.split(
    ' ',
  );
const PY_KEYWORDS =
  'and as def elif else for from if import in is lambda none not or return true false with'.split(
    ' ',
  );

interface Rule {
  kind: TokenKind;
  re: RegExp;
}

function rules(language: string): Rule[] {
  const num: Rule = { kind: 'number', re: /^-?\d+(\.\d+)?([eE][-+]?\d+)?\b/ };
  const word: Rule = { kind: 'plain', re: /^[A-Za-z_][\w]*/ };
  switch (language) {
    case 'sql':
      return [
        { kind: 'comment', re: /^--[^\n]*/ },
        { kind: 'string', re: /^'(?:[^'\\]|\\.)*'/ },
        { kind: 'plain', re: /^`(?:[^`]|``)*`/ },
        num,
        word,
      ];
    case 'python':
      return [
        { kind: 'comment', re: /^#[^\n]*/ },
        { kind: 'string', re: /^r?"""[\s\S]*?"""/ },
        { kind: 'string', re: /^[rf]?"(?:[^"\\\n]|\\.)*"/ },
        { kind: 'string', re: /^[rf]?'(?:[^'\\\n]|\\.)*'/ },
        num,
        word,
      ];
    case 'yaml':
      return [
        { kind: 'comment', re: /^#[^\n]*/ },
        { kind: 'key', re: /^[A-Za-z_][\w]*(?=:)/ },
        { kind: 'string', re: /^"(?:[^"\\\n]|\\.)*"/ },
        num,
        word,
      ];
    default:
      return [
        { kind: 'key', re: /^"(?:[^"\\\n]|\\.)*"(?=\s*:)/ },
        { kind: 'string', re: /^"(?:[^"\\\n]|\\.)*"/ },
        num,
        { kind: 'keyword', re: /^(true|false|null)\b/ },
      ];
  }
}

/** Tokens of a text; concatenating their text gives the text back. */
export function highlight(text: string, language: string): Token[] {
  const list = rules(language).map((r) => ({
    kind: r.kind,
    re: new RegExp(r.re.source.replace(/^\^/, ''), 'y'),
  }));
  const keywords = new Set(
    language === 'sql' ? SQL_KEYWORDS : language === 'python' ? PY_KEYWORDS : [],
  );
  const out: Token[] = [];
  const push = (kind: TokenKind, t: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind && kind === 'plain') last.text += t;
    else out.push({ kind, text: t });
  };
  let i = 0;
  while (i < text.length) {
    let hit: { r: Rule; m: RegExpExecArray } | undefined;
    for (const r of list) {
      r.re.lastIndex = i;
      const m = r.re.exec(text);
      if (m && m[0].length) {
        hit = { r, m };
        break;
      }
    }
    if (!hit || !hit.m) {
      push('plain', text[i]);
      i += 1;
      continue;
    }
    const t = hit.m[0];
    const kind = hit.r.kind === 'plain' && keywords.has(t.toLowerCase()) ? 'keyword' : hit.r.kind;
    push(kind, t);
    i += t.length;
  }
  return out;
}
