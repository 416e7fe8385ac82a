/** The check's verdict on single answers, by what the gateway reads (no provider needed). */
import { offeredExtensions } from './check-extensions';
import { itemFields, judgeItems } from './check-judge';
import type { CallResult } from './check-session';
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

  it('names no extension from one call’s answer when its fields are spread over several calls', () => {
    const answered = (key: string, items: unknown[]): CallResult => {
      const op = contract.byKey(key)!;
      const { extensionItems } = judgeItems(contract, itemFields(contract, contract.resolve(op.answerPointer)!), items);
      return { op, outcome: 'ok', problems: [], missing: [], extensionItems };
    };
    const byIds = { offered: false, evidence: 'not asked' };
    const verdict = (results: CallResult[], name: string) => offeredExtensions(results, byIds).find((e) => e.name === name)!;
    // an empty provider: the duplicate check's one finding carries Productcode, no list has a row to tell by
    const stray = [
      answered('products.checkDuplicate', [{ Message: 'exists', Productcode: 'P-1' }]),
      answered('products.list', []),
      answered('salesOrders.list', []),
    ];
    expect(verdict(stray, 'extraFields')).toMatchObject({ offered: false, evidence: expect.stringContaining('too few answers to tell by') });
    // the same finding beside a list and an order list whose every row carries its fields: offered
    const lists = [answered('products.list', [{ id: 1, Description: 'd', Temporary: false }]), answered('salesOrders.list', [{ id: 1, Temporary: false }])];
    expect(verdict([stray[0]!, ...lists], 'extraFields')).toMatchObject({ offered: true, evidence: 'every item of 3 answer(s) carries its fields' });
    // an extension of one call (a VAT code's percentage) is told by that call alone
    expect(verdict([answered('reference.vatCodes', [{ key: '1', value: '21%', percentage: 21 }])], 'vatPercentage').offered).toBe(true);
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
