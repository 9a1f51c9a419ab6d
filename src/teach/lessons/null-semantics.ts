import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

const RANGE = { type: 'range', column: 'age', min: 0, max: 120 };

export const nullSemantics: Lesson = {
  id: 'null-semantics',
  concepts: ['range', 'regex', 'invalid_count', 'NULL'],
  title: words(
    'Empty cells: who passes, who fails',
    'Celdas vacías: quién pasa y quién no',
    'Células vazias: quem passa e quem falha',
  ),
  intro: words(
    'An empty cell is NULL: "no value". Rules treat it differently, on purpose.\n\nrange lets NULL pass: an unknown age is not an impossible age. regex fails NULL: a value that is not there cannot match a pattern. invalid_count counts only values that are present; missing ones are the job of not_null or missing_count. Like every metric rule, it measures and judges but, in production, flags no row.',
    'Una celda vacía es NULL: "sin valor". Las reglas la tratan de forma distinta, a propósito.\n\nrange deja pasar NULL: una edad desconocida no es una edad imposible. regex hace fallar NULL: un valor que no está no puede cumplir un patrón. invalid_count cuenta solo los valores presentes; los que faltan son cosa de not_null o missing_count. Como toda regla de métrica, mide y juzga pero, en producción, no marca ninguna fila.',
    'Uma célula vazia é NULL: "sem valor". As regras a tratam de formas diferentes, de propósito.\n\nrange deixa NULL passar: uma idade desconhecida não é uma idade impossível. regex reprova NULL: um valor que não existe não pode casar com um padrão. invalid_count conta só os valores presentes; os ausentes são assunto de not_null ou missing_count. Como toda regra de métrica, ela mede e julga mas, na produção, não marca nenhuma linha.',
  ),
  task: words(
    'Flag the impossible ages, and count the emails that are written but malformed. A missing age or a missing email is not this lesson’s problem: those rows must stay valid and uncounted.',
    'Marca las edades imposibles y cuenta los emails escritos pero mal formados. Una edad o un email que falta no es problema de esta lección: esas filas deben quedar válidas y sin contar.',
    'Marque as idades impossíveis e conte os emails preenchidos mas malformados. Uma idade ou um email ausente não é problema desta lição: essas linhas devem continuar válidas e fora da conta.',
  ),
  hints: [
    words(
      'Run it and look at which row is flagged too many.',
      'Ejecútalo y mira qué fila sobra entre las marcadas.',
      'Rode e veja qual linha marcada está sobrando.',
    ),
    words(
      'Elena has no email. Which of your two rules fails an empty value?',
      'Elena no tiene email. ¿Cuál de tus dos reglas hace fallar un valor vacío?',
      'Elena não tem email. Qual das suas duas regras reprova um valor vazio?',
    ),
    words(
      'Replace the regex with { "type": "invalid_count", "column": "email", "valid_regex": "@", "must_be": "= 0" }: it checks only written emails.',
      'Cambia la regex por { "type": "invalid_count", "column": "email", "valid_regex": "@", "must_be": "= 0" }: solo revisa emails escritos.',
      'Troque a regex por { "type": "invalid_count", "column": "email", "valid_regex": "@", "must_be": "= 0" }: ela só confere emails preenchidos.',
    ),
  ],
  explanation: words(
    'range flags Bruno (200) and lets Carla’s empty age pass. invalid_count with valid_regex counts Diego’s email without an @ and ignores Elena’s empty one, which a regex rule would have flagged. It flags no row: production’s quarantine takes rows only from not_null, unique, range and regex.',
    'range marca a Bruno (200) y deja pasar la edad vacía de Carla. invalid_count con valid_regex cuenta el email de Diego sin @ e ignora el de Elena, vacío, que una regla regex habría marcado. No marca ninguna fila: la cuarentena de producción toma filas solo de not_null, unique, range y regex.',
    'range marca Bruno (200) e deixa passar a idade vazia de Carla. invalid_count com valid_regex conta o email de Diego sem @ e ignora o de Elena, vazio, que uma regra regex teria marcado. Ela não marca nenhuma linha: a quarentena da produção só recebe linhas de not_null, unique, range e regex.',
  ),
  data: {
    name: 'people.csv',
    csv: 'id,name,age,email\n1,Ana,34,ana@example.com\n2,Bruno,200,bruno@example.com\n3,Carla,,carla@example.com\n4,Diego,41,diego.example.com\n5,Elena,29,\n6,Fabio,57,fabio@example.com\n',
  },
  key: 'id',
  start: rulesDoc([RANGE, { type: 'regex', column: 'email', pattern: '@' }]),
  solution: rulesDoc([
    RANGE,
    { type: 'invalid_count', column: 'email', valid_regex: '@', must_be: '= 0' },
  ]),
  goal: {
    flagged: [
      {
        key: '2',
        why: words(
          'Bruno’s age, 200, is above 120.',
          'la edad de Bruno, 200, supera 120.',
          'a idade de Bruno, 200, passa de 120.',
        ),
      },
    ],
    results: [
      {
        type: 'invalid_count',
        target: 'email',
        metric_value: 1,
        why: words(
          'Count the written emails without an @: only Diego’s. invalid_count with valid_regex "@" counts it and leaves the missing email alone.',
          'Cuenta los emails escritos sin @: solo el de Diego. invalid_count con valid_regex "@" lo cuenta y deja en paz el email que falta.',
          'Conte os emails preenchidos sem @: só o de Diego. invalid_count com valid_regex "@" o conta e deixa de lado o email ausente.',
        ),
      },
    ],
    unflagged: [
      {
        key: '3',
        why: words(
          'Carla’s age is empty; an unknown age is not out of range.',
          'la edad de Carla está vacía; una edad desconocida no está fuera de rango.',
          'a idade de Carla está vazia; uma idade desconhecida não está fora da faixa.',
        ),
      },
      {
        key: '5',
        why: words(
          'Elena’s email is NULL, and regex fails NULLs: an empty value never matches a pattern. Check written emails with invalid_count and valid_regex, which leave missing values alone.',
          'el email de Elena es NULL, y regex hace fallar los NULL: un valor vacío nunca cumple un patrón. Revisa los emails escritos con invalid_count y valid_regex, que no tocan los valores que faltan.',
          'o email de Elena é NULL, e regex reprova NULLs: um valor vazio nunca casa com um padrão. Confira os emails preenchidos com invalid_count e valid_regex, que deixam os valores ausentes de lado.',
        ),
      },
    ],
  },
};
