/**
 * The dataset's read warnings (headers, delimiter, options the workbench does not emulate,
 * date and time formats it cannot read) in the page's language; in English they are the
 * engine's own words (what the CLI prints).
 */
import type { TFunction } from 'i18next';
import type { FormatNote, PatternProblem, ReadWarning } from '../engine/read';
import { percent, shownDelimiter, shownOption } from '../engine/read';
import { wordEach } from './wordEach';
import { corruptLinesWords } from '../workbench/jsonWords';

/** What a pattern's construct means, in the page's language. */
export function patternWhyWords(p: PatternProblem, t: TFunction): string {
  switch (p.why) {
    case 'month-names':
      return t('read.why.monthNames');
    case 'day-names':
      return t('read.why.dayNames');
    case 'am-pm':
      return t('read.why.amPm');
    case 'hour-1-12':
      return t('read.why.hour112');
    case 'hour-0-11':
      return t('read.why.hour011');
    case 'hour-1-24':
      return t('read.why.hour124');
    case 'zone-names':
      return t('read.why.zoneNames');
    case 'zone-ids':
      return t('read.why.zoneIds');
    case 'localized-offsets':
      return t('read.why.localizedOffsets');
    case 'eras':
      return t('read.why.eras');
    case 'day-of-year':
      return t('read.why.dayOfYear');
    case 'quarters':
      return t('read.why.quarters');
    case 'week-fields':
      return t('read.why.weekFields');
    case 'week-year':
      return t('read.why.weekYear');
    case 'localized-day-numbers':
      return t('read.why.localizedDayNumbers');
    case 'aligned-week':
      return t('read.why.alignedWeek');
    case 'nano-of-second':
      return t('read.why.nanoOfSecond');
    case 'nano-of-day':
      return t('read.why.nanoOfDay');
    case 'milli-of-day':
      return t('read.why.milliOfDay');
    case 'day-periods':
      return t('read.why.dayPeriods');
    case 'year-width':
      return t('read.why.yearWidth');
    case 'fraction-width':
      return t('read.why.fractionWidth');
    case 'width':
      return t('read.why.width');
    case 'optional-sections':
      return t('read.why.optionalSections');
    case 'reserved':
      return t('read.why.reserved');
    case 'unclosed-quote':
      return t('read.why.unclosedQuote');
    case 'unknown-letter':
      return t('read.why.unknownLetter', { letter: p.construct[0] });
  }
}

/** A note on a format, locale or zone option, in the page's language. */
function formatNoteWords(note: FormatNote, t: TFunction): string {
  const shown = (value: string) => shownOption(note.option, value);
  switch (note.kind) {
    case 'pattern': {
      const p = note.problem;
      const values = {
        shown: shown(p.pattern),
        option: note.option,
        construct: p.construct,
        meaning: patternWhyWords(p, t),
      };
      const dates = note.option.toLowerCase() === 'dateformat';
      if (p.invalid)
        return dates
          ? t('read.format.invalidDates', values)
          : t('read.format.invalidTimestamps', values);
      return dates
        ? t('read.format.unreadDates', values)
        : t('read.format.unreadTimestamps', values);
    }
    case 'timestamp-ntz':
      return t('read.format.timestampNtz', { shown: shown(note.value) });
    case 'locale':
      return t('read.format.locale', { shown: shown(note.tag), tag: note.tag });
  }
}

/** One read warning in the page's language (the engine's `readWarningText`). */
export function readWarningWords(w: ReadWarning, t: TFunction): string {
  switch (w.kind) {
    case 'json-document':
      return t('read.warning.jsonDocument');
    case 'excel-not-production':
      return t('read.warning.excelNotProduction', { sheet: w.sheet });
    case 'excel-mixed':
      return t('read.warning.excelMixed', { column: w.column, kinds: w.kinds });
    case 'json-corrupt':
      return t('read.warning.jsonCorrupt', {
        count: w.count,
        lines: corruptLinesWords(w.notes, t),
      });
    case 'blank-header':
      return t('read.warning.blankHeader', { column: w.column, name: w.name });
    case 'renamed-header':
      return t('read.warning.renamedHeader', {
        column: w.column,
        header: w.header,
        name: w.name,
      });
    case 'delimiter':
      return w.delimiter === '\t'
        ? t('read.warning.delimiterTab')
        : t('read.warning.delimiter', { delimiter: shownDelimiter(w.delimiter) });
    case 'not-emulated':
      return t('read.warning.notEmulated', { option: w.option });
    case 'charset-ignored':
      return w.encoding === null
        ? t('read.warning.charsetIgnored', { shown: shownOption(w.option, w.value) })
        : t('read.warning.charsetIgnoredEncoding', {
            shown: shownOption(w.option, w.value),
            encoding: JSON.stringify(w.encoding),
          });
    case 'sampling-ratio':
      return t('read.warning.samplingRatio', {
        shown: shownOption(w.option, w.value),
        percent: percent(w.ratio),
      });
    case 'parse-mode': {
      const shown = shownOption(w.option, w.value);
      if (w.mode === null) return t('read.warning.parseModeUnknown', { shown });
      return w.mode === 'DROPMALFORMED'
        ? t('read.warning.parseModeDrop', { shown })
        : t('read.warning.parseModeFail', { shown });
    }
    case 'format':
      return formatNoteWords(w.note, t);
    case 'parquet-unreadable': {
      const values = { column: w.column, type: w.refusal.parquetType };
      switch (w.refusal.error) {
        case 'PARQUET_TYPE_ILLEGAL':
          return w.refusal.nanosAsLong
            ? t('read.warning.parquetNanos', values)
            : t('read.warning.parquetIllegal', values);
        case 'PARQUET_TYPE_NOT_SUPPORTED':
          return t('read.warning.parquetNotSupported', values);
        case 'DECIMAL_PRECISION':
          return t('read.warning.parquetDecimal', values);
      }
    }
  }
}

/** The dataset's warnings in the page's language; those without data are shown as written. */
export function datasetWarningWords(
  dataset: { warnings: readonly string[]; warningFacts?: readonly ReadWarning[] },
  t: TFunction,
): string[] {
  return wordEach(dataset.warnings, dataset.warningFacts, (fact) => readWarningWords(fact, t));
}
