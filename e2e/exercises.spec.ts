/**
 * Exercises an instructor writes, end to end in Chromium with the page in Spanish: an
 * exercise written in the page, shared as a link, opened in a fresh browser by a student
 * who has their own file and document (kept), failed with what is off, then passed; a
 * two-exercise class pack handed out as a file; hostile packs refused with what and where;
 * presenter mode from the keyboard. axe checks the new views.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { rulesText } from './editorHelpers';
import { csv } from './fixtures';
import { dropFile, openWorkbench, resultCodes, setRules } from './helpers';

test.use({ locale: 'es-ES' });

const ORDERS = 'order_id,amount\n1,10.5\n2,-3\n3,0\n4,-0.5\n5,7\n';
const SOLUTION = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [{ type: 'range', column: 'amount', min: 0, code: 'IMPORTE' }],
  },
});
const NOT_NULL = JSON.stringify({
  validations: { on_failure: 'warn', rules: [{ type: 'not_null', column: 'email' }] },
});

/** The student's own file and document, there before the exercise opens. */
const MY_FILE = csv('mis-clientes.csv', 'id,name\n1,Ana\n2,Bruno\n3,Carla\n');
const MY_RULES = JSON.stringify({
  validations: { rules: [{ type: 'not_null', column: 'name', code: 'MIO' }] },
});

/** Writes the orders exercise in the form, in Spanish, and adds it to the pack. */
async function writeOrdersExercise(page: Page): Promise<void> {
  await page.getByTestId('nav-lessons').click();
  await page.getByRole('button', { name: 'Escribir ejercicios' }).click();
  const view = page.getByTestId('author-view');
  await expect(view).toBeVisible();
  await expect(page.getByTestId('author-lang')).toHaveValue('es');
  await page.getByLabel('Título').fill('Importes negativos');
  await page.getByLabel('La tarea').fill('Pon en cuarentena los pedidos con importe negativo.');
  await page
    .getByTestId('author-hints')
    .fill('Mira la columna amount.\nUna regla range con "min": 0.');
  await page.getByLabel('Nombre del archivo').fill('pedidos.csv');
  await page.getByTestId('author-csv').fill(ORDERS);
  await page.getByTestId('author-key').selectOption('order_id');
  await page.getByTestId('author-solution').fill(SOLUTION);
  await page.getByRole('button', { name: 'Tomar el objetivo de la solución' }).click();
  await expect(page.getByTestId('author-notice')).toContainText(
    'La solución pone en cuarentena 2 filas',
  );
  await expect(page.getByTestId('author-flagged')).toHaveValue('2, 4');
  await page.getByTestId('author-types').fill('range');
  await page.getByRole('button', { name: 'Probarlo' }).click();
  await expect(page.getByTestId('author-notice')).toContainText(
    'La solución aprueba y el punto de partida no',
  );
  await page.getByRole('button', { name: 'Añadir al paquete de la clase' }).click();
  await expect(page.getByTestId('author-notice')).toContainText('El paquete tiene 1 ejercicio.');
}

test('an exercise written in Spanish travels as a link; a student fails it, then passes, and keeps their own work', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await openWorkbench(page);
  await writeOrdersExercise(page);
  await expectNoSeriousViolations(page, 'write exercises');

  await page.getByRole('button', { name: 'Crear un enlace' }).click();
  const url = await page.getByTestId('pack-link').inputValue();
  expect(url.startsWith(`${baseURL}#pack=1.`)).toBe(true);

  // A student, in a fresh browser, with their own file and document.
  const fresh = await browser.newContext({ locale: 'es-ES' });
  const student = await fresh.newPage();
  await openWorkbench(student);
  await dropFile(student, MY_FILE);
  await expect(student.getByTestId('dataset-name')).toHaveText('mis-clientes.csv');
  // A document of their own, short, in place of the long sample.
  await student.getByRole('button', { name: 'Nuevo documento' }).click();
  await setRules(student, MY_RULES);
  await expect.poll(() => resultCodes(student)).toEqual(['MIO']);

  // The link pasted in the open page opens the exercise as a lesson.
  await student.goto(url);
  const panel = student.getByTestId('lesson-panel');
  await expect(panel).toContainText('Ejercicio 1 de 1 — Importes negativos');
  await expect(panel).toContainText('Pon en cuarentena los pedidos con importe negativo.');
  await expect(student.getByTestId('dataset-name')).toHaveText('pedidos.csv');
  await expect(student.getByTestId('dataset-rows')).toHaveText('5');
  expect(student.url()).not.toContain('#pack=');

  // Fails, saying what is off, in Spanish.
  await student.getByTestId('lesson-check').click();
  const feedback = student.getByTestId('lesson-feedback');
  await expect(feedback).toContainText('Todavía no. Lo que falta:');
  await expect(feedback).toContainText(
    'La fila 2 debería quedar marcada, pero ninguna regla la marca: el ejercicio espera esta fila en la cuarentena.',
  );
  await expect(feedback).toContainText('Usa una regla de tipo range');
  await student.getByTestId('lesson-hint').click();
  await expect(panel).toContainText('Mira la columna amount.');
  await expectNoSeriousViolations(student, 'an authored exercise');

  // Passes.
  await setRules(student, SOLUTION);
  await student.getByTestId('lesson-check').click();
  await expect(feedback).toContainText('¡Bien hecho! Objetivo cumplido.');

  // Out of the exercise: the student's file and document are as they left them.
  await student.getByTestId('nav-workbench').click();
  await expect(student.getByTestId('dataset-name')).toHaveText('mis-clientes.csv');
  await expect(student.getByTestId('dataset-rows')).toHaveText('3');
  expect(JSON.parse(await rulesText(student))).toEqual(JSON.parse(MY_RULES));
  // The pack stays among the lessons, passed.
  await student.getByTestId('nav-lessons').click();
  await expect(student.getByTestId('pack-lesson-list')).toContainText('Importes negativos');
  await expect(student.getByTestId('pack-lesson-list')).toContainText('Superada');
  await fresh.close();
});

