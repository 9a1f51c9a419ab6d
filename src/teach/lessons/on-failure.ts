import type { Lesson } from '../types';
import { doc, words } from './doc';

const RULES = [{ type: 'range', column: 'amount', min: 0, code: 'AMOUNT_NEGATIVE' }];

export const onFailure: Lesson = {
  id: 'on-failure',
  concepts: ['on_failure', 'fail', 'warn', 'skip'],
  title: words(
    'When a rule fails in production',
    'Cuando una regla falla en producción',
    'Quando uma regra falha na produção',
  ),
  intro: words(
    '"on_failure" says what a production pipeline does when a rule fails. "fail" (the default) stops it before anything is written: no report, no quarantine, no output. "warn" and "skip" let it go on and write the report and the quarantine.\n\nA rule that only warns never stops a pipeline. Production stops only on exactly "fail": "FAIL", "Warn" or any other value run as "warn", so write the value in lowercase.',
    '"on_failure" dice qué hace un pipeline de producción cuando falla una regla. "fail" (el valor por defecto) lo detiene antes de escribir nada: ni informe, ni cuarentena, ni salida. "warn" y "skip" lo dejan seguir y escribir el informe y la cuarentena.\n\nUna regla que solo avisa nunca detiene un pipeline. Producción solo se detiene con "fail" exacto: "FAIL", "Warn" o cualquier otro valor se ejecutan como "warn", así que escribe el valor en minúsculas.',
    '"on_failure" diz o que um pipeline de produção faz quando uma regra falha. "fail" (o padrão) o interrompe antes de escrever qualquer coisa: nem relatório, nem quarentena, nem saída. "warn" e "skip" o deixam seguir e gravar o relatório e a quarentena.\n\nUma regra que só avisa nunca interrompe um pipeline. A produção só para com "fail" exato: "FAIL", "Warn" ou qualquer outro valor rodam como "warn", então escreva o valor em minúsculas.',
  ),
  task: words(
    'One amount is negative. Make production keep going and write the quarantine anyway.',
    'Un importe es negativo. Haz que producción siga adelante y escriba la cuarentena de todos modos.',
    'Um valor é negativo. Faça a produção seguir em frente e gravar a quarentena mesmo assim.',
  ),
  hints: [
    words(
      'Read the summary above the results: under "fail", production would write nothing.',
      'Lee el resumen encima de los resultados: con "fail", producción no escribiría nada.',
      'Leia o resumo acima dos resultados: com "fail", a produção não gravaria nada.',
    ),
    words(
      '"warn" and "skip" let the pipeline go on; the value is compared case-sensitively.',
      '"warn" y "skip" dejan seguir el pipeline; el valor se compara distinguiendo mayúsculas.',
      '"warn" e "skip" deixam o pipeline seguir; o valor é comparado diferenciando maiúsculas.',
    ),
    words(
      'Write "on_failure": "warn".',
      'Escribe "on_failure": "warn".',
      'Escreva "on_failure": "warn".',
    ),
  ],
  explanation: words(
    'With "warn", AMOUNT_NEGATIVE still fails and row 2 is still quarantined, but the pipeline goes on: the report and the quarantine are written. With "fail", nothing would be written.',
    'Con "warn", AMOUNT_NEGATIVE sigue fallando y la fila 2 sigue en cuarentena, pero el pipeline continúa: se escriben el informe y la cuarentena. Con "fail", no se escribiría nada.',
    'Com "warn", AMOUNT_NEGATIVE continua falhando e a linha 2 continua na quarentena, mas o pipeline segue: o relatório e a quarentena são gravados. Com "fail", nada seria gravado.',
  ),
  data: { name: 'refunds.csv', csv: 'id,amount\n1,10\n2,-5\n3,30\n' },
  key: 'id',
  start: doc({ validations: { on_failure: 'fail', rules: RULES } }),
  solution: doc({ validations: { on_failure: 'warn', rules: RULES } }),
  goal: {
    onFailure: 'warn',
    flagged: [
      {
        key: '2',
        why: words(
          'its amount, -5, is below 0.',
          'su importe, -5, es menor que 0.',
          'o valor dela, -5, é menor que 0.',
        ),
      },
    ],
    checks: [
      {
        id: 'lowercase',
        test: ({ doc }) => !doc.diagnostics.some((d) => d.path === 'validations.on_failure'),
        feedback: words(
          'Production runs this value as "warn", but only by accident: write "warn" in lowercase.',
          'Producción ejecuta este valor como "warn", pero solo por casualidad: escribe "warn" en minúsculas.',
          'A produção roda este valor como "warn", mas só por acaso: escreva "warn" em minúsculas.',
        ),
      },
      {
        id: 'not-aborted',
        test: ({ run }) => !run.aborted,
        feedback: words(
          'Production would stop before writing anything.',
          'Producción se detendría antes de escribir nada.',
          'A produção pararia antes de gravar qualquer coisa.',
        ),
      },
    ],
  },
};
