import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

export const thresholdsSeverity: Lesson = {
  id: 'thresholds-severity',
  concepts: ['must_be', 'warn', 'severity', 'missing_percent', 'avg', 'between', '%'],
  title: words(
    'Thresholds: fail, warn or pass',
    'Umbrales: fallar, avisar o pasar',
    'Limites: falhar, avisar ou passar',
  ),
  intro: words(
    'Metric rules measure a number and compare it with "must_be". If must_be does not hold, the rule fails. If it holds, "warn" is checked: when warn does not hold, the rule passes with a warning.\n\nThresholds read like sentences: "< 20%", ">= 3", "= 0", "between 3 and 5" (both ends included), "not between 1 and 2". The % is only a reminder: "20%" is the number 20. A bare number means "equal to".',
    'Las reglas de métrica miden un número y lo comparan con "must_be". Si must_be no se cumple, la regla falla. Si se cumple, se mira "warn": cuando warn no se cumple, la regla pasa con un aviso.\n\nLos umbrales se leen como frases: "< 20%", ">= 3", "= 0", "between 3 and 5" (ambos extremos incluidos), "not between 1 and 2". El % es solo un recordatorio: "20%" es el número 20. Un número solo significa "igual a".',
    'Regras de métrica medem um número e o comparam com "must_be". Se must_be não vale, a regra falha. Se vale, "warn" é conferido: quando warn não vale, a regra passa com um aviso.\n\nOs limites se leem como frases: "< 20%", ">= 3", "= 0", "between 3 and 5" (os dois extremos incluídos), "not between 1 and 2". O % é só um lembrete: "20%" é o número 20. Um número sozinho quer dizer "igual a".',
  ),
  task: words(
    'Missing emails: fail above 20%, but warn as soon as any is missing. Scores: the average must stay between 3 and 5.',
    'Emails que faltan: fallar por encima del 20%, pero avisar en cuanto falte alguno. Puntuaciones: la media debe quedar entre 3 y 5.',
    'Emails ausentes: falhar acima de 20%, mas avisar assim que faltar algum. Notas: a média deve ficar entre 3 e 5.',
  ),
  hints: [
    words(
      'must_be is what makes the rule fail; warn only adds a warning.',
      'must_be es lo que hace fallar la regla; warn solo añade un aviso.',
      'must_be é o que faz a regra falhar; warn só adiciona um aviso.',
    ),
    words(
      'For emails: "must_be": "<= 20%" and "warn": "= 0".',
      'Para los emails: "must_be": "<= 20%" y "warn": "= 0".',
      'Para os emails: "must_be": "<= 20%" e "warn": "= 0".',
    ),
    words(
      'For scores: "must_be": "between 3 and 5".',
      'Para las puntuaciones: "must_be": "between 3 and 5".',
      'Para as notas: "must_be": "between 3 and 5".',
    ),
  ],
  explanation: words(
    'One email in ten is missing: 10%. That is within 20%, so the rule does not fail, but it is not 0, so it warns. The average score is 3.7, between 3 and 5.',
    'Falta un email de cada diez: 10%. Está dentro del 20%, así que la regla no falla, pero no es 0, así que avisa. La puntuación media es 3,7, entre 3 y 5.',
    'Falta um email em dez: 10%. Está dentro de 20%, então a regra não falha, mas não é 0, então avisa. A nota média é 3,7, entre 3 e 5.',
  ),
  data: {
    name: 'survey.csv',
    csv: 'id,email,score\n1,a@example.com,3\n2,b@example.com,4\n3,,5\n4,d@example.com,2\n5,e@example.com,4\n6,f@example.com,3\n7,g@example.com,5\n8,h@example.com,4\n9,i@example.com,3\n10,j@example.com,4\n',
  },
  key: 'id',
  start: rulesDoc([
    { type: 'missing_percent', column: 'email', must_be: '= 0' },
    { type: 'avg', column: 'score', must_be: '> 4' },
  ]),
  solution: rulesDoc([
    { type: 'missing_percent', column: 'email', must_be: '<= 20%', warn: '= 0' },
    { type: 'avg', column: 'score', must_be: 'between 3 and 5' },
  ]),
  goal: {
    results: [
      {
        type: 'missing_percent',
        target: 'email',
        severity: 'warn',
        metric_value: 10,
        why: words(
          '10% of emails are missing. must_be should allow up to 20% so the rule does not fail, and "warn": "= 0" warns because 10 is not 0.',
          'Falta el 10% de los emails. must_be debe permitir hasta el 20% para que la regla no falle, y "warn": "= 0" avisa porque 10 no es 0.',
          'Faltam 10% dos emails. must_be deve permitir até 20% para a regra não falhar, e "warn": "= 0" avisa porque 10 não é 0.',
        ),
      },
      {
        type: 'avg',
        target: 'score',
        severity: 'pass',
        why: words(
          'The average is 3.7: a threshold between 3 and 5 lets it pass.',
          'La media es 3,7: un umbral entre 3 y 5 la deja pasar.',
          'A média é 3,7: um limite entre 3 e 5 a deixa passar.',
        ),
      },
    ],
    checks: [
      {
        id: 'avg-between',
        test: ({ doc }) =>
          doc.rules.some(
            (r) =>
              r.canonicalType === 'avg' &&
              /^\s*between\s/i.test(String(r.params.must_be?.value ?? '')),
          ),
        feedback: words(
          'Write the score threshold with "between 3 and 5", so both ends are checked.',
          'Escribe el umbral de la puntuación con "between 3 and 5", para comprobar los dos extremos.',
          'Escreva o limite da nota com "between 3 and 5", para conferir os dois extremos.',
        ),
      },
    ],
  },
};
