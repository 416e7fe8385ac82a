/**
 * What the web bench's profile (profile.ts) and trace (trace.ts) share: the build (made unless
 * BENCH_SKIP_BUILD=1 and one exists), the benchmark's stack serving it (BENCH_SEED_SIZE, default
 * large; PROVIDER_LATENCY_MS, default 5), a quick-search term and a browser; and the four
 * interactions the bench times, in the order a user does them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startStack } from '../../gateway/bench/stack';
import { launchBrowser, nextPage, openFirstDetail, quickSearch, searchTerm, signIn, type Timed } from './browser';
import { BENCH_DIST, build } from './build-report';

export async function benchSession(log: (line: string) => void) {
  if (process.env.BENCH_SKIP_BUILD !== '1' || !fs.existsSync(path.join(BENCH_DIST, '.vite/manifest.json'))) build(log);
  const stack = await startStack({
    size: process.env.BENCH_SEED_SIZE ?? 'large',
    latencyMs: Number(process.env.PROVIDER_LATENCY_MS ?? 5),
    webDist: BENCH_DIST,
    log,
  });
  const term = await searchTerm(stack.gatewayUrl);
  const browser = await launchBrowser();
  return {
    stack,
    term,
    browser,
    close: async () => {
      await browser.close();
      await stack.close();
    },
  };
}

export const INTERACTIONS = ['sign-in', 'detail', 'next-page', 'search'] as const;

/** The interactions on a page that is on the login screen: sign in, open an order, the next page, the quick search. */
export function interactionsOf(page: Page, term: string): Array<[(typeof INTERACTIONS)[number], () => Promise<Timed>]> {
  return [
    ['sign-in', () => signIn(page)],
    ['detail', () => openFirstDetail(page)],
    ['next-page', () => nextPage(page)],
    ['search', () => quickSearch(page, term)],
  ];
}
