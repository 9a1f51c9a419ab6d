/**
 * The problems of a document in the page's language. The engine writes each diagnostic in
 * English (the CLI prints it as is) and a stable message id with its parameters; this
 * turns those into the language's sentences, quick-fix titles included. English goes
 * through the same sentences (`localizedMessage`), so a test can hold them to the
 * engine's words. A diagnostic without an id, or with one not known here, keeps its
 * English message.
 *
 * Every key is written out as a literal in a `t` call: the extractor (`npm run i18n:extract`)
 * keeps only the keys it reads literally.
 */
import type { ColumnInfo, Diagnostic, MessageRef, QuickFix } from '../engine/types';
import type { Language } from '../i18n/languages';
import { ruleText, paramDoc } from './catalogText';
import { closest, paramsOf, ruleSpec } from './engine';
import { translator, type Translate } from './locale';
import type { EditorDiagnostic } from './types';

type Params = NonNullable<MessageRef['params']>;

/** What a sentence may need besides its parameters. */
interface Env {
  t: Translate;
  language: Language;
  columns: readonly ColumnInfo[];
}

const str = (v: string | number | undefined) => (v === undefined ? '' : String(v));

function suggestion(t: Translate, best: string | number | undefined): string {
  return best === undefined ? '' : ` ${t('diagnostic.didYouMean', { best })}`;
}

/** A JSON node's kind (`kindOf` in the engine) with its article: "a list", "una lista". */
function kind(t: Translate, k: string | number | undefined): string {
  switch (k) {
    case 'object':
      return t('diagnostic.kind.object');
    case 'array':
      return t('diagnostic.kind.array');
    case 'string':
      return t('diagnostic.kind.string');
    case 'number':
      return t('diagnostic.kind.number');
    case 'boolean':
      return t('diagnostic.kind.boolean');
    default:
      return t('diagnostic.kind.null');
  }
}

/** jsonc-parser's error code (`printParseErrorCode`) as words. */
function jsonError(t: Translate, code: string): string | null {
  switch (code) {
    case 'InvalidSymbol':
      return t('diagnostic.jsonError.InvalidSymbol');
    case 'InvalidNumberFormat':
      return t('diagnostic.jsonError.InvalidNumberFormat');
    case 'PropertyNameExpected':
      return t('diagnostic.jsonError.PropertyNameExpected');
    case 'ValueExpected':
      return t('diagnostic.jsonError.ValueExpected');
    case 'ColonExpected':
      return t('diagnostic.jsonError.ColonExpected');
    case 'CommaExpected':
      return t('diagnostic.jsonError.CommaExpected');
    case 'CloseBraceExpected':
      return t('diagnostic.jsonError.CloseBraceExpected');
    case 'CloseBracketExpected':
      return t('diagnostic.jsonError.CloseBracketExpected');
    case 'EndOfFileExpected':
      return t('diagnostic.jsonError.EndOfFileExpected');
    case 'InvalidCommentToken':
      return t('diagnostic.jsonError.InvalidCommentToken');
    case 'UnexpectedEndOfComment':
      return t('diagnostic.jsonError.UnexpectedEndOfComment');
    case 'UnexpectedEndOfString':
      return t('diagnostic.jsonError.UnexpectedEndOfString');
    case 'UnexpectedEndOfNumber':
      return t('diagnostic.jsonError.UnexpectedEndOfNumber');
    case 'InvalidUnicode':
      return t('diagnostic.jsonError.InvalidUnicode');
    case 'InvalidEscapeCharacter':
      return t('diagnostic.jsonError.InvalidEscapeCharacter');
    case 'InvalidCharacter':
      return t('diagnostic.jsonError.InvalidCharacter');
    default:
      return null;
  }
}

