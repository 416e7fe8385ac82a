import { startProvider } from './src';
import { startFaultProxy } from '../gateway/test/fault-proxy';
(async () => {
  const provider = await startProvider({ port: 0, fresh: true, profile: 'spec' });
  const proxy = await startFaultProxy(provider.url);
  proxy.rewrite({
    answer: (procedure, body) => {
      if (!['getSalesOrders', 'getSalesOrders6Months', 'getSalesOrder'].includes(procedure)) return body;
      for (const item of ((body as { Items?: Record<string, unknown>[] }).Items ?? [])) { item.LoadingDate = item.loadingdate; delete item.loadingdate; }
      return body;
    },
  });
  console.log(JSON.stringify({ provider: provider.url, faulty: proxy.url }));
  setTimeout(async () => { await proxy.close(); await provider.close(); process.exit(0); }, 15 * 60_000);
})();
