/**
 * The problems of a document in the page's language. The engine writes each diagnostic in
 * English (the CLI prints it as is) and, for the common ones, a stable message id with its
 * parameters; this turns those into the language's sentences, quick-fix titles included.
 * A diagnostic without an id keeps its English message.
 */
import type { ColumnInfo, MessageRef, QuickFix } from '../engine/types';
import type { Language } from '../i18n/languages';
import { ruleText, paramDoc } from './catalogText';
import { closest, paramsOf, ruleSpec } from './engine';
import { translator, type Translate } from './locale';
import type { EditorDiagnostic } from './types';

const str = (v: string | number | undefined) => (v === undefined ? '' : String(v));

function suggestion(t: Translate, best: string | number | undefined): string {
  return best === undefined ? '' : ` ${t('diagnostic.didYouMean', { best })}`;
}

function message(
  ref: MessageRef,
  t: Translate,
  language: Language,
  columns: readonly ColumnInfo[],
): string | null {
  const p = ref.params ?? {};
  switch (ref.id) {
    case 'unknownKey': {
      // i18next reads a `key` option as the key itself: the name goes in as `name`.
      const name = str(p.key);
      let head = t('diagnostic.unknownKey.document', { name });
      if (p.place === 'rule') head = t('diagnostic.unknownKey.rule', { name, type: str(p.type) });
      if (p.place === 'validations') head = t('diagnostic.unknownKey.validations', { name });
      if (p.place === 'outputs') head = t('diagnostic.unknownKey.outputs', { name });
      return head + suggestion(t, p.best);
    }
    case 'missingRules':
      return t('diagnostic.missingRules');
    case 'onFailureCase':
      return t('diagnostic.onFailureCase', { value: str(p.value) });
    case 'unknownType':
      return (
        t('diagnostic.unknownType', { type: str(p.type) }) +
        suggestion(t, p.best) +
        ` ${t('diagnostic.types', { types: str(p.types) })}`
      );
    case 'missingType':
      return t('diagnostic.missingType', { types: str(p.types) });
    case 'deprecatedType': {
      const spec = ruleSpec(str(p.type));
      return spec ? ruleText(spec, 'deprecated', language) : null;
    }
    case 'missingParam': {
      const type = str(p.type);
      const param = paramsOf(type).find((q) => q.name === p.param);
      if (!param) return null;
      const head = p.alias
        ? t('diagnostic.missingParamAlias', { type, param: param.name, alias: str(p.alias) })
        : t('diagnostic.missingParam', { type, param: param.name });
      return `${head} ${paramDoc(param, type, language)}`;
    }
    case 'unknownColumn': {
      const column = str(p.column);
      const names = columns.map((c) => c.name);
      const near = closest(column, names, 3);
      const tail = near.length
        ? t('diagnostic.closest', { names: near.join(', ') })
        : t('diagnostic.columns', { names: names.join(', ') });
      return `${t('diagnostic.unknownColumn', { column })} ${tail}`;
    }
    default:
      return null;
  }
}

function title(ref: MessageRef, t: Translate): string | null {
  const value = str(ref.params?.value);
  switch (ref.id) {
    case 'changeTo':
      return t('fix.changeTo', { value });
    case 'renameTo':
      return t('fix.renameTo', { value });
    case 'write':
      return t('fix.write', { value });
    case 'promoteMetric':
      return t('fix.promoteMetric', { value });
    case 'moveCode':
      return t('fix.moveCode');
    default:
      return null;
  }
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
    const text = d.messageRef ? message(d.messageRef, t, language, columns) : null;
    return {
      ...d,
      message: text ?? d.message,
      ...(d.fix ? { fix: localFix(d.fix, t) } : {}),
      ...(d.fixes ? { fixes: d.fixes.map((f) => localFix(f, t)) } : {}),
    };
  });
}
