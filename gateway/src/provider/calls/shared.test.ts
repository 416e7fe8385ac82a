import { ownedBy } from './shared';

describe('ownedBy', () => {
  it('names a child list’s owner the usual way: one id, many ids with an s, and the rows’ own field', () => {
    expect(ownedBy('orderid')).toEqual({ one: 'orderid', many: 'orderids', ownerField: 'orderid' });
    expect(ownedBy('salesorderheaderid')).toEqual({ one: 'salesorderheaderid', many: 'salesorderheaderids', ownerField: 'salesorderheaderid' });
  });
});
