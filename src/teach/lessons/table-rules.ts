import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

export const tableRules: Lesson = {
  id: 'table-rules',
  concepts: ['row_count', 'schema', 'freshness', 'durations'],
  title: words(
    'Rules about the whole table',
    'Reglas sobre la tabla entera',
    'Regras sobre a tabela inteira',
  ),
  intro: words(
    'Some rules look at the table, not at rows. row_count checks how many rows arrived ("min", "max"). schema checks the columns: "required_columns", "forbidden_columns" and "column_types". freshness measures how old the newest timestamp is, in seconds, against the run’s clock.\n\nFor freshness, write durations with a unit: s, m, h, d or w. "< 1d" means under one day; "< 1" would mean under one second.\n\nThese rules never quarantine rows: they pass or fail as a whole.',
    'Algunas reglas miran la tabla, no las filas. row_count comprueba cuántas filas llegaron ("min", "max"). schema comprueba las columnas: "required_columns", "forbidden_columns" y "column_types". freshness mide la antigüedad de la fecha más reciente, en segundos, respecto al reloj de la ejecución.\n\nEn freshness, escribe duraciones con unidad: s, m, h, d o w. "< 1d" significa menos de un día; "< 1" significaría menos de un segundo.\n\nEstas reglas nunca ponen filas en cuarentena: pasan o fallan en conjunto.',
    'Algumas regras olham a tabela, não as linhas. row_count confere quantas linhas chegaram ("min", "max"). schema confere as colunas: "required_columns", "forbidden_columns" e "column_types". freshness mede a idade do timestamp mais recente, em segundos, em relação ao relógio da execução.\n\nEm freshness, escreva durações com unidade: s, m, h, d ou w. "< 1d" quer dizer menos de um dia; "< 1" seria menos de um segundo.\n\nEssas regras nunca põem linhas em quarentena: passam ou falham como um todo.',
  ),
  task: words(
    'The run’s clock is 2026-03-05 10:00 UTC. Require id, amount and updated_at and forbid password (this file has it, so schema must fail). Freshness: fail when the newest update is 3 days old or more, warn from 1 day.',
    'El reloj de la ejecución marca 2026-03-05 10:00 UTC. Exige id, amount y updated_at y prohíbe password (este archivo la tiene, así que schema debe fallar). Freshness: fallar cuando la última actualización tenga 3 días o más, avisar desde 1 día.',
    'O relógio da execução marca 2026-03-05 10:00 UTC. Exija id, amount e updated_at e proíba password (este arquivo a tem, então schema deve falhar). Freshness: falhar quando a atualização mais recente tiver 3 dias ou mais, avisar a partir de 1 dia.',
  ),
  hints: [
    words(
      'freshness counts seconds. What does "< 1" mean then?',
      'freshness cuenta segundos. ¿Qué significa entonces "< 1"?',
      'freshness conta segundos. O que "< 1" quer dizer, então?',
    ),
    words(
      'Use "must_be": "< 3d" and "warn": "< 1d".',
      'Usa "must_be": "< 3d" y "warn": "< 1d".',
      'Use "must_be": "< 3d" e "warn": "< 1d".',
    ),
    words(
      'Add { "type": "schema", "required_columns": ["id", "amount", "updated_at"], "forbidden_columns": ["password"] }.',
      'Añade { "type": "schema", "required_columns": ["id", "amount", "updated_at"], "forbidden_columns": ["password"] }.',
      'Adicione { "type": "schema", "required_columns": ["id", "amount", "updated_at"], "forbidden_columns": ["password"] }.',
    ),
  ],
  explanation: words(
    'The newest update is 2 days old (172800 seconds): under 3 days, so freshness does not fail, but over 1 day, so it warns. schema finds one problem, the password column.',
    'La última actualización tiene 2 días (172800 segundos): menos de 3 días, así que freshness no falla, pero más de 1 día, así que avisa. schema encuentra un problema, la columna password.',
    'A atualização mais recente tem 2 dias (172800 segundos): menos de 3 dias, então freshness não falha, mas mais de 1 dia, então avisa. schema encontra um problema, a coluna password.',
  ),
  data: {
    name: 'payments.csv',
    csv: 'id,amount,updated_at,password\n1,10.5,2026-03-01 08:00:00,x\n2,20.0,2026-03-02 09:30:00,y\n3,7.25,2026-03-03 10:00:00,z\n',
  },
  key: 'id',
  now: '2026-03-05T10:00:00Z',
  start: rulesDoc([
    { type: 'row_count', min: 1 },
    { type: 'freshness', column: 'updated_at', must_be: '< 1' },
  ]),
  solution: rulesDoc([
    { type: 'row_count', min: 1 },
    {
      type: 'schema',
      required_columns: ['id', 'amount', 'updated_at'],
      forbidden_columns: ['password'],
    },
    { type: 'freshness', column: 'updated_at', must_be: '< 3d', warn: '< 1d' },
  ]),
  goal: {
    results: [
      {
        type: 'row_count',
        severity: 'pass',
        metric_value: 3,
        why: words(
          'Three rows arrived; at least one is expected.',
          'Llegaron tres filas; se espera al menos una.',
          'Chegaram três linhas; espera-se pelo menos uma.',
        ),
      },
      {
        type: 'schema',
        severity: 'fail',
        failed_count: 1,
        why: words(
          'Add a schema rule requiring id, amount and updated_at and forbidding password: this file has a password column, so it must fail with one problem.',
          'Añade una regla schema que exija id, amount y updated_at y prohíba password: este archivo tiene la columna password, así que debe fallar con un problema.',
          'Adicione uma regra schema que exija id, amount e updated_at e proíba password: este arquivo tem a coluna password, então deve falhar com um problema.',
        ),
      },
      {
        type: 'freshness',
        target: 'updated_at',
        severity: 'warn',
        why: words(
          'Freshness is counted in seconds, so "< 1" means under one second. Durations take a unit: "< 3d" fails only from three days, and "warn": "< 1d" warns from one.',
          'Freshness se cuenta en segundos, así que "< 1" significa menos de un segundo. Las duraciones llevan unidad: "< 3d" solo falla desde tres días, y "warn": "< 1d" avisa desde uno.',
          'Freshness é contada em segundos, então "< 1" quer dizer menos de um segundo. Durações levam unidade: "< 3d" só falha a partir de três dias, e "warn": "< 1d" avisa a partir de um.',
        ),
      },
    ],
  },
};
