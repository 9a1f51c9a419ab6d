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
    'Rules judge values, and values depend on how a file is read. Here the workbench keeps 01234567890 as text, because the column has leading zeros (the dataset panel says so). Spark, reading the same CSV with inferSchema, would make it the number 1234567890: the zero is gone, and a rule asking for 11 digits fails in production but not here.\n\nA whole pipeline document can say how its input is read: "input": { "options": { "inferSchema": false } } makes Spark read every column as text, like the workbench does for this one.\n\nTo take your work to production, the "report" block says where the results table goes, and the Downloads menu gives you the report, the quarantine and the rules.',
    'Las reglas juzgan valores, y los valores dependen de cómo se lee el archivo. Aquí el workbench guarda 01234567890 como texto, porque la columna tiene ceros a la izquierda (el panel de datos lo avisa). Spark, leyendo el mismo CSV con inferSchema, lo convertiría en el número 1234567890: el cero desaparece, y una regla que pide 11 dígitos falla en producción pero no aquí.\n\nUn documento de pipeline completo puede decir cómo se lee su entrada: "input": { "options": { "inferSchema": false } } hace que Spark lea todas las columnas como texto, como hace el workbench con esta.\n\nPara llevar tu trabajo a producción, el bloque "report" dice adónde va la tabla de resultados, y el menú Descargas te da el informe, la cuarentena y las reglas.',
    'Regras julgam valores, e os valores dependem de como o arquivo é lido. Aqui o workbench mantém 01234567890 como texto, porque a coluna tem zeros à esquerda (o painel de dados avisa). O Spark, lendo o mesmo CSV com inferSchema, o transformaria no número 1234567890: o zero some, e uma regra que pede 11 dígitos falha na produção mas não aqui.\n\nUm documento de pipeline completo pode dizer como sua entrada é lida: "input": { "options": { "inferSchema": false } } faz o Spark ler todas as colunas como texto, como o workbench faz com esta.\n\nPara levar seu trabalho à produção, o bloco "report" diz para onde vai a tabela de resultados, e o menu Downloads entrega o relatório, a quarentena e as regras.',
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
    'With inferSchema off, production sees 01234567890 as the text it is, and CPF_DIGITS flags only row 3 (ten digits), in both places. The report is appended to dq.reports on every run.',
    'Con inferSchema desactivado, producción ve 01234567890 como el texto que es, y CPF_DIGITS marca solo la fila 3 (diez dígitos), en ambos sitios. El informe se añade a dq.reports en cada ejecución.',
    'Com inferSchema desligado, a produção vê 01234567890 como o texto que ele é, e CPF_DIGITS marca só a linha 3 (dez dígitos), nos dois lugares. O relatório é acrescentado a dq.reports a cada execução.',
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
    flagged: [
      {
        key: '3',
        why: words(
          'this CPF has ten digits.',
          'este CPF tiene diez dígitos.',
          'este CPF tem dez dígitos.',
        ),
      },
    ],
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
