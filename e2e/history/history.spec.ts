import { expect, signedInPage, test, unique } from '../fixtures';
import { createPlainOrder, SalesOrderDetail, SalesOrderFormPanel, SalesOrdersPage } from '../salesOrders/sales-orders.page';
import { ChangesPage, ConflictPanel, HistorySection, USER_NAMES } from './history.page';

test.describe('history', () => {
  test('two people edit one order: the later save is refused, loads the other’s change, saves; both in the history and on the changes screen', async ({
    asAdmin: admin,
    browser,
  }) => {
    const finance = await signedInPage(browser, 'finance');
    const oldReference = unique('E2E-H-');
    const newReference = `${oldReference}-NEW`;
    const comments = unique('Opmerking boekhouding ');
    const id = await createPlainOrder(admin, oldReference);

    // Both open the same order's edit form on the same version.
    const adminForm = new SalesOrderFormPanel(admin, 'Verkooporder bewerken');
    const financeForm = new SalesOrderFormPanel(finance, 'Verkooporder bewerken');
    for (const [page, form] of [
      [admin, adminForm],
      [finance, financeForm],
    ] as const) {
      await new SalesOrdersPage(page).goto(id);
      await new SalesOrderDetail(page, id).edit.click();
      await expect(form.reference).toHaveValue(oldReference);
    }
    await financeForm.comments.fill(comments);

    // The administrator changes the customer reference first.
    await adminForm.reference.fill(newReference);
    await adminForm.save.click();
    await expect(adminForm.root).toBeHidden();
    const adminDetail = new SalesOrderDetail(admin, id);
    await expect(adminDetail.root.getByText(newReference, { exact: true })).toBeVisible();

    // Boekhouding's save is based on the old version: refused, the typed comments kept, the admin's change named.
    await financeForm.save.click();
    const conflict = new ConflictPanel(financeForm.root);
    await expect(conflict.root).toBeVisible();
    await expect(conflict.root).toContainText('Er is niets bewaard. Wat u invulde staat nog in het formulier.');
    await expect(conflict.changes).toContainText(`${USER_NAMES.admin},`);
    await expect(conflict.changes).toContainText(`Referentie klant: ${oldReference} → ${newReference}`);
    await expect(financeForm.comments).toHaveValue(comments);
    await expect(financeForm.reference).toHaveValue(oldReference);
    await finance.screenshot({ path: test.info().outputPath('conflict-panel.png') });

    // "Load their changes": the admin's reference comes in, the typed comments stay; the save then goes through.
    await conflict.loadTheirs.click();
    await expect(conflict.root).toBeHidden();
    await expect(financeForm.reference).toHaveValue(newReference);
    await expect(financeForm.comments).toHaveValue(comments);
    await financeForm.save.click();
    await expect(financeForm.root).toBeHidden();
    const financeDetail = new SalesOrderDetail(finance, id);
    await expect(financeDetail.root.getByText(newReference, { exact: true })).toBeVisible();
    await expect(financeDetail.root.getByText(comments, { exact: true })).toBeVisible();

    // Both changes are in the order's history, each with who made it; the second changed only the comments.
    const history = new HistorySection(financeDetail.root);
    await history.show.click();
    await expect(history.table).toBeVisible();
    const byAdmin = history.rowsBy(USER_NAMES.admin).filter({ hasText: 'Gewijzigd' });
    await expect(byAdmin).toHaveCount(1);
    await expect(byAdmin).toContainText(`Referentie klant: ${oldReference} → ${newReference}`);
    const byFinance = history.rowsBy(USER_NAMES.finance);
    await expect(byFinance).toHaveCount(1);
    await expect(byFinance).toContainText('Gewijzigd');
    await expect(byFinance).toContainText(`Opmerkingen: — → ${comments}`);
    await expect(byFinance).not.toContainText('Referentie klant');
    await expect(history.rowsBy(USER_NAMES.admin).filter({ hasText: 'Aangemaakt' })).toHaveCount(1);

    // Boekhouding closes the panel (Esc), finds the admin's change on the changes screen and opens the order from it.
    await finance.keyboard.press('Escape');
    await expect(financeDetail.root).toBeHidden();
    const changes = new ChangesPage(finance);
    await changes.menuLink.click();
    await expect(changes.heading).toBeVisible();
    await changes.userName.fill(USER_NAMES.admin);
    // Other flows' admin changes run beside this one: narrow to changed sales orders, newest first.
    await changes.choose(changes.recordType, 'Verkooporder');
    await changes.choose(changes.action, 'Gewijzigd');
    const row = changes.rowWith(`Referentie klant: ${oldReference} → ${newReference}`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(USER_NAMES.admin);
    await expect(changes.grid.getByRole('row').filter({ hasText: USER_NAMES.finance })).toHaveCount(0);
    await finance.screenshot({ path: test.info().outputPath('changes-screen.png') });
    await changes.openOrder(row, id).click();
    await expect(finance).toHaveURL(new RegExp(`/sales-order/${id}$`));
    await expect(new SalesOrderDetail(finance, id).root).toBeVisible();

    await finance.context().close();
  });
});
