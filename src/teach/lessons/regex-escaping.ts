import type { Lesson } from '../types';
import { rulesDoc, words } from './doc';

export const regexEscaping: Lesson = {
  id: 'regex-escaping',
  concepts: ['regex', 'JSON escaping', 'RE2', 'Java regex'],
  title: words(
    'Patterns, backslashes and two regex dialects',
    'Patrones, barras invertidas y dos dialectos de regex',
    'Padrões, barras invertidas e dois dialetos de regex',
  ),
  intro: words(
    'A regex rule flags values that do not match its pattern. Two surprises wait here.\n\nFirst, the pattern is searched for anywhere in the value: "[0-9]{3}" matches "abc123xyz". Anchor it with ^ (start) and $ (end) to describe the whole value.\n\nSecond, in a pattern "." means any character; a literal dot is written \\. — and inside JSON every backslash is doubled, so you type "\\\\." in the document. "\\\\d" is a digit.\n\nThe workbench runs RE2 regexes; production (Spark) runs Java ones. Most patterns mean the same in both. Lookarounds like (?=…) and backreferences exist only in Java: the workbench refuses them with a clear error instead of guessing. So it does with the few that mean one thing to each engine, such as [[:alpha:]] or (?i) over an accented letter like ã.',
    'Una regla regex marca los valores que no cumplen su patrón. Aquí hay dos sorpresas.\n\nPrimero, el patrón se busca en cualquier parte del valor: "[0-9]{3}" encaja con "abc123xyz". Ánclalo con ^ (inicio) y $ (fin) para describir el valor entero.\n\nSegundo, en un patrón "." significa cualquier carácter; un punto literal se escribe \\. — y dentro de JSON cada barra invertida va doble, así que escribes "\\\\." en el documento. "\\\\d" es un dígito.\n\nEl workbench ejecuta regex RE2; producción (Spark) ejecuta regex de Java. Casi todos los patrones significan lo mismo en ambos. Las búsquedas alrededor como (?=…) y las referencias hacia atrás solo existen en Java: el workbench las rechaza con un error claro en lugar de adivinar. Lo mismo hace con las pocas que significan una cosa en cada motor, como [[:alpha:]] o (?i) sobre una letra acentuada como ã.',
    'Uma regra regex marca os valores que não casam com o padrão. Aqui há duas surpresas.\n\nPrimeiro, o padrão é procurado em qualquer parte do valor: "[0-9]{3}" casa com "abc123xyz". Ancore com ^ (início) e $ (fim) para descrever o valor inteiro.\n\nSegundo, num padrão "." significa qualquer caractere; um ponto literal se escreve \\. — e dentro do JSON cada barra invertida é dobrada, então você digita "\\\\." no documento. "\\\\d" é um dígito.\n\nO workbench roda regex RE2; a produção (Spark) roda regex Java. Quase todos os padrões significam o mesmo nos dois. Lookarounds como (?=…) e retrorreferências só existem em Java: o workbench os recusa com um erro claro em vez de adivinhar. O mesmo vale para as poucas que significam uma coisa em cada motor, como [[:alpha:]] ou (?i) sobre uma letra acentuada como ã.',
  ),
  task: words(
    'Flag every CPF that is not exactly in the form 123.456.789-01.',
    'Marca todo CPF que no tenga exactamente la forma 123.456.789-01.',
    'Marque todo CPF que não esteja exatamente no formato 123.456.789-01.',
  ),
  hints: [
    words(
      'Two rows slip through. Look at their separators and at what surrounds the number.',
      'Se escapan dos filas. Mira sus separadores y lo que rodea al número.',
      'Duas linhas escapam. Olhe os separadores e o que há em volta do número.',
    ),
    words(
      'Escape the dots (\\\\. in JSON) and anchor the pattern with ^ and $.',
      'Escapa los puntos (\\\\. en JSON) y ancla el patrón con ^ y $.',
      'Escape os pontos (\\\\. no JSON) e ancore o padrão com ^ e $.',
    ),
    words(
      'Use "pattern": "^\\\\d{3}\\\\.\\\\d{3}\\\\.\\\\d{3}-\\\\d{2}$".',
      'Usa "pattern": "^\\\\d{3}\\\\.\\\\d{3}\\\\.\\\\d{3}-\\\\d{2}$".',
      'Use "pattern": "^\\\\d{3}\\\\.\\\\d{3}\\\\.\\\\d{3}-\\\\d{2}$".',
    ),
  ],
  explanation: words(
    'With \\. the dots must be real dots, so 123-456-789-01 fails; with ^ and $ the whole value must be the CPF, so "CPF 987.654.321-00" fails. The same pattern means the same in RE2 and Java.',
    'Con \\. los puntos tienen que ser puntos de verdad, así que 123-456-789-01 falla; con ^ y $ todo el valor tiene que ser el CPF, así que "CPF 987.654.321-00" falla. El mismo patrón significa lo mismo en RE2 y en Java.',
    'Com \\. os pontos precisam ser pontos de verdade, então 123-456-789-01 falha; com ^ e $ o valor inteiro precisa ser o CPF, então "CPF 987.654.321-00" falha. O mesmo padrão significa o mesmo em RE2 e em Java.',
  ),
  data: {
    name: 'documents.csv',
    csv: 'id,cpf\n1,123.456.789-01\n2,123-456-789-01\n3,CPF 987.654.321-00\n4,987.654.321-00\n5,12345678901\n',
  },
  key: 'id',
  start: rulesDoc([
    { type: 'regex', column: 'cpf', pattern: '[0-9]{3}.[0-9]{3}.[0-9]{3}-[0-9]{2}' },
  ]),
  solution: rulesDoc([
    { type: 'regex', column: 'cpf', pattern: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$' },
  ]),
  goal: {
    flagged: [
      {
        key: '2',
        why: words(
          '123-456-789-01 uses dashes, but an unescaped "." matches any character. Write \\\\. for a literal dot.',
          '123-456-789-01 usa guiones, pero un "." sin escapar encaja con cualquier carácter. Escribe \\\\. para un punto literal.',
          '123-456-789-01 usa hífens, mas um "." sem escape casa com qualquer caractere. Escreva \\\\. para um ponto literal.',
        ),
      },
      {
        key: '3',
        why: words(
          '"CPF 987.654.321-00" contains a CPF, and a regex is searched for anywhere in the value. Anchor it with ^ and $.',
          '"CPF 987.654.321-00" contiene un CPF, y una regex se busca en cualquier parte del valor. Ánclala con ^ y $.',
          '"CPF 987.654.321-00" contém um CPF, e uma regex é procurada em qualquer parte do valor. Ancore com ^ e $.',
        ),
      },
      {
        key: '5',
        why: words(
          '12345678901 has no dots or dash.',
          '12345678901 no tiene puntos ni guion.',
          '12345678901 não tem pontos nem hífen.',
        ),
      },
    ],
  },
};