/** Why a Spark function means something else in DuckDB (spark-dialect's DIVERGENT). */
function divergent(t: Translate, name: string): string | null {
  switch (name) {
    case 'concat':
      return t('diagnostic.divergent.concat');
    case 'split':
      return t('diagnostic.divergent.split');
    case 'date_format':
      return t('diagnostic.divergent.date_format');
    case 'regexp_extract':
    case 'regexp_extract_all':
      return t('diagnostic.divergent.regexp_extract');
    case 'hash':
      return t('diagnostic.divergent.hash');
    case 'approx_count_distinct':
      return t('diagnostic.divergent.approx_count_distinct');
    case 'rand':
    case 'random':
    case 'uuid':
      return t('diagnostic.divergent.random');
    default:
      return null;
  }
}

/** A regex construct RE2 lacks (regex-dialect's `ref`), named with its article. */
function regexConstruct(t: Translate, p: Params): string | null {
  switch (p.construct) {
    case 'backreference':
      return t('diagnostic.regexConstruct.backreference', { digit: str(p.digit) });
    case 'namedBackreference':
      return t('diagnostic.regexConstruct.namedBackreference');
    case 'lookahead':
      return t('diagnostic.regexConstruct.lookahead');
    case 'negativeLookahead':
      return t('diagnostic.regexConstruct.negativeLookahead');
    case 'lookbehind':
      return t('diagnostic.regexConstruct.lookbehind');
    case 'negativeLookbehind':
      return t('diagnostic.regexConstruct.negativeLookbehind');
    case 'atomicGroup':
      return t('diagnostic.regexConstruct.atomicGroup');
    case 'possessive':
      return t('diagnostic.regexConstruct.possessive', { quantifier: str(p.quantifier) });
    default:
      return null;
  }
}

/** A construct both engines run but read otherwise: the whole sentence, per construct. */
function regexDiffers(t: Translate, p: Params): string | null {
  switch (p.construct) {
    case 'posixClass':
      return t('diagnostic.regexDiffers.posixClass', {
        posix: str(p.posix),
        letters: str(p.letters),
      });
    case 'vertical':
      return t('diagnostic.regexDiffers.vertical');
    case 'unicodeClasses':
      return t('diagnostic.regexDiffers.unicodeClasses');
    case 'caseFold':
      return t('diagnostic.regexDiffers.caseFold', {
        letter: str(p.letter),
        other: str(p.other),
      });
    default:
      return null;
  }
}

/** A construct RE2 lacks, as a regex rule's pattern is told it. */
function regexLacks(t: Translate, p: Params): string | null {
  const construct = regexConstruct(t, p);
  return construct === null ? null : t('diagnostic.regexLacks', { construct });
}

/** A `sql` rule's literal pattern: where it is, then what a regex rule's pattern is told. */
function sqlRegex(t: Translate, p: Params, told: string | null): string | null {
  return told === null
    ? null
    : `${t('diagnostic.sqlRegex', { name: str(p.name), pattern: str(p.pattern) })} ${told}`;
}

type Say = (p: Params, env: Env) => string | null;

