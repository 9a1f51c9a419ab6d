/**
 * Which of the three document shapes was read (RULES.md §1), in words: the CLI prints it
 * and the page shows it beside the document's status, so nobody wonders whether a whole
 * pipeline's `transformations` or `output` were taken into account.
 */
import type { DocumentShape } from '../types';

/** The shape read, as the CLI's first line says it. */
export function documentShapeText(shape: DocumentShape): string {
  switch (shape) {
    case 'pipeline':
      return 'read as a whole pipeline: only its "validations" is used';
    case 'validations':
      return 'read as a {"validations": {…}} document';
    case 'inner':
      return 'read as the inner validations object {"on_failure": …, "rules": […]}';
  }
}
