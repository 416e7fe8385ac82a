import fs from 'node:fs';
import path from 'node:path';
import PeopleIcon from '@mui/icons-material/People';
import { featureShells } from './feature-shells';
import { buildMenu, MENU, type MenuEntry, type MenuItem } from './menu';
import { SHELL_ROUTES } from './shell-routes';

const FEATURES = path.resolve(__dirname, '../../features');
const shellFiles = fs
  .readdirSync(FEATURES)
  .filter((feature) => fs.existsSync(path.join(FEATURES, feature, 'shell.tsx')))
  .map((feature) => path.join(FEATURES, feature, 'shell.tsx'));

const link = (order: number, label: string, group?: string): MenuEntry => ({ order, group, kind: 'link', to: `/${label}`, label, icon: PeopleIcon });
const labels = (items: readonly MenuItem[]): unknown[] => items.map((item) => (item.kind === 'group' ? { [item.label]: labels(item.children) } : item.label));

describe("the features' shell.tsx (routes and menu found by convention)", () => {
  it('are every feature folder with a shell.tsx', () => {
    expect(shellFiles.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(featureShells).sort()).toEqual(shellFiles.map((file) => `../../features/${path.basename(path.dirname(file))}/shell.tsx`).sort());
  });

  it('import no page: pages load lazily, so the login bundle does not grow', () => {
    for (const file of shellFiles) {
      const source = fs.readFileSync(file, 'utf8');
      const imports = [...source.matchAll(/^import\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm)].filter((m) => !m[1]).map((m) => m[2]);
      for (const specifier of imports) expect([file, specifier]).toEqual([file, expect.stringMatching(/^(react|react-router-dom|@mui\/icons-material\/\w+)$/)]);
      // what the shell shows loads lazily: its pages (index.ts), or a part such as the search box
      expect(source).toMatch(/lazy\(\(\) => import\('\.\/[\w-]+'\)/);
    }
  });

  it('give every route a path of its own and every menu link a route', () => {
    const paths = SHELL_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const links = MENU.flatMap((item): MenuItem[] => (item.kind === 'group' ? item.children : [item])).filter((item) => item.kind === 'link');
    for (const item of links) expect(paths.map((p) => `/${p.replace(/\/:id\?$/, '')}`)).toContain(item.to);
  });
});

describe('buildMenu', () => {
  it('ranks each level by order and puts grouped entries into their group', () => {
    const group: MenuEntry = { order: 900, kind: 'group', label: 'reports', icon: PeopleIcon, children: [] };
    expect(labels(buildMenu([link(30, 'c'), group, link(20, 'y', 'reports'), link(10, 'a'), link(10, 'x', 'reports')]))).toEqual([
      'a',
      'c',
      { reports: ['x', 'y'] },
    ]);
  });

  it('refuses two entries with one order and an unknown group', () => {
    expect(() => buildMenu([link(10, 'a'), link(10, 'b')])).toThrow('Menu entries a and b both have order 10');
    expect(() => buildMenu([link(10, 'a', 'nowhere')])).toThrow('names the group nowhere');
  });
});
