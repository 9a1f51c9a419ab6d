import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

const RULES = [
  { type: 'regex', column: 'email', pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]+$', code: 'EMAIL_FORMAT' },
  { type: 'range', column: 'age', min: 0, max: 120, code: 'AGE_RANGE' },
];

export const quarantineScope: Lesson = {
  id: 'quarantine-scope',
  concepts: ['quarantine', 'outputs.invalid', 'annotate', 'rules scope', 'valid'],
  title: words(
    'The quarantine: which rules, which column',
    'La cuarentena: qué reglas y qué columna',
    'A quarentena: quais regras e qual coluna',
  ),
  intro: words(
    'Row-level rules split the data in two: "invalid" (the quarantine) gets every row that breaks a rule; "valid" gets the rest, with exactly the input columns.\n\n"outputs.invalid" decides the details. "rules" lists the codes that feed the split: the other rules are still reported, but don’t move rows. "annotate" names the column that lists, for each quarantined row, the codes it broke.',
    'Las reglas por fila dividen los datos en dos: "invalid" (la cuarentena) recibe cada fila que incumple una regla; "valid" recibe el resto, con exactamente las columnas de entrada.\n\n"outputs.invalid" decide los detalles. "rules" lista los códigos que alimentan la división: las demás reglas se siguen informando, pero no mueven filas. "annotate" da nombre a la columna que lista, en cada fila en cuarentena, los códigos que incumplió.',
    'As regras por linha dividem os dados em dois: "invalid" (a quarentena) recebe toda linha que quebra uma regra; "valid" recebe o resto, exatamente com as colunas de entrada.\n\n"outputs.invalid" decide os detalhes. "rules" lista os códigos que alimentam a divisão: as outras regras continuam sendo reportadas, mas não movem linhas. "annotate" dá nome à coluna que lista, em cada linha da quarentena, os códigos que ela quebrou.',
  ),
  task: words(
    'Keep both rules, but quarantine only bad emails (code EMAIL_FORMAT), with the codes in a column named dq_problems.',
    'Conserva las dos reglas, pero pon en cuarentena solo los emails malos (código EMAIL_FORMAT), con los códigos en una columna llamada dq_problems.',
    'Mantenha as duas regras, mas ponha em quarentena só os emails ruins (código EMAIL_FORMAT), com os códigos numa coluna chamada dq_problems.',
  ),
  hints: [
    words(
      'Add an "outputs" object next to "rules".',
      'Añade un objeto "outputs" junto a "rules".',
      'Adicione um objeto "outputs" ao lado de "rules".',
    ),
    words(
      'Inside it, "invalid" takes where it is written ("format", "path"), "rules" (a list of codes) and "annotate" (a column name).',
      'Dentro, "invalid" lleva dónde se escribe ("format", "path"), "rules" (una lista de códigos) y "annotate" (un nombre de columna).',
      'Dentro dele, "invalid" leva onde é gravado ("format", "path"), "rules" (uma lista de códigos) e "annotate" (um nome de coluna).',
    ),
    words(
      '"outputs": { "invalid": { "format": "delta", "path": "dq.members_invalid", "rules": ["EMAIL_FORMAT"], "annotate": "dq_problems" } }',
      '"outputs": { "invalid": { "format": "delta", "path": "dq.members_invalid", "rules": ["EMAIL_FORMAT"], "annotate": "dq_problems" } }',
      '"outputs": { "invalid": { "format": "delta", "path": "dq.members_invalid", "rules": ["EMAIL_FORMAT"], "annotate": "dq_problems" } }',
    ),
  ],
  explanation: words(
    'Rows 2 and 4 go to the quarantine with [EMAIL_FORMAT]. AGE_RANGE still fails in the results (rows 3 and 4), but it no longer moves rows: Carla’s row stays valid.',
    'Las filas 2 y 4 van a la cuarentena con [EMAIL_FORMAT]. AGE_RANGE sigue fallando en los resultados (filas 3 y 4), pero ya no mueve filas: la fila de Carla queda válida.',
    'As linhas 2 e 4 vão para a quarentena com [EMAIL_FORMAT]. AGE_RANGE continua falhando nos resultados (linhas 3 e 4), mas não move mais linhas: a linha de Carla fica válida.',
  ),
  data: {
    name: 'members.csv',
    csv: 'id,email,age\n1,ana@example.com,34\n2,bruno.example.com,41\n3,carla@example.com,150\n4,diego@,200\n5,elena@example.com,29\n',
  },
  key: 'id',
  start: rulesDoc(RULES),
  solution: rulesDoc(RULES, {
    outputs: {
      invalid: {
        format: 'delta',
        path: 'dq.members_invalid',
        rules: ['EMAIL_FORMAT'],
        annotate: 'dq_problems',
      },
    },
  }),
  goal: {
    flagged: [
      {
        key: '2',
        codes: ['EMAIL_FORMAT'],
        why: words(
          'Bruno’s email has no @.',
          'el email de Bruno no tiene @.',
          'o email de Bruno não tem @.',
        ),
      },
      {
        key: '4',
        codes: ['EMAIL_FORMAT'],
        why: words(
          'Only EMAIL_FORMAT is in scope, so AGE_RANGE must not be listed.',
          'Solo EMAIL_FORMAT está en el alcance, así que AGE_RANGE no debe aparecer.',
          'Só EMAIL_FORMAT está no escopo, então AGE_RANGE não deve aparecer.',
        ),
      },
    ],
    unflagged: [
      {
        key: '3',
        why: words(
          'Carla’s only problem is her age. AGE_RANGE should still be reported, but not quarantine rows: list only EMAIL_FORMAT in outputs.invalid.rules.',
          'el único problema de Carla es su edad. AGE_RANGE debe seguir informándose, pero sin poner filas en cuarentena: lista solo EMAIL_FORMAT en outputs.invalid.rules.',
          'o único problema de Carla é a idade. AGE_RANGE deve continuar sendo reportada, mas sem pôr linhas em quarentena: liste só EMAIL_FORMAT em outputs.invalid.rules.',
        ),
      },
    ],
    annotate: 'dq_problems',
  },
};
