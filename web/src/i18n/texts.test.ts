import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_NAMESPACES } from './namespace-files';

/**
 * The first screen carries only its own namespaces (namespace-files.ts); every other namespace must
 * come with a feature's code: its texts.ts adds both languages and the feature's index imports it.
 * A namespace nobody adds would show raw keys in the built app (jest itself loads every file); one
 * that several features show may come with the core module they share (core/<ns>/texts.ts).
 */
const SRC = path.resolve(__dirname, '..');
const FIRST: readonly string[] = FIRST_SCREEN_NAMESPACES;

function namespaces(language: string): string[] {
  return readdirSync(path.join(SRC, 'i18n', language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
}

describe('translation namespaces', () => {
  it('every domain namespace is added by the feature of that name, which its index loads first', () => {
    const domains = namespaces('nl_BE').filter((ns) => !FIRST.includes(ns));
    expect(domains.length).toBeGreaterThan(5);
    expect(namespaces('en_US').sort()).toEqual(namespaces('nl_BE').sort());
    for (const ns of domains) {
      // a namespace several features show (history) comes with the core module they share
      const shared = path.join(SRC, 'core', ns, 'texts.ts');
      if (existsSync(shared)) {
        expect(readFileSync(shared, 'utf8')).toContain(`addTexts('${ns}', { nl_BE: nl, en_US: en })`);
        continue;
      }
      const texts = path.join(SRC, 'features', ns, 'texts.ts');
      expect(existsSync(texts) ? readFileSync(texts, 'utf8') : `(no ${texts})`).toContain(`addTexts('${ns}', { nl_BE: nl, en_US: en })`);
      const source = readFileSync(texts, 'utf8');
      expect(source).toContain(`from '../../i18n/nl_BE/${ns}.json'`);
      expect(source).toContain(`from '../../i18n/en_US/${ns}.json'`);
      const index = ['index.ts', 'index.tsx'].map((f) => path.join(SRC, 'features', ns, f)).find(existsSync);
      expect(index ? readFileSync(index, 'utf8').split('\n')[0] : '(no index)').toBe("import './texts';");
    }
  });

  it("the first screen's namespaces are files of both languages", () => {
    for (const ns of FIRST) for (const language of ['nl_BE', 'en_US']) expect(namespaces(language)).toContain(ns);
  });
});
