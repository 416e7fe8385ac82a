import fs from 'node:fs';
import path from 'node:path';
import { createRegistry, type Procedure } from './index';

describe('the procedure registry', () => {
  it("holds every domain folder's procedures (found by convention, no list by hand)", async () => {
    const folders = fs.readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThanOrEqual(10);
    const registry = createRegistry();
    let count = 0;
    for (const folder of folders) {
      const { procedures } = (await import(path.join(__dirname, folder.name))) as { procedures: Procedure[] };
      expect(procedures.length).toBeGreaterThan(0);
      for (const procedure of procedures) expect(registry.find(procedure.application, procedure.name)).toBe(procedure);
      count += procedures.length;
    }
    expect(registry.list()).toHaveLength(count);
  });
});
