import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

const SAME_ORDER = words(
  'order 100 has two different lines (1 and 2). What must not repeat is the pair (order_id, line).',
  'el pedido 100 tiene dos líneas distintas (1 y 2). Lo que no debe repetirse es el par (order_id, line).',
  'o pedido 100 tem duas linhas diferentes (1 e 2). O que não pode se repetir é o par (order_id, line).',
);

export const uniqueDuplicates: Lesson = {
  id: 'unique-duplicates',
  concepts: ['unique', 'duplicate_count', 'duplicate_percent', 'distinct_count', 'NULL'],
  title: words(
    'Unique keys and duplicates',
    'Claves únicas y duplicados',
    'Chaves únicas e duplicatas',
  ),
  intro: words(
    'unique flags every row whose key occurs more than once. The key can be several columns: "columns": ["order_id", "line"] means the pair must not repeat.\n\nFor uniqueness, NULL is a value like any other: two rows with an empty order_id and the same line are duplicates.\n\nduplicate_count measures the same thing as a number, rows minus distinct keys, and compares it with a threshold in "must_be".',
    'unique marca cada fila cuya clave aparece más de una vez. La clave puede tener varias columnas: "columns": ["order_id", "line"] significa que el par no debe repetirse.\n\nPara la unicidad, NULL es un valor como cualquier otro: dos filas con order_id vacío y la misma línea son duplicadas.\n\nduplicate_count mide lo mismo como un número, filas menos claves distintas, y lo compara con un umbral en "must_be".',
    'unique marca toda linha cuja chave aparece mais de uma vez. A chave pode ter várias colunas: "columns": ["order_id", "line"] quer dizer que o par não pode se repetir.\n\nPara a unicidade, NULL é um valor como outro qualquer: duas linhas com order_id vazio e a mesma linha são duplicatas.\n\nduplicate_count mede a mesma coisa como um número, linhas menos chaves distintas, e o compara com um limite em "must_be".',
  ),
  task: words(
    'Flag the rows whose (order_id, line) pair repeats, and add a duplicate_count over the same pair with "must_be": "= 0".',
    'Marca las filas cuyo par (order_id, line) se repite, y añade un duplicate_count sobre el mismo par con "must_be": "= 0".',
    'Marque as linhas cujo par (order_id, line) se repete e adicione um duplicate_count sobre o mesmo par com "must_be": "= 0".',
  ),
  hints: [
    words(
      'Order 100 has two lines. Is that a duplicate?',
      'El pedido 100 tiene dos líneas. ¿Es eso un duplicado?',
      'O pedido 100 tem duas linhas. Isso é duplicata?',
    ),
    words(
      'Give unique both columns: "columns": ["order_id", "line"].',
      'Dale a unique las dos columnas: "columns": ["order_id", "line"].',
      'Dê as duas colunas ao unique: "columns": ["order_id", "line"].',
    ),
    words(
      'Add { "type": "duplicate_count", "columns": ["order_id", "line"], "must_be": "= 0" }.',
      'Añade { "type": "duplicate_count", "columns": ["order_id", "line"], "must_be": "= 0" }.',
      'Adicione { "type": "duplicate_count", "columns": ["order_id", "line"], "must_be": "= 0" }.',
    ),
  ],
  explanation: words(
    'Rows 3 and 4 share (101, 1); rows 5 and 6 share (NULL, 1), because NULL equals NULL here. Six rows, four distinct pairs: duplicate_count is 2.',
    'Las filas 3 y 4 comparten (101, 1); las filas 5 y 6 comparten (NULL, 1), porque aquí NULL es igual a NULL. Seis filas, cuatro pares distintos: duplicate_count es 2.',
    'As linhas 3 e 4 compartilham (101, 1); as linhas 5 e 6 compartilham (NULL, 1), porque aqui NULL é igual a NULL. Seis linhas, quatro pares distintos: duplicate_count é 2.',
  ),
  data: {
    name: 'order_lines.csv',
    csv: 'id,order_id,line,sku\n1,100,1,A\n2,100,2,B\n3,101,1,C\n4,101,1,C\n5,,1,D\n6,,1,E\n',
  },
  key: 'id',
  start: rulesDoc([{ type: 'unique', columns: ['order_id'] }]),
  solution: rulesDoc([
    { type: 'unique', columns: ['order_id', 'line'] },
    { type: 'duplicate_count', columns: ['order_id', 'line'], must_be: '= 0' },
  ]),
  goal: {
    flagged: ['3', '4']
      .map((key) => ({
        key,
        why: words(
          'rows 3 and 4 are both order 101, line 1.',
          'las filas 3 y 4 son ambas pedido 101, línea 1.',
          'as linhas 3 e 4 são ambas pedido 101, linha 1.',
        ),
      }))
      .concat(
        ['5', '6'].map((key) => ({
          key,
          why: words(
            'rows 5 and 6 both have an empty order_id and line 1: NULL counts as a value, so they repeat.',
            'las filas 5 y 6 tienen order_id vacío y línea 1: NULL cuenta como valor, así que se repiten.',
            'as linhas 5 e 6 têm order_id vazio e linha 1: NULL conta como valor, então se repetem.',
          ),
        })),
      ),
    unflagged: [
      { key: '1', why: SAME_ORDER },
      { key: '2', why: SAME_ORDER },
    ],
    results: [
      {
        type: 'duplicate_count',
        target: 'order_id,line',
        metric_value: 2,
        severity: 'fail',
        why: words(
          'It counts rows minus distinct pairs: 6 − 4 = 2.',
          'Cuenta filas menos pares distintos: 6 − 4 = 2.',
          'Ele conta linhas menos pares distintos: 6 − 4 = 2.',
        ),
      },
    ],
  },
};