/** The sentence of each message id. */
const MESSAGES: Record<string, Say> = {
  // The document and its shape.
  jsonSyntax: (p, { t }) => {
    const error = jsonError(t, str(p.error));
    return error === null ? null : t('diagnostic.jsonSyntax', { error, line: str(p.line) });
  },
  emptyDocument: (_, { t }) => t('diagnostic.emptyDocument'),
  documentNotObject: (p, { t }) => t('diagnostic.documentNotObject', { kind: kind(t, p.kind) }),
  transformationsIgnored: (_, { t }) => t('diagnostic.transformationsIgnored'),
  validationsNotObject: (p, { t }) =>
    t('diagnostic.validationsNotObject', { kind: kind(t, p.kind) }),
  unknownShape: (p, { t }) => t('diagnostic.unknownShape') + suggestion(t, p.best),
  unknownKey: (p, { t }) => {
    // i18next reads a `key` option as the key itself: the name goes in as `name`.
    const name = str(p.key);
    let head = t('diagnostic.unknownKey.document', { name });
    if (p.place === 'rule') head = t('diagnostic.unknownKey.rule', { name, type: str(p.type) });
    if (p.place === 'validations') head = t('diagnostic.unknownKey.validations', { name });
    if (p.place === 'outputs') head = t('diagnostic.unknownKey.outputs', { name });
    return head + suggestion(t, p.best);
  },
  missingRules: (_, { t }) => t('diagnostic.missingRules'),
  missingRulesTypo: (p, { t }) => t('diagnostic.missingRulesTypo', { name: str(p.key) }),
  onFailureCase: (p, { t }) =>
    t('diagnostic.onFailureCase', { value: str(p.value), written: str(p.written) }),
  onFailureCaseFail: (p, { t }) =>
    t('diagnostic.onFailureCaseFail', { value: str(p.value), written: str(p.written) }),
  rowCountThreshold: (p, { t }) => t('diagnostic.rowCountThreshold', { param: str(p.key) }),
  onFailureNotString: (p, { t }) => t('diagnostic.onFailureNotString', { kind: kind(t, p.kind) }),
  badOnFailure: (p, { t }) =>
    t('diagnostic.badOnFailure', { value: str(p.value) }) + suggestion(t, p.best),

  // Outputs and destinations.
  emptyReport: (_, { t }) => t('diagnostic.emptyReport'),
  outputNotObject: (p, { t }) =>
    t('diagnostic.outputNotObject', { role: str(p.role), kind: kind(t, p.kind) }),
  splitKeyMisplaced: (p, { t }) => {
    if (p.role === 'report')
      return p.name === 'rules'
        ? t('diagnostic.splitKeyMisplaced.reportRules')
        : t('diagnostic.splitKeyMisplaced.reportAnnotate');
    return p.name === 'rules'
      ? t('diagnostic.splitKeyMisplaced.validRules')
      : t('diagnostic.splitKeyMisplaced.validAnnotate');
  },
  badAnnotate: (_, { t }) => t('diagnostic.badAnnotate'),
  scopeNotList: (_, { t }) => t('diagnostic.scopeNotList'),
  emptyScope: (_, { t }) => t('diagnostic.emptyScope'),
  scopeEntry: (_, { t }) => t('diagnostic.scopeEntry'),
  outputsNotObject: (p, { t }) => t('diagnostic.outputsNotObject', { kind: kind(t, p.kind) }),
  unknownScopeCode: (p, { t }) =>
    t('diagnostic.unknownScopeCode', { code: str(p.code) }) + suggestion(t, p.best),
  badDestination: (p, { t }) =>
    t('diagnostic.badDestination', {
      name: str(p.name),
      label: str(p.label),
      kind: kind(t, p.kind),
    }),
  destinationIncomplete: (p, { t }) =>
    p.second === undefined
      ? t('diagnostic.destinationIncomplete.one', { label: str(p.label), first: str(p.first) })
      : t('diagnostic.destinationIncomplete.two', {
          label: str(p.label),
          first: str(p.first),
          second: str(p.second),
        }),
  annotateOnOutput: (p, { t }) => t('diagnostic.annotateOnOutput', { label: str(p.label) }),
  rulesOnOutput: (p, { t }) => t('diagnostic.rulesOnOutput', { label: str(p.label) }),
  outputsNotList: (_, { t }) => t('diagnostic.outputsNotList'),
  destinationNotObject: (p, { t }) => t('diagnostic.destinationNotObject', { label: str(p.label) }),
  sameDestination: (p, { t }) =>
    t('diagnostic.sameDestination', {
      label: str(p.label),
      first: str(p.first),
      path: str(p.path),
    }),
  emptyQuarantine: (_, { t }) => t('diagnostic.emptyQuarantine'),
  emptyQuarantineScope: (_, { t }) => t('diagnostic.emptyQuarantineScope'),
  destinationTransformations: (p, { t }) =>
    t('diagnostic.destinationTransformations', { label: str(p.label) }),
  destinationColumns: (p, { t }) => t('diagnostic.destinationColumns', { label: str(p.label) }),
  annotateProjectedOut: (p, { t }) => t('diagnostic.annotateProjectedOut', { name: str(p.name) }),
  annotateUnwritable: (p, { t }) =>
    t('diagnostic.annotateUnwritable', { format: str(p.format), name: str(p.name) }),

  // Rules, types and targets.
  rulesNotList: (p, { t }) => t('diagnostic.rulesNotList', { kind: kind(t, p.kind) }),
  ruleNotObject: (p, { t }) => t('diagnostic.ruleNotObject', { kind: kind(t, p.kind) }),
  missingType: (p, { t }) => t('diagnostic.missingType', { types: str(p.types) }),
  typeNotString: (p, { t }) => t('diagnostic.typeNotString', { kind: kind(t, p.kind) }),
  legacyCheck: (p, { t }) =>
    p.name === undefined
      ? t('diagnostic.legacyCheck.plain')
      : t('diagnostic.legacyCheck.named', { name: str(p.name) }),
  unknownType: (p, { t }) =>
    t('diagnostic.unknownType', { type: str(p.type) }) +
    suggestion(t, p.best) +
    ` ${t('diagnostic.types', { types: str(p.types) })}`,
  deprecatedType: (p, { language }) => {
    const spec = ruleSpec(str(p.type));
    return spec ? ruleText(spec, 'deprecated', language) : null;
  },
  targetsParentCode: (_, { t }) => t('diagnostic.targetsParentCode'),
  targetsParentOutput: (_, { t }) => t('diagnostic.targetsParentOutput'),
  targetsNotList: (p, { t }) => t('diagnostic.targetsNotList', { kind: kind(t, p.kind) }),
  targetsEmpty: (_, { t }) => t('diagnostic.targetsEmpty'),
  targetNotObject: (p, { t }) => t('diagnostic.targetNotObject', { kind: kind(t, p.kind) }),
  targetEmpty: (_, { t }) => t('diagnostic.targetEmpty'),
  targetType: (_, { t }) => t('diagnostic.targetType'),
  targetNested: (_, { t }) => t('diagnostic.targetNested'),
  aliasShadowed: (p, { t }) =>
    t('diagnostic.aliasShadowed', { name: str(p.name), param: str(p.param) }),
  missingParam: (p, { t, language }) => {
    const type = str(p.type);
    const param = paramsOf(type).find((q) => q.name === p.param);
    if (!param) return null;
    const head = p.alias
      ? t('diagnostic.missingParamAlias', { type, param: param.name, alias: str(p.alias) })
      : t('diagnostic.missingParam', { type, param: param.name });
    return `${head} ${paramDoc(param, type, language)}`;
  },
  sqlNoQuery: (_, { t }) => t('diagnostic.sqlNoQuery'),
  notPortable: (p, { t }) => {
    const why = divergent(t, str(p.name));
    return why === null ? null : t('diagnostic.notPortable', { name: str(p.name), why });
  },
  sparkIntegerDivision: (_, { t }) => t('diagnostic.sparkIntegerDivision'),
  sparkRefusesColonCast: (p, { t }) => t('diagnostic.sparkRefusesColonCast', { text: str(p.text) }),
  sparkRefusesList: (p, { t }) => t('diagnostic.sparkRefusesList', { text: str(p.text) }),
  sparkRefusesSlice: (p, { t }) => t('diagnostic.sparkRefusesSlice', { text: str(p.text) }),
  sparkRefusesSize: (p, { t }) => t('diagnostic.sparkRefusesSize', { text: str(p.text) }),
  sparkRefusesDiv: (_, { t }) => t('diagnostic.sparkRefusesDiv'),
  sparkUnknownFunction: (p, { t }) =>
    p.suggestion === undefined
      ? t('diagnostic.sparkUnknownFunction', { name: str(p.name) })
      : t('diagnostic.sparkUnknownFunctionSuggest', {
          name: str(p.name),
          suggestion: str(p.suggestion),
        }),
  sparkPattern: (p, { t }) =>
    t('diagnostic.sparkPattern', {
      name: str(p.name),
      pattern: str(p.pattern),
      construct: str(p.construct),
    }),
  sparkPatternLiteral: (p, { t }) => t('diagnostic.sparkPatternLiteral', { name: str(p.name) }),
  sqlRegexLacks: (p, { t }) => sqlRegex(t, p, regexLacks(t, p)),
  sqlRegexDiffers: (p, { t }) => sqlRegex(t, p, regexDiffers(t, p)),
  rangeNullBound: (p, { t }) => t('diagnostic.rangeNullBound', { name: str(p.name) }),
  rangeNoBound: (_, { t }) => t('diagnostic.rangeNoBound'),
  rangeEmpty: (p, { t }) => t('diagnostic.rangeEmpty', { max: str(p.max), min: str(p.min) }),
  warnNeverFires: (p, { t }) =>
    t('diagnostic.warnNeverFires', { warn: str(p.warn), mustBe: str(p.mustBe) }),
  thresholdNeverPasses: (p, { t }) =>
    t('diagnostic.thresholdNeverPasses', { name: str(p.name), low: str(p.low), high: str(p.high) }),
  thresholdAlwaysPasses: (p, { t }) =>
    t('diagnostic.thresholdAlwaysPasses', {
      name: str(p.name),
      low: str(p.low),
      high: str(p.high),
    }),

  // Columns.
  columnsOnColumnRule: (p, { t }) =>
    p.value === undefined
      ? t('diagnostic.columnsOnColumnRule.targets', { type: str(p.type) })
      : t('diagnostic.columnsOnColumnRule.write', { type: str(p.type), value: str(p.value) }),
  columnAndColumns: (_, { t }) => t('diagnostic.columnAndColumns'),
  columnAndColumnsTarget: (_, { t }) => t('diagnostic.columnAndColumnsTarget'),
  oneColumn: (p, { t }) => t('diagnostic.oneColumn', { type: str(p.type) }),
  unknownColumn: (p, { t, columns }) => {
    const column = str(p.column);
    const names = columns.map((c) => c.name);
    const near = closest(column, names, 3);
    const tail = near.length
      ? t('diagnostic.closest', { names: near.join(', ') })
      : t('diagnostic.columns', { names: names.join(', ') });
    return `${t('diagnostic.unknownColumn', { column })} ${tail}`;
  },

  // Parameter values.
  columnsString: (p, { t }) =>
    t('diagnostic.columnsString', {
      text: str(p.text),
      chars: str(p.chars),
      list: str(p.list),
    }),
  blankColumn: (p, { t }) => t('diagnostic.blankColumn', { name: str(p.name) }),
  columnsNotList: (p, { t }) =>
    t('diagnostic.columnsNotList', { name: str(p.name), kind: kind(t, p.kind) }),
  emptyColumns: (p, { t }) => t('diagnostic.emptyColumns', { name: str(p.name) }),
  columnEntry: (_, { t }) => t('diagnostic.columnEntry'),
  notNumber: (p, { t }) => t('diagnostic.notNumber', { name: str(p.name), kind: kind(t, p.kind) }),
  badBound: (p, { t }) => t('diagnostic.badBound', { name: str(p.name), kind: kind(t, p.kind) }),
  badLength: (p, { t }) => t('diagnostic.badLength', { name: str(p.name) }),
  notString: (p, { t }) => t('diagnostic.notString', { name: str(p.name), kind: kind(t, p.kind) }),
  badSql: (p, { t }) => t('diagnostic.badSql', { name: str(p.name) }),
  regexDiffers: (p, { t }) => regexDiffers(t, p),
  regexLacks: (p, { t }) => regexLacks(t, p),
  thresholdNumber: (p, { t }) =>
    t('diagnostic.thresholdNumber', { name: str(p.name), value: str(p.value) }),
  thresholdNotString: (p, { t }) =>
    t('diagnostic.thresholdNotString', { name: str(p.name), kind: kind(t, p.kind) }),
  thresholdBlank: (p, { t }) => t('diagnostic.thresholdBlank', { name: str(p.name) }),
  thresholdUnreadable: (p, { t }) =>
    t('diagnostic.thresholdUnreadable', { name: str(p.name), text: str(p.text) }),
  formatNotString: (p, { t }) => t('diagnostic.formatNotString', { name: str(p.name) }),
  unknownFormat: (p, { t }) =>
    t('diagnostic.unknownFormat', { value: str(p.value) }) +
    suggestion(t, p.best) +
    ` ${t('diagnostic.formats', { formats: str(p.formats) })}`,
  notList: (p, { t }) => t('diagnostic.notList', { name: str(p.name), kind: kind(t, p.kind) }),
  listEntry: (p, { t }) => t('diagnostic.listEntry', { name: str(p.name) }),
  typesNotObject: (p, { t }) => t('diagnostic.typesNotObject', { name: str(p.name) }),
  columnTypeNotString: (_, { t }) => t('diagnostic.columnTypeNotString'),
  unknownSparkType: (p, { t }) =>
    t('diagnostic.unknownSparkType', { value: str(p.value), types: str(p.types) }),
  badOutput: (p, { t }) => t('diagnostic.badOutput', { name: str(p.name) }),
};

