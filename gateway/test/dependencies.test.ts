import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

type Locked = { engines?: { node?: string } | string[]; hasInstallScript?: boolean; dev?: boolean };
const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, Locked> };
const installed = Object.entries(lock.packages).filter(([where]) => where.includes('node_modules/'));
const nameOf = (where: string) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('the installed packages on the Node we run on', () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version;

  it('want no newer Node than the oldest our engines accept (a fresh install prints no EBADENGINE)', () => {
    const wanting = installed
      .filter(([, entry]) => !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node))
      .map(([where, entry]) => `${where} wants node ${(entry.engines as { node: string }).node}`);
    expect(wanting).toEqual([]);
  });

  it('name every package with an install script in allowScripts, allowed or not', () => {
    const unreviewed = installed.filter(([where, entry]) => entry.hasInstallScript && !(nameOf(where) in manifest.allowScripts));
    expect(unreviewed.map(([where]) => where)).toEqual([]);
  });

  it('keep the runtime packages whose scripts must run allowed', () => {
    expect(manifest.allowScripts).toMatchObject({ lmdb: true, 'msgpackr-extract': true });
  });
});
