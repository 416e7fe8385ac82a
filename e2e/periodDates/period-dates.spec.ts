import { browserToday, expect, test } from '../fixtures';
import { PeriodDatesPage } from './period-dates.page';

test.describe('period dates', () => {
  test('an administrator adds, edits and deletes a period date', async ({ asAdmin: page }) => {
    const periods = new PeriodDatesPage(page);
    await periods.goto();
    // Each run takes a year no seeded or earlier row uses.
    const year = 3000 + Math.floor(Math.random() * 6000);

    await page.getByRole('button', { name: 'Periodedatum toevoegen' }).click();
    await periods.fill({ year: '10000', month: '13', newDate: '0503' });
    await periods.save();
    await expect(periods.form.getByText('Geef een jaar van 1 tot 9999')).toBeVisible();
    await expect(periods.form.getByText('Geef een maand van 1 tot 12')).toBeVisible();
    // ddMM is read as day and month of the current year.
    await expect(periods.form.getByRole('textbox', { name: /Nieuwe datum/ })).toHaveValue(`05-03-${browserToday().year}`);

    await periods.fill({ year: String(year), month: '4', newDate: `9-5-${year}` });
    await periods.save();
    await expect(periods.form).toBeHidden();
    // the grid renders the rows in view: find the new one as a user would, by searching its year
    await periods.search(String(year));
    const row = periods.row(year, 4);
    await expect(row).toContainText(`09-05-${year}`);

    await row.getByRole('button', { name: /bewerken/ }).click();
    await periods.fill({ month: '5', newDate: `12-06-${year}` });
    await periods.save();
    await expect(periods.form).toBeHidden();
    await expect(periods.row(year, 5)).toContainText(`12-06-${year}`);
    await expect(periods.row(year, 4)).toHaveCount(0);

    await periods
      .row(year, 5)
      .getByRole('button', { name: /verwijderen/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Periodedatum verwijderen' });
    await expect(confirm).toContainText('Weet u zeker dat u dit wilt doen?');
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(periods.row(year, 5)).toHaveCount(0);
  });
});
