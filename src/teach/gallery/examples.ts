/**
 * One runnable example per rule type, and the variants worth seeing, each failing (or
 * warning) on the gallery's data in a way its `fails` text describes. Tests run every one
 * on both DuckDBs and compare with `expect`.
 */
import { words } from '../lessons/doc';
import type { Text } from '../types';

export interface GalleryExample {
  id: string;
  /** The rule type it shows (as written). */
  type: string;
  title: Text;
  /** Words people search with, besides the type and the title. */
  concepts: string[];
  rule: Record<string, unknown>;
  /** What happens on the gallery data, in plain words. */
  fails: Text;
  expect: { severity: 'fail' | 'warn'; failed_count: number; metric_value?: number };
}

const E = (
  id: string,
  type: string,
  title: Text,
  concepts: string[],
  rule: Record<string, unknown>,
  expect: GalleryExample['expect'],
  fails: Text,
): GalleryExample => ({ id, type, title, concepts, rule: { type, ...rule }, expect, fails });

export const EXAMPLES: GalleryExample[] = [
  E(
    'not_null',
    'not_null',
    words('Required columns', 'Columnas obligatorias', 'Colunas obrigatórias'),
    ['NULL', 'empty', 'required', 'columns'],
    { columns: ['name', 'email'] },
    { severity: 'fail', failed_count: 2 },
    words(
      'Row 3 has no email and one row 5 has no name.',
      'La fila 3 no tiene email y una fila 5 no tiene nombre.',
      'A linha 3 não tem email e uma linha 5 não tem nome.',
    ),
  ),
  E(
    'not_null-targets',
    'not_null',
    words(
      'One entry, a code per column (targets)',
      'Una entrada, un código por columna (targets)',
      'Uma entrada, um código por coluna (targets)',
    ),
    ['targets', 'code', 'quarantine'],
    {
      targets: [
        { column: 'name', code: 'NAME_MISSING' },
        { column: 'email', code: 'EMAIL_MISSING' },
      ],
    },
    { severity: 'fail', failed_count: 1 },
    words(
      'Expands into two rules; each flags one row with its own code (the first is shown here).',
      'Se expande en dos reglas; cada una marca una fila con su propio código (aquí se muestra la primera).',
      'Expande-se em duas regras; cada uma marca uma linha com seu próprio código (a primeira aparece aqui).',
    ),
  ),
  E(
    'unique',
    'unique',
    words('A unique key', 'Una clave única', 'Uma chave única'),
    ['duplicates', 'key', 'primary key'],
    { columns: ['id'] },
    { severity: 'fail', failed_count: 1 },
    words(
      'id 5 appears twice: 6 rows, 5 distinct ids.',
      'El id 5 aparece dos veces: 6 filas, 5 ids distintos.',
      'O id 5 aparece duas vezes: 6 linhas, 5 ids distintos.',
    ),
  ),
  E(
    'unique-pair',
    'unique',
    words('A key of two columns', 'Una clave de dos columnas', 'Uma chave de duas colunas'),
    ['duplicates', 'multi-column', 'composite key'],
    { columns: ['id', 'country'] },
    { severity: 'fail', failed_count: 1 },
    words(
      'The pair (5, US) appears twice.',
      'El par (5, US) aparece dos veces.',
      'O par (5, US) aparece duas vezes.',
    ),
  ),
  E(
    'range',
    'range',
    words('Numbers within bounds', 'Números dentro de límites', 'Números dentro de limites'),
    ['min', 'max', 'bounds', 'NULL passes'],
    { column: 'age', min: 0, max: 120 },
    { severity: 'fail', failed_count: 1 },
    words(
      'Age 200 is above 120; the empty age passes.',
      'La edad 200 supera 120; la edad vacía pasa.',
      'A idade 200 passa de 120; a idade vazia passa.',
    ),
  ),
  E(
    'range-dates',
    'range',
    words('Dates within bounds', 'Fechas dentro de límites', 'Datas dentro de limites'),
    ['date', 'timestamp', 'min'],
    { column: 'created_at', min: '2026-03-01' },
    { severity: 'fail', failed_count: 2 },
    words(
      'Two orders were created before March 1st.',
      'Dos pedidos se crearon antes del 1 de marzo.',
      'Dois pedidos foram criados antes de 1º de março.',
    ),
  ),
  E(
    'regex',
    'regex',
    words('A pattern (email)', 'Un patrón (email)', 'Um padrão (email)'),
    ['pattern', 'regular expression', 'NULL fails'],
    { column: 'email', pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$' },
    { severity: 'fail', failed_count: 2 },
    words(
      '"bruno@example" has no domain ending, and the empty email fails too: regex fails NULL.',
      '"bruno@example" no tiene terminación de dominio, y el email vacío también falla: regex hace fallar NULL.',
      '"bruno@example" não tem terminação de domínio, e o email vazio também falha: regex reprova NULL.',
    ),
  ),
  E(
    'regex-escaped',
    'regex',
    words(
      'Escaped dots and anchors (CPF)',
      'Puntos escapados y anclas (CPF)',
      'Pontos escapados e âncoras (CPF)',
    ),
    ['escaping', 'backslash', 'anchors', 'cpf', 'RE2', 'Java'],
    { column: 'cpf', pattern: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$' },
    { severity: 'fail', failed_count: 1 },
    words(
      '12345678903 has no dots or dash.',
      '12345678903 no tiene puntos ni guion.',
      '12345678903 não tem pontos nem hífen.',
    ),
  ),
  E(
    'row_count',
    'row_count',
    words('Enough rows arrived', 'Llegaron suficientes filas', 'Chegaram linhas suficientes'),
    ['rows', 'volume', 'min', 'max'],
    { min: 10 },
    { severity: 'fail', failed_count: 1, metric_value: 6 },
    words('6 rows, fewer than 10.', '6 filas, menos de 10.', '6 linhas, menos de 10.'),
  ),
  E(
    'sql-query',
    'sql',
    words(
      'SQL: a condition that must be true',
      'SQL: una condición que debe ser cierta',
      'SQL: uma condição que precisa ser verdadeira',
    ),
    ['query', 'custom', 'pass when true', '_validation_df'],
    { query: 'SELECT COUNT(*) = 0 FROM _validation_df WHERE paid > amount' },
    { severity: 'fail', failed_count: 1 },
    words(
      'Two orders are paid above their amount, so COUNT(*) = 0 is false.',
      'Dos pedidos están pagados por encima de su importe, así que COUNT(*) = 0 es falso.',
      'Dois pedidos estão pagos acima do valor, então COUNT(*) = 0 é falso.',
    ),
  ),
  E(
    'sql-failed-rows',
    'sql',
    words(
      'SQL: the rows that are wrong',
      'SQL: las filas que están mal',
      'SQL: as linhas que estão erradas',
    ),
    ['failed_rows', 'custom', 'download'],
    { failed_rows: 'SELECT * FROM _validation_df WHERE paid > amount' },
    { severity: 'fail', failed_count: 2, metric_value: 2 },
    words(
      'Returns the two overpaid orders.',
      'Devuelve los dos pedidos pagados de más.',
      'Devolve os dois pedidos pagos a mais.',
    ),
  ),
  E(
    'schema',
    'schema',
    words('Expected columns and types', 'Columnas y tipos esperados', 'Colunas e tipos esperados'),
    ['columns', 'types', 'required_columns', 'forbidden_columns', 'column_types'],
    {
      required_columns: ['id', 'phone'],
      forbidden_columns: ['cpf'],
      column_types: { amount: 'double' },
    },
    { severity: 'fail', failed_count: 2 },
    words(
      'phone is missing and cpf is forbidden: two problems. amount is a double, as required.',
      'Falta phone y cpf está prohibida: dos problemas. amount es double, como se exige.',
      'Falta phone e cpf é proibida: dois problemas. amount é double, como exigido.',
    ),
  ),
  E(
    'distinct_count',
    'distinct_count',
    words('How many different values', 'Cuántos valores distintos', 'Quantos valores diferentes'),
    ['distinct', 'cardinality'],
    { column: 'country', must_be: '>= 5' },
    { severity: 'fail', failed_count: 0, metric_value: 4 },
    words(
      'Only 4 countries: BR, PT, br and US ("br" counts apart).',
      'Solo 4 países: BR, PT, br y US ("br" cuenta aparte).',
      'Só 4 países: BR, PT, br e US ("br" conta à parte).',
    ),
  ),
  E(
    'duplicate_count',
    'duplicate_count',
    words('Count duplicates', 'Contar duplicados', 'Contar duplicatas'),
    ['duplicates', 'threshold'],
    { columns: ['id'], must_be: '= 0' },
    { severity: 'fail', failed_count: 1, metric_value: 1 },
    words('One duplicate id (5).', 'Un id duplicado (5).', 'Um id duplicado (5).'),
  ),
  E(
    'duplicate_percent',
    'duplicate_percent',
    words('Share of duplicates', 'Proporción de duplicados', 'Proporção de duplicatas'),
    ['duplicates', 'percent', '%'],
    { columns: ['id'], must_be: '< 10%' },
    { severity: 'fail', failed_count: 1, metric_value: 100 / 6 },
    words(
      '1 duplicate in 6 rows is 16.7%, not under 10%.',
      '1 duplicado en 6 filas es 16,7%, no menos del 10%.',
      '1 duplicata em 6 linhas é 16,7%, não menos de 10%.',
    ),
  ),
  E(
    'missing_count',
    'missing_count',
    words('Count missing values', 'Contar valores que faltan', 'Contar valores ausentes'),
    ['NULL', 'missing', 'empty'],
    { column: 'email', must_be: '= 0' },
    { severity: 'fail', failed_count: 1, metric_value: 1 },
    words('One email is empty.', 'Un email está vacío.', 'Um email está vazio.'),
  ),
  E(
    'missing_values',
    'missing_count',
    words(
      'Placeholders count as missing',
      'Marcadores que cuentan como falta',
      'Marcadores contam como ausentes',
    ),
    ['missing_values', 'N/A', 'placeholder'],
    { column: 'status', missing_values: ['N/A'], must_be: '= 0' },
    { severity: 'fail', failed_count: 1, metric_value: 1 },
    words(
      '"N/A" is listed in missing_values, so row 4 is missing.',
      '"N/A" está en missing_values, así que a la fila 4 le falta el valor.',
      '"N/A" está em missing_values, então a linha 4 conta como ausente.',
    ),
  ),
  E(
    'missing_percent',
    'missing_percent',
    words(
      'Share of missing values',
      'Proporción de valores que faltan',
      'Proporção de valores ausentes',
    ),
    ['NULL', 'missing', 'percent', '%'],
    { column: 'email', must_be: '< 10%' },
    { severity: 'fail', failed_count: 1, metric_value: 100 / 6 },
    words(
      '1 empty email in 6 rows is 16.7%.',
      '1 email vacío en 6 filas es 16,7%.',
      '1 email vazio em 6 linhas é 16,7%.',
    ),
  ),
  E(
    'missing_percent-warn',
    'missing_percent',
    words('Warn before failing', 'Avisar antes de fallar', 'Avisar antes de falhar'),
    ['warn', 'severity', 'threshold'],
    { column: 'email', must_be: '< 20%', warn: '= 0' },
    { severity: 'warn', failed_count: 1, metric_value: 100 / 6 },
    words(
      '16.7% is under 20%, so it does not fail, but it is not 0, so it warns.',
      '16,7% es menos del 20%, así que no falla, pero no es 0, así que avisa.',
      '16,7% é menos de 20%, então não falha, mas não é 0, então avisa.',
    ),
  ),
  E(
    'invalid_count',
    'invalid_count',
    words(
      'Values in a named format',
      'Valores con un formato con nombre',
      'Valores num formato com nome',
    ),
    ['valid_format', 'email', 'validity'],
    { column: 'email', valid_format: 'email', must_be: '= 0' },
    { severity: 'fail', failed_count: 1, metric_value: 1 },
    words(
      '"bruno@example" is not an email; the empty one is missing, not invalid.',
      '"bruno@example" no es un email; el vacío falta, no es inválido.',
      '"bruno@example" não é um email; o vazio está ausente, não inválido.',
    ),
  ),
  E(
    'valid_values',
    'invalid_count',
    words(
      'Values from an allowed list',
      'Valores de una lista permitida',
      'Valores de uma lista permitida',
    ),
    ['valid_values', 'list', 'enum', 'validity'],
    { column: 'country', valid_values: ['BR', 'PT', 'US'], must_be: '= 0' },
    { severity: 'fail', failed_count: 1, metric_value: 1 },
    words(
      '"br" is not in the list (case matters).',
      '"br" no está en la lista (las mayúsculas cuentan).',
      '"br" não está na lista (maiúsculas contam).',
    ),
  ),
  E(
    'invalid_percent',
    'invalid_percent',
    words(
      'Share of values out of bounds',
      'Proporción de valores fuera de límites',
      'Proporção de valores fora dos limites',
    ),
    ['valid_min', 'valid_max', 'percent', 'validity'],
    { column: 'age', valid_min: 18, valid_max: 100, must_be: '< 10%' },
    { severity: 'fail', failed_count: 1, metric_value: 100 / 6 },
    words(
      'Age 200 is invalid: 1 in 6 rows, 16.7%.',
      'La edad 200 no es válida: 1 de 6 filas, 16,7%.',
      'A idade 200 é inválida: 1 em 6 linhas, 16,7%.',
    ),
  ),
  E(
    'min',
    'min',
    words('Smallest value', 'Valor mínimo', 'Menor valor'),
    ['minimum', 'aggregate'],
    { column: 'age', must_be: '>= 30' },
    { severity: 'fail', failed_count: 0, metric_value: 29 },
    words('The youngest is 29.', 'La menor edad es 29.', 'A menor idade é 29.'),
  ),
  E(
    'max',
    'max',
    words('Largest value', 'Valor máximo', 'Maior valor'),
    ['maximum', 'aggregate'],
    { column: 'age', must_be: '<= 120' },
    { severity: 'fail', failed_count: 0, metric_value: 200 },
    words('The oldest is 200.', 'La mayor edad es 200.', 'A maior idade é 200.'),
  ),
  E(
    'avg',
    'avg',
    words('Average between bounds', 'Media entre límites', 'Média entre limites'),
    ['average', 'between', 'aggregate'],
    { column: 'amount', must_be: 'between 80 and 100' },
    { severity: 'fail', failed_count: 0, metric_value: 68 },
    words(
      'The average amount is 68 (the empty amount is ignored).',
      'El importe medio es 68 (el importe vacío se ignora).',
      'O valor médio é 68 (o valor vazio é ignorado).',
    ),
  ),
  E(
    'mean',
    'mean',
    words('mean is avg', 'mean es avg', 'mean é avg'),
    ['average', 'alias'],
    { column: 'amount', must_be: 'not between 60 and 70' },
    { severity: 'fail', failed_count: 0, metric_value: 68 },
    words(
      '68 is between 60 and 70, which this threshold forbids.',
      '68 está entre 60 y 70, lo que este umbral prohíbe.',
      '68 está entre 60 e 70, o que este limite proíbe.',
    ),
  ),
  E(
    'sum',
    'sum',
    words('Total of a column', 'Total de una columna', 'Total de uma coluna'),
    ['total', 'aggregate'],
    { column: 'paid', must_be: '<= 300' },
    { severity: 'fail', failed_count: 0, metric_value: 335 },
    words('Payments add up to 335.', 'Los pagos suman 335.', 'Os pagamentos somam 335.'),
  ),
  E(
    'stddev',
    'stddev',
    words('Spread of values', 'Dispersión de valores', 'Dispersão dos valores'),
    ['standard deviation', 'variance', 'aggregate'],
    { column: 'amount', must_be: '< 10' },
    { severity: 'fail', failed_count: 0, metric_value: Math.sqrt(820) },
    words(
      'Amounts vary a lot: the sample standard deviation is about 28.6.',
      'Los importes varían mucho: la desviación estándar muestral es de unos 28,6.',
      'Os valores variam muito: o desvio padrão amostral é cerca de 28,6.',
    ),
  ),
  E(
    'freshness',
    'freshness',
    words('Recent data', 'Datos recientes', 'Dados recentes'),
    ['age of data', 'timestamp', 'duration', 'seconds'],
    { column: 'created_at', must_be: '< 12h' },
    { severity: 'fail', failed_count: 0, metric_value: 86400 },
    words(
      'The newest order is one day old (86400 seconds), more than 12 hours.',
      'El pedido más reciente tiene un día (86400 segundos), más de 12 horas.',
      'O pedido mais recente tem um dia (86400 segundos), mais de 12 horas.',
    ),
  ),
];
