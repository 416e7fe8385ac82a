import { expect, required, test } from '../fixtures';
import { DemurrageScreen } from './demurrage.page';
import { EVERY_COLUMN_VIEWPORT } from '../grid';

// the test reads whole rows: every column in view
test.use({ viewport: EVERY_COLUMN_VIEWPORT });

const day = (shown: string) => shown.split('-').reverse().join('-');

test('demurrage: containers by picking date with a legend in words, filtered on supplier and searched, the id opens the sales order', async ({
  asOrder: page,
}) => {
  const demurrage = new DemurrageScreen(page);
  await demurrage.openFromMenu();
  for (const meaning of ['Binnen vrije tijd', 'Vrije tijd loopt af', 'Demurrage'])
    await expect(demurrage.legend.getByText(meaning, { exact: true })).toBeVisible();

  // sorted by picking date (column 10), unplanned containers last
  const count = await demurrage.dataRows().count();
  const picking: string[] = [];
  for (let i = 0; i < count; i++) picking.push((await demurrage.rowTexts(i))[9] ?? '');
  const planned = picking.filter(Boolean).map(day);
  expect(planned).toEqual([...planned].sort());
  // every row says its status in words, not only in colour
  for (let i = 0; i < Math.min(count, 10); i++)
    expect((await demurrage.rowTexts(i))[11]).toMatch(/^(Binnen vrije tijd|Vrije tijd loopt af|Demurrage) · \d+ dag(en)?$/);

  const first = await demurrage.rowTexts(0);
  const [id, supplier, container] = [required(first[0], 'the id cell'), required(first[2], 'the supplier cell'), required(first[4], 'the container cell')];
  await demurrage.filterIs('Leverancier', supplier);
  await expect(page.getByRole('list', { name: 'Actieve filters' })).toContainText(supplier);
  const filtered = await demurrage.dataRows().count();
  for (let i = 0; i < filtered; i++) expect((await demurrage.rowTexts(i))[2]).toBe(supplier);
  await demurrage.search.fill(container);
  await expect(demurrage.dataRows()).toHaveCount(1);
  expect((await demurrage.rowTexts(0))[4]).toBe(container);

  await demurrage.table.getByRole('link', { name: `Verkooporder ${id} openen` }).click();
  const panel = page.getByRole('dialog', { name: `Order #${id}` });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/demurrage/${id}$`));
  // the container is on one of the order's lines: open their details
  const expand = panel.getByRole('button', { name: /^Details van regel .* tonen$/ });
  await expect(expand.first()).toBeVisible(); // the lines load after the panel opens
  for (let n = await expand.count(); n > 0; n--) await expand.first().click();
  await expect(panel).toContainText(container);
});
