import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

export const targetsCodes: Lesson = {
  id: 'targets-codes',
  concepts: ['targets', 'code', 'not_null'],
  title: words(
    'One entry, many rules: targets and codes',
    'Una entrada, muchas reglas: targets y códigos',
    'Uma entrada, muitas regras: targets e códigos',
  ),
  intro: words(
    'Every rule has a code, and every quarantined row lists the codes it broke. Without "code", the rule gets one made from its type and columns, like not_null(name,email,phone): one code for three different problems.\n\n"targets" writes many rules in one entry: each target is merged into the rule and becomes a rule of its own, with its own column and its own code.',
    'Cada regla tiene un código, y cada fila en cuarentena lista los códigos que incumplió. Sin "code", la regla recibe uno hecho con su tipo y sus columnas, como not_null(name,email,phone): un solo código para tres problemas distintos.\n\n"targets" escribe muchas reglas en una entrada: cada target se mezcla con la regla y se convierte en una regla propia, con su columna y su código.',
    'Toda regra tem um código, e toda linha na quarentena lista os códigos que quebrou. Sem "code", a regra recebe um feito do tipo e das colunas, como not_null(name,email,phone): um só código para três problemas diferentes.\n\n"targets" escreve várias regras numa entrada: cada target é mesclado à regra e vira uma regra própria, com sua coluna e seu código.',
  ),
  task: words(
    'With one not_null entry and "targets", give each column its own code: NAME_MISSING, EMAIL_MISSING, PHONE_MISSING.',
    'Con una sola entrada not_null y "targets", da a cada columna su propio código: NAME_MISSING, EMAIL_MISSING, PHONE_MISSING.',
    'Com uma única entrada not_null e "targets", dê a cada coluna seu próprio código: NAME_MISSING, EMAIL_MISSING, PHONE_MISSING.',
  ),
  hints: [
    words(
      'The right rows are flagged already; their codes are not.',
      'Ya se marcan las filas correctas; sus códigos no.',
      'As linhas certas já estão marcadas; os códigos, não.',
    ),
    words(
      'Replace "columns" with "targets": a list of objects, each with a "column" and a "code".',
      'Cambia "columns" por "targets": una lista de objetos, cada uno con "column" y "code".',
      'Troque "columns" por "targets": uma lista de objetos, cada um com "column" e "code".',
    ),
    words(
      '"targets": [{ "column": "name", "code": "NAME_MISSING" }, { "column": "email", "code": "EMAIL_MISSING" }, { "column": "phone", "code": "PHONE_MISSING" }]',
      '"targets": [{ "column": "name", "code": "NAME_MISSING" }, { "column": "email", "code": "EMAIL_MISSING" }, { "column": "phone", "code": "PHONE_MISSING" }]',
      '"targets": [{ "column": "name", "code": "NAME_MISSING" }, { "column": "email", "code": "EMAIL_MISSING" }, { "column": "phone", "code": "PHONE_MISSING" }]',
    ),
  ],
  explanation: words(
    'The entry expands into three rules, run in order. Row 3 has no name and no phone, so it carries NAME_MISSING and PHONE_MISSING, in that order. A "code" goes inside each target, never beside "targets".',
    'La entrada se expande en tres reglas, ejecutadas en orden. La fila 3 no tiene nombre ni teléfono, así que lleva NAME_MISSING y PHONE_MISSING, en ese orden. Un "code" va dentro de cada target, nunca al lado de "targets".',
    'A entrada se expande em três regras, executadas em ordem. A linha 3 não tem nome nem telefone, então leva NAME_MISSING e PHONE_MISSING, nessa ordem. Um "code" vai dentro de cada target, nunca ao lado de "targets".',
  ),
  data: {
    name: 'contacts.csv',
    csv: 'id,name,email,phone\n1,Ana,ana@example.com,555-0101\n2,Bruno,,555-0102\n3,,carla@example.com,\n4,Diego,diego@example.com,555-0104\n',
  },
  key: 'id',
  start: rulesDoc([{ type: 'not_null', columns: ['name', 'email', 'phone'] }]),
  solution: rulesDoc([
    {
      type: 'not_null',
      targets: [
        { column: 'name', code: 'NAME_MISSING' },
        { column: 'email', code: 'EMAIL_MISSING' },
        { column: 'phone', code: 'PHONE_MISSING' },
      ],
    },
  ]),
  goal: {
    flagged: [
      {
        key: '2',
        codes: ['EMAIL_MISSING'],
        why: words(
          'Bruno only lacks an email.',
          'A Bruno solo le falta el email.',
          'Bruno só não tem email.',
        ),
      },
      {
        key: '3',
        codes: ['NAME_MISSING', 'PHONE_MISSING'],
        why: words(
          'This row lacks a name and a phone.',
          'A esta fila le faltan nombre y teléfono.',
          'Falta nome e telefone nesta linha.',
        ),
      },
    ],
    checks: [
      {
        id: 'use-targets',
        test: ({ doc }) => doc.rules.filter((r) => r.source.targetIndex !== null).length >= 3,
        feedback: words(
          'Write it as one entry with "targets", one target per column.',
          'Escríbelo como una sola entrada con "targets", un target por columna.',
          'Escreva como uma única entrada com "targets", um target por coluna.',
        ),
      },
    ],
  },
};
