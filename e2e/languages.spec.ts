import { expect, test, type Page } from '@playwright/test';
import { placeCursorAfter, rulesEditor, setRulesText } from './editorHelpers';
import { columnNotes, openWorkbench, pickFile, setRules } from './helpers';

/** Hovers the first token of the rules editor that reads `token`; returns the hover widget. */
async function hoverToken(page: Page, token: string) {
  const host = await rulesEditor(page);
  await host.locator('.view-line span span', { hasText: token }).first().hover();
  const widget = page.locator('.monaco-hover:not(.hidden)');
  await expect(widget).toBeVisible();
  return widget;
}

/** The page's section headings, in order. */
async function headings(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 2 }).allInnerTexts();
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('shows the page in Spanish', async ({ page }) => {
    await openWorkbench(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await headings(page)).toEqual(
      expect.arrayContaining(['Reglas', 'Conjunto de datos', 'Resultados', 'Cuarentena']),
    );
    await expect(page.getByTestId('run-button')).toContainText('Ejecutar');
    await expect(page.getByTestId('verdict')).toContainText(
      'Con on_failure: "fail", un pipeline se detendría antes de escribir nada',
    );
    await expect(page.getByTestId('invalid-count')).toHaveText('33 inválidas');
    // How production reads the sample's cpf column, in Spanish too.
    await expect(columnNotes(page, 'cpf')).toContainText(
      'producción lee `cpf` como bigint: `00091898034` pasa a ser `91898034` (Spark descarta los ceros a la izquierda)',
    );
    // And, under the rule it changes, what it does to that rule.
    const regex = page.locator('[data-testid="result-row"][data-code="regex(cpf,^[0-9]{11}$)"]');
    await expect(regex.getByTestId('read-notes')).toContainText('así que esta regex falla allí');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    // Three "CSV" buttons, each named for what it downloads.
    await page.getByTestId('downloads').locator('summary').click();
    await expect(page.getByRole('button', { name: 'Descargar el reporte en CSV' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Descargar las filas válidas en CSV' }),
    ).toBeVisible();
  });

  test('explains the rules in Spanish on hover, and in English once English is picked', async ({
    page,
  }) => {
    await openWorkbench(page);
    let hover = await hoverToken(page, '"range"');
    await expect(hover).toContainText('Falla con valores fuera de un [min, max] inclusivo');
    await expect(hover).toContainText('A nivel de fila');
    await expect(hover).toContainText('Ejemplo:');
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.mouse.move(0, 0);
    hover = await hoverToken(page, '"on_failure"');
    await expect(hover).toContainText('What a pipeline does when at least one rule fails');
  });

  test('lists the problems of the document, and their quick fixes, in Spanish', async ({
    page,
  }) => {
    await openWorkbench(page);
    await setRulesText(
      page,
      '{"validations": {"on_failure": "WARN", "rules": [{"type": "rnage"}]}}',
    );
    const problems = page.getByTestId('diagnostics');
    await expect(problems).toContainText('"on_failure" distingue mayúsculas');
    await expect(problems).toContainText(
      'Tipo de regla desconocido "rnage". ¿Quisiste decir "range"?',
    );
    // The quick fix on the marker, from the keyboard.
    await placeCursorAfter(page, '"rna');
    await page.keyboard.press('ControlOrMeta+.');
    await expect(page.locator('.action-widget').getByText('Cambiar a "range"')).toBeVisible();
  });

  test('remembers the language picked in the header', async ({ page }) => {
    await openWorkbench(page);
    const picker = page.getByRole('combobox', { name: 'Idioma' });
    await picker.selectOption('pt-BR');
    // At once, without a reload.
    await expect(page.getByRole('heading', { name: 'Regras', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    // Kept over the browser's own language on the next visit. The headings render at once;
    // there is no need to wait for the sample's run again.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Conjunto de dados', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');

    // From the keyboard: back to English, which is also remembered.
    await page.getByRole('combobox', { name: 'Idioma' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.getByRole('heading', { name: 'Rules', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dataset', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a Brazilian Portuguese browser', () => {
  test.use({ locale: 'pt-BR' });

  test('shows the page in Portuguese', async ({ page }) => {
    await openWorkbench(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await headings(page)).toEqual(
      expect.arrayContaining(['Regras', 'Conjunto de dados', 'Resultados', 'Quarentena']),
    );
    await expect(page.getByTestId('run-button')).toContainText('Executar');
    await expect(page.getByTestId('verdict')).toContainText(
      'Com on_failure: "fail", um pipeline pararia antes de gravar qualquer coisa',
    );
    await expect(page.getByTestId('valid-count')).toHaveText('207 válidas');
    await expect(columnNotes(page, 'cpf')).toContainText(
      'a produção lê `cpf` como bigint: `00091898034` vira `91898034`',
    );
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');
    await expect(page.getByTestId('rules-status')).toContainText('regras · válido');
  });

  test('says the dataset’s and the run’s warnings in Portuguese', async ({ page }) => {
    await openWorkbench(page);
    await setRules(
      page,
      JSON.stringify({
        validations: {
          on_failure: 'warn',
          rules: [
            { type: 'sql', code: 'N', query: 'SELECT count(*) FROM _validation_df' },
            { type: 'range', code: 'R', column: 'age' },
          ],
        },
      }),
    );
    await expect(page.locator('.run-warnings')).toContainText(
      'N: A consulta retorna uma contagem (BIGINT), não um booleano: a produção passa sempre que ela não é zero. Você quis dizer COUNT(*) = 0?',
    );
    // A warning on the document, as the Problems list words it.
    await expect(page.locator('.run-warnings')).toContainText(
      'Esta regra range não tem nenhum limite, então não verifica nada',
    );
    await pickFile(page, {
      name: 'pessoas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('id;nome\n1;Ana\n2;Bia\n'),
    });
    await expect(page.locator('.dataset-warnings')).toContainText(
      'o delimitador do arquivo é ";"; a produção lê com sep "," a menos que o input.options do pipeline defina sep',
    );
  });

  test('explains the rules in Portuguese on hover', async ({ page }) => {
    await openWorkbench(page);
    const hover = await hoverToken(page, '"on_failure"');
    await expect(hover).toContainText('O que um pipeline faz quando ao menos uma regra falha');
    await expect(hover).toContainText('por enquanto as regras são informativas');
  });
});

test.describe('an English browser', () => {
  test('shows the page in English', async ({ page }) => {
    await openWorkbench(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.getByTestId('run-button')).toContainText('Run');
  });
});