function message(ref: MessageRef, env: Env): string | null {
  const say = Object.hasOwn(MESSAGES, ref.id) ? MESSAGES[ref.id] : undefined;
  return say ? say(ref.params ?? {}, env) : null;
}

function title(ref: MessageRef, t: Translate): string | null {
  const p = ref.params ?? {};
  const value = str(p.value);
  switch (ref.id) {
    case 'changeTo':
      return t('fix.changeTo', { value });
    case 'renameTo':
      return t('fix.renameTo', { value });
    case 'write':
      return t('fix.write', { value });
    case 'writeRaw':
      return t('fix.writeRaw', { value });
    case 'writeColumn':
      return t('fix.writeColumn', { value });
    case 'promoteMetric':
      return t('fix.promoteMetric', { value });
    case 'moveCode':
      return t('fix.moveCode');
    case 'remove':
      return t('fix.remove', { value });
    case 'removeFrom':
      return t('fix.removeFrom', { value, label: str(p.label) });
    case 'add':
      return p.second === undefined
        ? t('fix.add.one', { first: str(p.first) })
        : t('fix.add.two', { first: str(p.first), second: str(p.second) });
    case 'swapMinMax':
      return t('fix.swapMinMax');
    case 'swapBounds':
      return t('fix.swapBounds');
    default:
      return null;
  }
}

