import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

export const validity: Lesson = {
  id: 'validity',
  concepts: ['missing_count', 'missing_values', 'invalid_count', 'valid_values', 'valid_format'],
  title: words('Missing or invalid?', '¿Falta o no es válido?', 'Ausente ou inválido?'),
  intro: words(
    'A value is missing when it is NULL, or when it is one of the placeholders you list in "missing_values" (like "N/A" or "-"). missing_count and missing_percent count those rows.\n\nA value that is present is invalid when it breaks the validity you describe: "valid_values" (an allowed list), "invalid_values", "valid_format" (a named format such as email or uuid), "valid_regex", "valid_min"/"valid_max", or a length. With several, a value must satisfy all of them. invalid_count never counts missing values.',
    'Un valor falta cuando es NULL, o cuando es uno de los marcadores que listas en "missing_values" (como "N/A" o "-"). missing_count y missing_percent cuentan esas filas.\n\nUn valor presente no es válido cuando incumple la validez que describes: "valid_values" (una lista permitida), "invalid_values", "valid_format" (un formato con nombre como email o uuid), "valid_regex", "valid_min"/"valid_max" o una longitud. Con varias, el valor debe cumplirlas todas. invalid_count nunca cuenta los valores que faltan.',
    'Um valor está ausente quando é NULL, ou quando é um dos marcadores listados em "missing_values" (como "N/A" ou "-"). missing_count e missing_percent contam essas linhas.\n\nUm valor presente é inválido quando quebra a validade que você descreve: "valid_values" (uma lista permitida), "invalid_values", "valid_format" (um formato com nome, como email ou uuid), "valid_regex", "valid_min"/"valid_max" ou um comprimento. Com várias, o valor precisa cumprir todas. invalid_count nunca conta valores ausentes.',
  ),
  task: words(
    'Count "N/A" and "-" as missing emails (3 in all), and count the countries that are not BR, PT or US (2).',
    'Cuenta "N/A" y "-" como emails que faltan (3 en total), y cuenta los países que no son BR, PT ni US (2).',
    'Conte "N/A" e "-" como emails ausentes (3 ao todo) e conte os países que não são BR, PT nem US (2).',
  ),
  hints: [
    words(
      'Look at the email column: which values mean "we don’t know"?',
      'Mira la columna email: ¿qué valores significan "no lo sabemos"?',
      'Olhe a coluna email: quais valores querem dizer "não sabemos"?',
    ),
    words(
      'Add "missing_values": ["N/A", "-"] to the missing_count rule.',
      'Añade "missing_values": ["N/A", "-"] a la regla missing_count.',
      'Adicione "missing_values": ["N/A", "-"] à regra missing_count.',
    ),
    words(
      'The country list needs "US" too: "valid_values": ["BR", "PT", "US"]. Comparison is exact, so "br" stays invalid.',
      'La lista de países necesita también "US": "valid_values": ["BR", "PT", "US"]. La comparación es exacta, así que "br" sigue sin ser válido.',
      'A lista de países também precisa de "US": "valid_values": ["BR", "PT", "US"]. A comparação é exata, então "br" continua inválido.',
    ),
  ],
  explanation: words(
    'Three emails are missing: one NULL, "N/A" and "-". Two countries are invalid: "br" (lowercase) and "AR".',
    'Faltan tres emails: un NULL, "N/A" y "-". Dos países no son válidos: "br" (en minúsculas) y "AR".',
    'Faltam três emails: um NULL, "N/A" e "-". Dois países são inválidos: "br" (minúsculo) e "AR".',
  ),
  data: {
    name: 'signups.csv',
    csv: 'id,country,email\n1,BR,ana@example.com\n2,PT,N/A\n3,US,\n4,br,diego@example.com\n5,AR,elena@example.com\n6,BR,-\n',
  },
  key: 'id',
  start: rulesDoc([
    { type: 'missing_count', column: 'email', must_be: '= 0' },
    { type: 'invalid_count', column: 'country', valid_values: ['BR', 'PT'], must_be: '= 0' },
  ]),
  solution: rulesDoc([
    { type: 'missing_count', column: 'email', missing_values: ['N/A', '-'], must_be: '= 0' },
    { type: 'invalid_count', column: 'country', valid_values: ['BR', 'PT', 'US'], must_be: '= 0' },
  ]),
  goal: {
    results: [
      {
        type: 'missing_count',
        target: 'email',
        metric_value: 3,
        why: words(
          'Only the empty cell counts as missing so far; "N/A" and "-" are placeholders too: list them in missing_values.',
          'Por ahora solo cuenta como falta la celda vacía; "N/A" y "-" también son marcadores: lístalos en missing_values.',
          'Por enquanto só a célula vazia conta como ausente; "N/A" e "-" também são marcadores: liste-os em missing_values.',
        ),
      },
      {
        type: 'invalid_count',
        target: 'country',
        metric_value: 2,
        why: words(
          'US is a real country here, so it belongs in valid_values; only "br" and "AR" are invalid.',
          'US es un país válido aquí, así que va en valid_values; solo "br" y "AR" no son válidos.',
          'US é um país válido aqui, então entra em valid_values; só "br" e "AR" são inválidos.',
        ),
      },
    ],
  },
};
