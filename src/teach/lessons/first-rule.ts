import type { Lesson } from '../types';
import { rulesDoc } from './doc';

export const firstRule: Lesson = {
  id: 'first-rule',
  concepts: ['not_null', 'document', 'quarantine'],
  title: {
    en: 'Your first rule',
    es: 'Tu primera regla',
    'pt-BR': 'Sua primeira regra',
  },
  intro: {
    en: 'A rules document is JSON. Inside "validations" there is a list called "rules"; each rule is an object whose "type" says what it checks.\n\nThe simplest rule is not_null: it flags every row where a column is empty (NULL). Flagged rows go to the quarantine, the list of rows that broke a rule.',
    es: 'Un documento de reglas es JSON. Dentro de "validations" hay una lista llamada "rules"; cada regla es un objeto cuyo "type" dice qué comprueba.\n\nLa regla más sencilla es not_null: marca cada fila en la que una columna está vacía (NULL). Las filas marcadas van a la cuarentena, la lista de filas que incumplieron alguna regla.',
    'pt-BR':
      'Um documento de regras é JSON. Dentro de "validations" há uma lista chamada "rules"; cada regra é um objeto cujo "type" diz o que ela verifica.\n\nA regra mais simples é not_null: ela marca toda linha em que uma coluna está vazia (NULL). As linhas marcadas vão para a quarentena, a lista de linhas que quebraram alguma regra.',
  },
  task: {
    en: 'Flag exactly the customers who have no email.',
    es: 'Marca exactamente a los clientes que no tienen email.',
    'pt-BR': 'Marque exatamente os clientes que não têm email.',
  },
  hints: [
    {
      en: 'Add one object to the "rules" list.',
      es: 'Añade un objeto a la lista "rules".',
      'pt-BR': 'Adicione um objeto à lista "rules".',
    },
    {
      en: 'The rule needs a "type" and the "column" it looks at.',
      es: 'La regla necesita un "type" y la "column" que mira.',
      'pt-BR': 'A regra precisa de um "type" e da "column" que ela observa.',
    },
    {
      en: 'Write { "type": "not_null", "column": "email" } inside the list.',
      es: 'Escribe { "type": "not_null", "column": "email" } dentro de la lista.',
      'pt-BR': 'Escreva { "type": "not_null", "column": "email" } dentro da lista.',
    },
  ],
  explanation: {
    en: 'not_null flags rows 2 and 4, whose email cell is empty. An empty cell in a CSV is read as NULL.',
    es: 'not_null marca las filas 2 y 4, cuya celda de email está vacía. Una celda vacía en un CSV se lee como NULL.',
    'pt-BR':
      'not_null marca as linhas 2 e 4, cuja célula de email está vazia. Uma célula vazia num CSV é lida como NULL.',
  },
  data: {
    name: 'customers.csv',
    csv: 'id,name,email\n1,Ana,ana@example.com\n2,Bruno,\n3,Carla,carla@example.com\n4,Diego,\n5,Elena,elena@example.com\n',
  },
  key: 'id',
  start: rulesDoc([]),
  solution: rulesDoc([{ type: 'not_null', column: 'email' }]),
  goal: {
    flagged: [
      {
        key: '2',
        why: {
          en: 'Bruno has no email.',
          es: 'Bruno no tiene email.',
          'pt-BR': 'Bruno não tem email.',
        },
      },
      {
        key: '4',
        why: {
          en: 'Diego has no email.',
          es: 'Diego no tiene email.',
          'pt-BR': 'Diego não tem email.',
        },
      },
    ],
    unflagged: ['1', '3', '5'].map((key) => ({
      key,
      why: {
        en: 'this customer has an email.',
        es: 'este cliente tiene email.',
        'pt-BR': 'este cliente tem email.',
      },
    })),
  },
};
