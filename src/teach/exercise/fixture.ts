/**
 * An exercise as an instructor writes it in Spanish, for the tests: the orders whose
 * amount is negative must end in the quarantine, by a `range` rule.
 */
import { packOf, type AuthoredExercise } from './authored';

export const SPANISH_EXERCISE: AuthoredExercise = {
  id: 'importes',
  title: { es: 'Importes negativos' },
  intro: { es: 'Un pedido nunca tiene un importe negativo.' },
  task: { es: 'Pon en cuarentena los pedidos con importe negativo.' },
  hints: [{ es: 'Mira la columna amount.' }, { es: 'Una regla range con "min": 0.' }],
  explanation: { es: 'Los pedidos 2 y 4 tienen importes negativos.' },
  data: {
    name: 'pedidos.csv',
    csv: 'order_id,amount\n1,10.5\n2,-3\n3,0\n4,-0.5\n5,7\n',
  },
  key: 'order_id',
  start: '{\n  "validations": {\n    "on_failure": "warn",\n    "rules": []\n  }\n}\n',
  solution: JSON.stringify({
    validations: {
      on_failure: 'warn',
      rules: [{ type: 'range', column: 'amount', min: 0, code: 'IMPORTE' }],
    },
  }),
  goal: {
    flagged: [
      { key: '2', codes: ['IMPORTE'] },
      { key: '4', codes: ['IMPORTE'] },
    ],
    types: ['range'],
  },
};

export const SPANISH_PACK = packOf([SPANISH_EXERCISE], { es: 'Clase 1' });
