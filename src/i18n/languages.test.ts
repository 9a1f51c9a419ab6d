/**
 * Choosing the page's language from the browser's preferences.
 */
import { describe, expect, it } from 'vitest';
import { asLanguage, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first preferred language the page speaks', () => {
    expect(pickLanguage(['fr-FR', 'es-ES', 'en-US'])).toBe('es');
    expect(pickLanguage(['pt-BR', 'en'])).toBe('pt-BR');
    expect(pickLanguage(['en-GB', 'es'])).toBe('en');
  });

  it('matches a region it does not have by its primary language', () => {
    expect(pickLanguage(['pt-PT'])).toBe('pt-BR');
    expect(pickLanguage(['pt'])).toBe('pt-BR');
    expect(pickLanguage(['es-MX'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(pickLanguage(['de-DE', 'fr'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('asLanguage', () => {
  it('reads a stored value case-insensitively and refuses others', () => {
    expect(asLanguage('pt-br')).toBe('pt-BR');
    expect(asLanguage('es')).toBe('es');
    expect(asLanguage('es-ES')).toBeNull();
    expect(asLanguage(null)).toBeNull();
  });
});
