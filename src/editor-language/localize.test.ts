import { describe, expect, it } from 'vitest';
import { codeActionsFor } from './codeActions';
import { diagnosticsFor } from './diagnostics';
import { localizeDiagnostics } from './localize';
import { COLUMNS } from './testing';

function problems(text: string, language: 'en' | 'es' | 'pt-BR') {
  return localizeDiagnostics(diagnosticsFor(text, COLUMNS), COLUMNS, language);
}

describe('problems in the page language', () => {
  const doc = JSON.stringify({
    validations: {
      on_failure: 'WARN',
      rules: [
        { type: 'rnage', column: 'age' },
        { type: 'not_null', columns: ['emial'], nmae: 'x' },
        { type: 'regex', column: 'email' },
      ],
    },
  });

  it('keeps the engine’s English words in English (what the CLI prints)', () => {
    const en = problems(doc, 'en').map((d) => d.message);
    expect(en).toEqual(diagnosticsFor(doc, COLUMNS).map((d) => d.message));
    expect(en.join('\n')).toContain('Unknown rule type "rnage". Did you mean "range"?');
  });

  it('writes messages and quick-fix titles in Spanish and Portuguese', () => {
    const es = problems(doc, 'es');
    const text = es.map((d) => d.message).join('\n');
    expect(text).toContain('"on_failure" distingue mayúsculas: escríbelo en minúsculas, "warn".');
    expect(text).toContain('Tipo de regla desconocido "rnage". ¿Quisiste decir "range"?');
    expect(text).toContain('Clave desconocida "nmae" para una regla not_null: se ignora.');
    expect(text).toContain('La columna "emial" no existe. Las más parecidas: email');
    // A missing parameter is explained with the catalog's translated doc.
    expect(text).toContain('Una regla regex necesita "pattern": La expresión regular');
    const titles = codeActionsFor(es, { offset: 0, length: doc.length }).map((a) => a.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Escribir "warn"', 'Cambiar a "range"', 'Cambiar a "email"']),
    );

    const pt = problems(doc, 'pt-BR')
      .map((d) => d.message)
      .join('\n');
    expect(pt).toContain('Tipo de regra desconhecido "rnage". Você quis dizer "range"?');
    expect(pt).toContain('A coluna "emial" não existe.');
  });
});
