/**
 * A Chromium CPU profile of the web client, read through the build's source maps: self time per
 * part (React, the MUI DataGrid, Apollo Client, our code by folder) and per function. Shared by
 * profile.ts (per interaction) and timeline.ts (per stretch of the sign-in).
 */
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { CDPSession, Page } from '@playwright/test';
import type { CpuProfile } from '../../gateway/bench/stack';
import { BENCH_DIST } from './build-report';

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export type Profile = Omit<CpuProfile, 'nodes'> & { nodes: Array<{ id: number; callFrame: Frame }> };

/** Maps a generated position of a chunk in the build to its source file and line. */
export class Sources {
  private maps = new Map<string, TraceMap | null>();

  locate(frame: Frame): { source: string; line: number; name: string } | null {
    const file = /\/assets\/[^/?#]+\.js/.exec(frame.url)?.[0];
    // a script's own top level or a native frame has no position (-1)
    if (!file || frame.lineNumber < 0 || frame.columnNumber < 0) return null;
    let map = this.maps.get(file);
    if (map === undefined) {
      const mapFile = path.join(BENCH_DIST, `${file}.map`);
      map = fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null;
      this.maps.set(file, map);
    }
    if (!map) return null;
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!pos.source) return null;
    return { source: pos.source.replace(/^(\.\.\/)+/, ''), line: pos.line ?? 0, name: pos.name ?? '' };
  }
}

/** The part of the client a source file belongs to. */
export function partOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  if (pkg) return pkg;
  const feature = /src\/(features\/[^/]+|ui\/[^/]+|app|generated|i18n)/.exec(source)?.[1];
  return feature ? `web src/${feature}` : source;
}

/** Self time per part and per function; `within` (µs on the profile's clock) keeps the samples of one stretch only. */
export function summarize(profile: Profile, sources: Sources, within?: [number, number]) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    if (within && (at < within[0] || at > within[1])) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url } = node.callFrame;
    if (functionName === '(idle)') return;
    busy += ms;
    let part: string;
    let fn: string;
    if (functionName.startsWith('(')) {
      part = functionName === '(garbage collector)' ? 'garbage collection' : `browser ${functionName}`;
      fn = functionName;
    } else {
      const at = sources.locate(node.callFrame);
      part = at ? partOf(at.source) : url ? `other script` : 'browser (native)';
      fn = at ? `${functionName || at.name || '(anonymous)'}  ${at.source}:${at.line}` : `${functionName || '(anonymous)'}  ${url}`;
    }
    parts.set(part, (parts.get(part) ?? 0) + ms);
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { busy, parts: sorted(parts), functions: sorted(functions) };
}

export async function cdpOf(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  return cdp;
}
