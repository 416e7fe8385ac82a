import { can } from '../../core/feature-shell';
import { ADMINISTRATOR, BOEKHOUDING, ORDERVERWERKER } from '../../core/testing';
import { shell } from './shell';

describe('the changes screen in the shell', () => {
  const entry = shell.menu?.find((item) => item.kind === 'link' && item.to === '/changes');
  const route = shell.routes.find((r) => r.path === 'changes');

  it('is in the menu and routed for Administrator and Boekhouding', () => {
    expect(entry).toBeDefined();
    expect(route).toBeDefined();
    for (const me of [ADMINISTRATOR, BOEKHOUDING]) {
      expect(can(me, entry?.kind === 'link' ? entry.requires : undefined)).toBe(true);
      expect(can(me, route?.requires)).toBe(true);
    }
  });

  it('has no menu entry nor route for an Orderverwerker', () => {
    expect(can(ORDERVERWERKER, entry?.kind === 'link' ? entry.requires : undefined)).toBe(false);
    expect(can(ORDERVERWERKER, route?.requires)).toBe(false);
  });
});
