/**
 * The mapping template (`npm run provider:check -- --template`): every catalogue key with its
 * default name, method and application, and the spec's name, as a PROVIDER_PROCEDURES JSON a
 * company edits (the gateway reads name, method and app; `spec` is for the reader).
 */
import type { Contract } from './contract';

export interface TemplateEntry {
  name: string;
  method: 'GET' | 'POST';
  app: 'main' | 'accounting';
  /** The spec's name of the procedure; null where the spec names none (spec 02 names no procedures). */
  spec: string | null;
}

export function mappingTemplate(
  catalogue: Readonly<Record<string, { name: string; method: 'GET' | 'POST'; app: 'main' | 'accounting' }>>,
  contract: Contract,
): Record<string, TemplateEntry> {
  const out: Record<string, TemplateEntry> = {};
  for (const key of Object.keys(catalogue).sort()) {
    const def = catalogue[key]!;
    const op = contract.byKey(key);
    const spec = op?.specName ?? (op && op.summary.startsWith('01') ? op.name : null);
    out[key] = { name: def.name, method: def.method, app: def.app, spec };
  }
  return out;
}
