import { ruleSpec } from '../../engine';
import { LOCALES } from '../types';
import { EXAMPLES, type GalleryExample } from './examples';

/** Lowercase, without accents: "Fecha" finds "fechas", "numero" finds "número". */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Everything an example can be found by: type, title and text in every language, concepts, the catalog's summary. */
function haystack(e: GalleryExample): string {
  const words = [e.id, e.type, ...e.concepts, ruleSpec(e.type)?.summary ?? ''];
  for (const l of LOCALES) words.push(e.title[l], e.fails[l]);
  return fold(words.join(' '));
}

const INDEX = new Map(EXAMPLES.map((e) => [e.id, haystack(e)]));

/** The examples matching every word of `query` (all of them for a blank query). */
export function searchGallery(query: string): GalleryExample[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return EXAMPLES.filter((e) => words.every((w) => INDEX.get(e.id)!.includes(w)));
}

/** The document an example opens as. */
export const exampleDocument = (e: GalleryExample): string =>
  `${JSON.stringify({ validations: { on_failure: 'warn', rules: [e.rule] } }, null, 2)}\n`;
