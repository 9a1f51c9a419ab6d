/** Lesson documents are written as objects and shown as formatted JSON. */
export const doc = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** `{ validations: { on_failure: 'warn', rules } }`: the shape most lessons start from. */
export const rulesDoc = (rules: unknown[], extra: Record<string, unknown> = {}): string =>
  doc({ validations: { on_failure: 'warn', rules, ...extra } });

/** A text in English, Spanish and Brazilian Portuguese, in that order. */
export const words = (en: string, es: string, pt: string): import('../types').Text => ({
  en,
  es,
  'pt-BR': pt,
});
