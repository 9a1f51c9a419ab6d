import type { Lesson } from '../types';
import { doc, words } from './doc';

const INPUT = { format: 'csv', path: '/data/clients.csv' };
const VALIDATIONS = {
  on_failure: 'warn',
  rules: [{ type: 'regex', column: 'cpf', pattern: '^[0-9]{11}$', code: 'CPF_DIGITS' }],
};

type Json = Record<string, unknown> | null;
const field = (v: unknown, k: string): Json =>
  v && typeof v === 'object' ? ((v as Record<string, unknown>)[k] as Json) : null;

export const productionRead: Lesson = {
  id: 'production-read',
  concepts: ['CSV types', 'inferSchema', 'pipeline', 'report', 'export'],
  title: words(
    'Read the file as production does, then export',
    'Leer el archivo como producción, y exportar',
    'Ler o arquivo como a produção, e exportar',
  ),
  intro: words(
    'Rules judge values, and values depend on how a file is read. Spark, reading a CSV with inferSchema, turns 01234567890 into the number 1234567890: the zero is gone, and a rule asking for 11 digits fails on it. The workbench reads files the way production does, so the dataset panel shows cpf as a number and row 1 fails here too.\n\nA whole pipeline document says how its input is read: "input": { "options": { "inferSchema": false } } makes Spark read every column as text, zeros included.\n\nTo take your work to production, the "report" block says where the results table goes, and the Downloads menu gives you the report, the quarantine and the rules.',
    'Las reglas juzgan valores, y los valores dependen de cómo se lee el archivo. Spark, leyendo un CSV con inferSchema, convierte 01234567890 en el número 1234567890: el cero desaparece, y una regla que pide 11 dígitos falla con él. El workbench lee los archivos como producción, así que el panel de datos muestra cpf como número y la fila 1 también falla aquí.\n\nUn documento de pipeline completo dice cómo se lee su entrada: "input": { "options": { "inferSchema": false } } hace que Spark lea todas las columnas como texto, con sus ceros.\n\nPara llevar tu trabajo a producción, el bloque "report" dice adónde va la tabla de resultados, y el menú Descargas te da el informe, la cuarentena y las reglas.',
    'Regras julgam valores, e os valores dependem de como o arquivo é lido. O Spark, lendo um CSV com inferSchema, transforma 01234567890 no número 1234567890: o zero some, e uma regra que pede 11 dígitos falha nele. O workbench lê os arquivos como a produção, então o painel de dados mostra cpf como número e a linha 1 também falha aqui.\n\nUm documento de pipeline completo diz como sua entrada é lida: "input": { "options": { "inferSchema": false } } faz o Spark ler todas as colunas como texto, com os zeros.\n\nPara levar seu trabalho à produção, o bloco "report" diz para onde vai a tabela de resultados, e o menu Downloads entrega o relatório, a quarentena e as regras.',
  ),
  task: words(
    'Make production read cpf as text (turn inferSchema off in the input options), and add a "report" with a format and a path.',
    'Haz que producción lea cpf como texto (desactiva inferSchema en las opciones de entrada), y añade un "report" con formato y ruta.',
    'Faça a produção ler cpf como texto (desligue inferSchema nas opções de entrada) e adicione um "report" com formato e caminho.',
  ),
  hints: [
    words(
      'The input block already exists; it needs "options".',
      'El bloque input ya existe; le faltan "options".',
      'O bloco input já existe; faltam as "options".',
    ),
    words(
      '"options": { "header": true, "inferSchema": false }',
      '"options": { "header": true, "inferSchema": false }',
      '"options": { "header": true, "inferSchema": false }',
    ),
    words(
      'Inside "validations": "report": { "format": "delta", "path": "dq.reports", "mode": "append" }.',
      'Dentro de "validations": "report": { "format": "delta", "path": "dq.reports", "mode": "append" }.',
      'Dentro de "validations": "report": { "format": "delta", "path": "dq.reports", "mode": "append" }.',
    ),
  ],
  explanation: words(
    'With inferSchema off, production reads every column as text: 01234567890 keeps its zero and only row 3 (ten digits) breaks CPF_DIGITS. The report is appended to dq.reports on every run.',
    'Con inferSchema desactivado, producción lee todas las columnas como texto: 01234567890 conserva su cero y solo la fila 3 (diez dígitos) incumple CPF_DIGITS. El informe se añade a dq.reports en cada ejecución.',
    'Com inferSchema desligado, a produção lê todas as colunas como texto: 01234567890 mantém o zero e só a linha 3 (dez dígitos) quebra CPF_DIGITS. O relatório é acrescentado a dq.reports a cada execução.',
  ),
  data: {
    name: 'clients.csv',
    csv: 'id,cpf,active\n1,01234567890,true\n2,12345678901,false\n3,1234567890,true\n',
  },
  key: 'id',
  start: doc({
    name: 'clients',
    input: { ...INPUT, options: { header: true } },
    validations: VALIDATIONS,
  }),
  solution: doc({
    name: 'clients',
    input: { ...INPUT, options: { header: true, inferSchema: false } },
    validations: {
      ...VALIDATIONS,
      report: { format: 'delta', path: 'dq.reports', mode: 'append' },
    },
  }),
  goal: {
    checks: [
      {
        id: 'infer-schema',
        test: ({ json }) => {
          const v = field(field(field(json, 'input'), 'options'), 'inferSchema') as unknown;
          return v === false || String(v).toLowerCase() === 'false';
        },
        feedback: words(
          'Production still infers types: 01234567890 would become 1234567890 and fail CPF_DIGITS there. Set "inferSchema": false in input.options.',
          'Producción sigue infiriendo tipos: 01234567890 se volvería 1234567890 y fallaría CPF_DIGITS allí. Pon "inferSchema": false en input.options.',
          'A produção ainda infere tipos: 01234567890 viraria 1234567890 e falharia em CPF_DIGITS lá. Coloque "inferSchema": false em input.options.',
        ),
      },
      {
        id: 'report',
        test: ({ doc: d }) => Boolean(d.report?.raw.format && d.report?.raw.path),
        feedback: words(
          'Add a "report" block inside "validations", with a "format" and a "path".',
          'Añade un bloque "report" dentro de "validations", con "format" y "path".',
          'Adicione um bloco "report" dentro de "validations", com "format" e "path".',
        ),
      },
    ],
  },
};