test('a two-exercise class pack travels as a file; each exercise fails, then passes', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await openWorkbench(page);
  await writeOrdersExercise(page);

  // The second exercise on a generated table: a not_null rule must be used.
  await page.getByRole('button', { name: 'Nuevo ejercicio' }).click();
  await page.getByLabel('Título').fill('Emails vacíos');
  await page.getByLabel('La tarea').fill('Pon en cuarentena a quien no tiene email.');
  await page.getByRole('button', { name: 'Una tabla pequeña generada' }).click();
  await expect(page.getByTestId('author-key')).toHaveValue('id');
  await page.getByTestId('author-solution').fill(NOT_NULL);
  await page.getByRole('button', { name: 'Tomar el objetivo de la solución' }).click();
  await expect(page.getByTestId('author-notice')).toContainText('La solución pone en cuarentena');
  await page.getByTestId('author-types').fill('not_null');
  await page.getByRole('button', { name: 'Añadir al paquete de la clase' }).click();
  await expect(page.getByTestId('author-notice')).toContainText('El paquete tiene 2 ejercicios.');
  await expect(page.getByTestId('author-pack-list').getByRole('listitem')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el archivo del paquete' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  expect(download.suggestedFilename()).toBe('class.dqw-pack.json');
  const file = { name: 'clase.json', mimeType: 'application/json', buffer: Buffer.from(text) };

  const fresh = await browser.newContext({ locale: 'es-ES' });
  const student = await fresh.newPage();
  await openWorkbench(student);

  // Hostile packs first: refused with what and where, nothing opened.
  const hostile = JSON.parse(text) as { exercises: Record<string, unknown>[] };
  hostile.exercises[1].key = '<img src=x onerror=alert(1)>';
  await student.getByTestId('nav-lessons').click();
  await student.getByTestId('pack-file-input').setInputFiles({
    ...file,
    name: 'mala.json',
    buffer: Buffer.from(JSON.stringify(hostile)),
  });
  const error = student.getByTestId('pack-error');
  await expect(error).toContainText(
    'No se puede abrir el paquete de clase «mala.json»: ejercicio 2, Columna clave (nombra las filas en los comentarios) (exercises[2].key): «<img src=x onerror=alert(1)>» no es una columna de los datos',
  );
  await expect(student.getByTestId('pack-lessons')).toHaveCount(0);
  await student.getByTestId('pack-file-input').setInputFiles({
    ...file,
    name: 'rota.json',
    buffer: Buffer.from(text.slice(0, 200)),
  });
  await expect(error).toContainText('«rota.json»: no es JSON');
  await student.goto(`${student.url().split('#')[0]}#pack=1.AAAA`);
  await expect(error).toContainText(
    'No se puede abrir este enlace de paquete de clase: el enlace está dañado',
  );
  await student.getByRole('button', { name: 'Descartar' }).click();
  await expect(error).toBeHidden();

  // The real pack, by its file.
  await student.getByTestId('pack-file-input').setInputFiles(file);
  const panel = student.getByTestId('lesson-panel');
  await expect(panel).toContainText('Ejercicio 1 de 2 — Importes negativos');
  await expect(student.getByTestId('dataset-name')).toHaveText('pedidos.csv');
  const feedback = student.getByTestId('lesson-feedback');
  await student.getByTestId('lesson-check').click();
  await expect(feedback).toContainText('Todavía no. Lo que falta:');
  await setRules(student, SOLUTION);
  await student.getByTestId('lesson-check').click();
  await expect(feedback).toContainText('¡Bien hecho! Objetivo cumplido.');

  await student.getByRole('button', { name: 'Siguiente ejercicio: Emails vacíos' }).click();
  await expect(panel).toContainText('Ejercicio 2 de 2 — Emails vacíos');
  await expect(student.getByTestId('dataset-name')).toHaveText('people.csv');
  await student.getByTestId('lesson-check').click();
  await expect(feedback).toContainText('Usa una regla de tipo not_null');
  await setRules(student, NOT_NULL);
  await student.getByTestId('lesson-check').click();
  await expect(feedback).toContainText('¡Bien hecho! Objetivo cumplido.');
  await fresh.close();
});

test('presenter mode: large type, editor and results side by side at 1920×1080, from the keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openWorkbench(page);
  const toggle = page.getByRole('button', { name: 'Presentador' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const before = await page
    .getByTestId('summary')
    .evaluate((el) => el.getBoundingClientRect().height);

  await page.keyboard.press('Alt+Shift+P');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('app')).toHaveClass(/presenter/);
  const editor = await page.getByTestId('rules-editor').boundingBox();
  const results = await page.getByTestId('results-table').boundingBox();
  expect(editor && results).toBeTruthy();
  // Side by side: the results start right of the editor, both in the first screen's height.
  expect(results!.x).toBeGreaterThanOrEqual(editor!.x + editor!.width);
  expect(editor!.width).toBeGreaterThan(700);
  const after = await page
    .getByTestId('summary')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(after).toBeGreaterThan(before * 1.3);
  // The editor's own text is large too (its font, not a zoom).
  const fontSize = await page
    .locator('.rules-editor-monaco .view-line')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(20);
  await expectNoSeriousViolations(page, 'presenter');

  // From the editor too, and by the button with the keyboard.
  await (await page.getByTestId('rules-editor')).click();
  await page.keyboard.press('Alt+Shift+P');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
