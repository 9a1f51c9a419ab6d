import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

export const sqlRules: Lesson = {
  id: 'sql-rules',
  concepts: ['sql', 'query', 'failed_rows', '_validation_df'],
  title: words('Your own SQL', 'Tu propio SQL', 'Seu próprio SQL'),
  intro: words(
    'An sql rule sees the data as a table called _validation_df. It has two modes.\n\n"query" returns one value, and the rule passes when it is true. Write what must be true, not what is wrong: "SELECT COUNT(*) > 0 … WHERE <problem>" is true, and passes, exactly when there are problems. Return true or false, not a count.\n\n"failed_rows" returns the offending rows: the rule fails when there is at least one, and you can see and download them.',
    'Una regla sql ve los datos como una tabla llamada _validation_df. Tiene dos modos.\n\n"query" devuelve un valor, y la regla pasa cuando es verdadero. Escribe lo que debe ser cierto, no lo que está mal: "SELECT COUNT(*) > 0 … WHERE <problema>" es verdadero, y pasa, justo cuando hay problemas. Devuelve verdadero o falso, no un conteo.\n\n"failed_rows" devuelve las filas culpables: la regla falla cuando hay al menos una, y puedes verlas y descargarlas.',
    'Uma regra sql vê os dados como uma tabela chamada _validation_df. Ela tem dois modos.\n\n"query" devolve um valor, e a regra passa quando ele é verdadeiro. Escreva o que precisa ser verdade, não o que está errado: "SELECT COUNT(*) > 0 … WHERE <problema>" é verdadeiro, e passa, justamente quando há problemas. Devolva verdadeiro ou falso, não uma contagem.\n\n"failed_rows" devolve as linhas culpadas: a regra falha quando há pelo menos uma, e você pode vê-las e baixá-las.',
  ),
  task: words(
    'No order may be paid more than its total. Write it twice: a "query" rule that fails on this data, and a "failed_rows" rule that returns the 2 overpaid orders.',
    'Ningún pedido puede pagarse por encima de su total. Escríbelo dos veces: una regla "query" que falle con estos datos, y una regla "failed_rows" que devuelva los 2 pedidos pagados de más.',
    'Nenhum pedido pode ser pago acima do total. Escreva duas vezes: uma regra "query" que falhe com estes dados e uma regra "failed_rows" que devolva os 2 pedidos pagos a mais.',
  ),
  hints: [
    words(
      'Your query asks "is there a problem?" and the answer is yes. When does the rule pass?',
      'Tu query pregunta "¿hay algún problema?" y la respuesta es sí. ¿Cuándo pasa la regla?',
      'Sua query pergunta "há algum problema?" e a resposta é sim. Quando a regra passa?',
    ),
    words(
      'Turn it into the invariant: SELECT COUNT(*) = 0 FROM _validation_df WHERE paid > total.',
      'Conviértelo en la condición que debe cumplirse: SELECT COUNT(*) = 0 FROM _validation_df WHERE paid > total.',
      'Transforme na condição que deve valer: SELECT COUNT(*) = 0 FROM _validation_df WHERE paid > total.',
    ),
    words(
      'Add { "type": "sql", "failed_rows": "SELECT * FROM _validation_df WHERE paid > total" }.',
      'Añade { "type": "sql", "failed_rows": "SELECT * FROM _validation_df WHERE paid > total" }.',
      'Adicione { "type": "sql", "failed_rows": "SELECT * FROM _validation_df WHERE paid > total" }.',
    ),
  ],
  explanation: words(
    'COUNT(*) = 0 is false here, so the query rule fails. The failed_rows rule returns orders 2 and 4, so its failed_count is 2.',
    'COUNT(*) = 0 es falso aquí, así que la regla query falla. La regla failed_rows devuelve los pedidos 2 y 4, así que su failed_count es 2.',
    'COUNT(*) = 0 é falso aqui, então a regra query falha. A regra failed_rows devolve os pedidos 2 e 4, então seu failed_count é 2.',
  ),
  data: {
    name: 'orders.csv',
    csv: 'id,total,paid\n1,100,100\n2,50,80\n3,70,0\n4,30,45\n',
  },
  key: 'id',
  start: rulesDoc([
    { type: 'sql', query: 'SELECT COUNT(*) > 0 FROM _validation_df WHERE paid > total' },
  ]),
  solution: rulesDoc([
    { type: 'sql', query: 'SELECT COUNT(*) = 0 FROM _validation_df WHERE paid > total' },
    { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE paid > total' },
  ]),
  goal: {
    results: [
      {
        id: 'query-fails',
        type: 'sql',
        severity: 'fail',
        failed_count: 1,
        why: words(
          'Your query is true when an order is overpaid, and a query rule passes when it is true: it passes although two orders are overpaid. Ask for what must hold: COUNT(*) = 0.',
          'Tu query es verdadera cuando hay un pedido pagado de más, y una regla query pasa cuando es verdadera: pasa aunque haya dos pedidos pagados de más. Pide lo que debe cumplirse: COUNT(*) = 0.',
          'Sua query é verdadeira quando há um pedido pago a mais, e uma regra query passa quando é verdadeira: ela passa embora haja dois pedidos pagos a mais. Peça o que precisa valer: COUNT(*) = 0.',
        ),
      },
      {
        id: 'failed-rows',
        type: 'sql',
        severity: 'fail',
        failed_count: 2,
        why: words(
          'Add a second sql rule with "failed_rows" that selects the overpaid orders: it should return 2 rows.',
          'Añade una segunda regla sql con "failed_rows" que seleccione los pedidos pagados de más: debe devolver 2 filas.',
          'Adicione uma segunda regra sql com "failed_rows" que selecione os pedidos pagos a mais: ela deve devolver 2 linhas.',
        ),
      },
    ],
  },
};
