import { startStack } from '../../gateway/bench/stack';
import { launchBrowser, nextPage, openFirstDetail, openLogin, signIn } from './browser';
import { BENCH_DIST } from './build-report';
async function main() {
  const stack = await startStack({ size: 'large', latencyMs: 5, webDist: BENCH_DIST, log: () => undefined });
  const browser = await launchBrowser();
  try {
    const { page } = await openLogin(browser, stack.gatewayUrl);
    const ops: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql'))
        ops.push(`${performance.now().toFixed(0)} ${(r.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?'}`);
    });
    await signIn(page);
    console.log('sign-in:', ops.splice(0).join(' | '));
    const d = await openFirstDetail(page);
    console.log('detail:', d.ms.toFixed(0), ops.splice(0).join(' | '));
    const n = await nextPage(page);
    console.log('next:', n.ms.toFixed(0), ops.splice(0).join(' | '));
  } finally {
    await browser.close();
    await stack.close();
  }
}
main();
