/** The check's verdict on single answers, by what the gateway reads (no provider needed). */
import { itemFields, judgeItems } from './check-judge';
import { judgeRoles } from './check-users';
import { loadContract } from './contract';

const contract = loadContract();
const header = itemFields(contract, contract.resolve(contract.byKey('salesOrders.list')!.answerPointer)!);

describe('judging an answer by what the gateway reads', () => {
  it('passes the spec spelling and a date with Z, fails another casing naming both', () => {
    expect(judgeItems(contract, header, [{ id: 1, loadingdate: '2026-03-04T23:00:00Z' }]).problems).toEqual([]);
    expect(
      judgeItems(contract, header, [
        { id: 1, LoadingDate: '2026-03-05T00:00:00' },
        { id: 2, loadingdate: null },
      ]).problems,
    ).toEqual(["'LoadingDate' where the gateway reads 'loadingdate' (1 of 2 items): read as empty"]);
  });

  it("agrees with the contract's DateTime, which the strict provider validates by", () => {
    const list = contract.byKey('salesOrders.list')!;
    for (const date of ['2026-03-05T00:00:00', '2026-03-04T23:00:00Z', '2026-03-05T00:00:00.000+01:00', '2026-03-05T00:00:00+0100']) {
      expect([date, contract.checkAnswer(list, { Success: true, Items: [{ id: 1, loadingdate: date }] })]).toEqual([date, []]);
      expect(judgeItems(contract, header, [{ id: 1, loadingdate: date }]).problems).toEqual([]);
    }
    expect(contract.checkAnswer(list, { Success: true, Items: [{ id: 1, loadingdate: '05/03/2026' }] })).not.toEqual([]);
  });

  it('fails a number, a date or a yes/no the gateway reads wrong', () => {
    const { problems } = judgeItems(contract, header, [{ id: 1, SalesQuantity: '1.234,5', loadingdate: '05/03/2026', isCompleted: 'yes' }]);
    expect(problems).toEqual([
      `'loadingdate': the gateway reads no date from "05/03/2026" (1 of 1 items)`,
      `'isCompleted': the gateway reads false from "yes" (1 of 1 items)`,
      `'SalesQuantity': the gateway reads no number from "1.234,5" (1 of 1 items)`,
    ]);
  });

  it('lists as shown empty only spec fields: not an x-assumed one, nor one whose spec alternative came', () => {
    const fieldsOf = (key: string) => itemFields(contract, contract.resolve(contract.byKey(key)!.answerPointer)!);
    // 01 §3: "PurchaseQuantity or SalesQuantity, PurchasePrice or SalesPrice"
    const line = { orderLineId: 1, ProductCode: 'P1', Loadingdate: '2026-03-05T00:00:00', ProductDescription: 'd', PricingType: 1, Price: 2 };
    const purchase = judgeItems(contract, fieldsOf('prices.purchase.linesToChange'), [{ ...line, PurchaseQuantity: 3, PurchasePrice: 1 }]);
    expect(purchase.missing).toEqual([]);
    expect(judgeItems(contract, fieldsOf('prices.sales.linesToChange'), [line]).missing).toEqual([
      'PurchaseQuantity',
      'SalesQuantity',
      'PurchasePrice',
      'SalesPrice',
    ]);
    // DuplicateFinding.Id is x-assumed: the spec shows no finding's fields
    expect(judgeItems(contract, fieldsOf('products.checkDuplicate'), [{ Message: 'A product with this name exists' }]).missing).toEqual([]);
  });

  it('counts an extension carried only by items that carry one of its fields', () => {
    const judged = judgeItems(contract, header, [{ id: 1, Temporary: false }, { id: 2 }]);
    expect(judged.extensionItems.extraFields).toEqual({ items: 2, carrying: 1 });
  });

  it('fails sign-in roles Backoffice does not know, or that the user list loses', () => {
    expect(judgeRoles(contract, { roles: 'Administrator' }, undefined, []).outcome).toBe('ok');
    expect(judgeRoles(contract, { roles: 'Viewer' }, undefined, []).problems[0]).toContain("roles 'Viewer' name none Backoffice knows");
    const user = { Id: 'u1', Roles: [{ RoleId: 'r9' }] };
    expect(judgeRoles(contract, { roles: 'Administrator' }, user, [{ Id: 'r1', Name: 'Administrator' }]).problems[0]).toContain(
      'a session loses ADMINISTRATOR when it re-reads its roles',
    );
  });
});