/**
 * A diagnostic's message in `language` (English too), or null when it has no known id.
 * `t` defaults to the language's translator (a test passes one that records the keys).
 */
export function localizedMessage(
  diagnostic: Pick<Diagnostic, 'messageRef'>,
  columns: readonly ColumnInfo[],
  language: Language,
  t: Translate = translator(language),
): string | null {
  if (!diagnostic.messageRef) return null;
  return message(diagnostic.messageRef, { t, language, columns });
}

/** A quick fix's title in `language` (English too), or null when it has no known id. */
export function localizedTitle(
  fix: QuickFix,
  language: Language,
  t: Translate = translator(language),
): string | null {
  return fix.titleRef ? title(fix.titleRef, t) : null;
}

function localFix(fix: QuickFix, t: Translate): QuickFix {
  const text = fix.titleRef ? title(fix.titleRef, t) : null;
  return text ? { ...fix, title: text } : fix;
}

/** The diagnostics with their messages and fix titles in `language` (English: unchanged). */
export function localizeDiagnostics<D extends EditorDiagnostic>(
  diagnostics: readonly D[],
  columns: readonly ColumnInfo[],
  language: Language | undefined,
): D[] {
  if (!language || language === 'en') return [...diagnostics];
  const t = translator(language);
  return diagnostics.map((d) => {
    const text = d.messageRef ? message(d.messageRef, { t, language, columns }) : null;
    return {
      ...d,
      message: text ?? d.message,
      ...(d.fix ? { fix: localFix(d.fix, t) } : {}),
      ...(d.fixes ? { fixes: d.fixes.map((f) => localFix(f, t)) } : {}),
    };
  });
}
