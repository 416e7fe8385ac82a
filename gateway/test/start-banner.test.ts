import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The banner scripts/start.mjs prints when ready, from its own module (ES, so run in node itself). */
function banner(options: Record<string, unknown>): string[] {
  const script = path.resolve(__dirname, '../../scripts/start-banner.mjs');
  const code = `import(${JSON.stringify(script)}).then((m) => process.stdout.write(JSON.stringify(m.readyBanner(${JSON.stringify(options)}))))`;
  const out = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', timeout: 20_000 });
  expect(out.status).toBe(0);
  return JSON.parse(out.stdout) as string[];
}

describe('the npm start banner', () => {
  const ready = { url: 'http://127.0.0.1:4000', port: 4000, seconds: 3.21 };

  it('names the demo account only over the embedded provider, whose seed has it', () => {
    const lines = banner({ ...ready, external: false, providerUrl: 'http://127.0.0.1:4100' });
    expect(lines[0]).toBe('[start] Backoffice is ready at http://127.0.0.1:4000 (in 3.2 s)');
    expect(lines[1]).toMatch(/sign in as admin@backoffice\.test \/ Admin!2024/);
  });

  it('sends a company to its own provider’s accounts over PROVIDER_URL', () => {
    const lines = banner({ ...ready, external: true, providerUrl: 'https://provider.example.be' }).join('\n');
    expect(lines).not.toMatch(/admin@backoffice\.test|Admin!2024/);
    expect(lines).toMatch(/sign in with an account of your provider \(https:\/\/provider\.example\.be\)/);
  });
});
