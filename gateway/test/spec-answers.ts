import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The answer fields of procedures as the spec's §3 shapes list them (spec 01 and 02), in the
 * spec's casing. The reference provider answers more (and some in other casing); a provider
 * built to the spec alone answers only these.
 */
export const SPEC_ITEM_FIELDS: Record<string, readonly string[]> = {
  getProduct: ['productcode', 'product', 'Supplier', 'Customer', 'Productgroup', 'Salesunit', 'PurchaseUnit', 'kilogram', 'Note'],
  getProducts: [
    'id',
    'Productcode',
    'Supplier',
    'SupplierCode',
    'Product',
    'Customer',
    'CustomerCode',
    'Productgroup',
    'ProductGroupCode',
    'SalesUnit',
    'SalesUnitCode',
    'PurchaseUnit',
    'PurchaseUnitCode',
    'SalesPrice',
    'PurchasePrice',
    'Kilogram',
    'Approver',
    'ApproverUserName',
    'DeleteButton',
  ],
  getSalesOrderLines: [
    'id',
    'productcode',
    'salesquantity',
    'SalesPrice',
    'SalesAmount',
    'purchasequantity',
    'purchaseprice',
    'purchaseamount',
    'ReportingDate',
    'PackingSlip',
    'Container',
    'Shipping',
    'PurchaseUnit',
    'SalesUnit',
  ],
  getPurchaseOrderLines: [
    'id',
    'productcode',
    'quantity',
    'unit',
    'price',
    'amount',
    'btw_amount',
    'reportingdate',
    'VAT',
    'PackingSlip',
    'Container',
    'Shipping',
    'SalesOrderHeaderId',
    'pricingtype',
    'editablePrice',
  ],
  getSalesOrderTransports: ['id', 'Transporter', 'pricingtype', 'price', 'packingslip', 'container', 'shipping'],
  getDemurrage: [
    'id',
    'Customer',
    'Rederij',
    'Container',
    'ProductCode',
    'SalesUnit',
    'SalesQuantity',
    'Arrivaldate',
    'pickingdate',
    'UithaalReferentie',
    'color',
  ],
  getVatCodesDropdown: ['key', 'value'],
  getSalesItems: ['key', 'value', 'priceAvailable'],
};

/** The keys of a procedure's answer the spec names (`FreeDays` and the like are left out). */
const ANSWER_KEYS = new Set(['Success', 'Items', 'NewId', 'Message']);

type Raw = Record<string, unknown>;

/** An item cut down to the spec's fields, renamed to the spec's casing (the provider's `Productcode` is the detail's `productcode`). */
export function toSpecItem(item: Raw, fields: readonly string[]): Raw {
  const byLower = new Map(Object.keys(item).map((k) => [k.toLowerCase(), k]));
  const out: Raw = {};
  for (const field of fields) {
    const key = byLower.get(field.toLowerCase());
    if (key !== undefined) out[field] = item[key];
  }
  return out;
}

function jsonOf(body: Buffer): Raw | null {
  try {
    const parsed: unknown = body.length ? JSON.parse(body.toString('utf8')) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Raw) : null;
  } catch {
    return null;
  }
}

export interface SpecAnswers {
  url: string;
  /** Every procedure call the gateway sent through the proxy, with its JSON payload (null for none or not JSON). */
  requests: { procedure: string; payload: Raw | null }[];
  close(): Promise<void>;
}

/**
 * A proxy in front of the reference provider that answers the procedures of SPEC_ITEM_FIELDS in
 * the spec's shapes only: what the gateway shows over it, it shows over a provider built to the spec.
 */
export async function startSpecAnswers(target: string): Promise<SpecAnswers> {
  const upstream = new URL(target);
  const requests: SpecAnswers['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url?.startsWith('/api/factory/execute/'))
        requests.push({ procedure: req.url.split('?')[0]!.split('/').pop() ?? '', payload: jsonOf(Buffer.concat(chunks)) });
      const headers = { ...req.headers, host: upstream.host };
      delete headers['accept-encoding'];
      const out = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          let body = Buffer.concat(parts);
          const procedure = (req.url ?? '').split('?')[0]!.split('/').pop() ?? '';
          const fields = Object.hasOwn(SPEC_ITEM_FIELDS, procedure) ? SPEC_ITEM_FIELDS[procedure] : undefined;
          if (fields && answer.statusCode === 200) {
            const parsed = JSON.parse(body.toString('utf8')) as Raw;
            const trimmed: Raw = {};
            for (const key of Object.keys(parsed)) if (ANSWER_KEYS.has(key)) trimmed[key] = parsed[key];
            if (Array.isArray(parsed.Items)) trimmed.Items = (parsed.Items as Raw[]).map((i) => toSpecItem(i, fields));
            body = Buffer.from(JSON.stringify(trimmed));
          }
          const back = { ...answer.headers, 'content-length': String(body.length) };
          delete back['transfer-encoding'];
          delete back['content-encoding'];
          res.writeHead(answer.statusCode ?? 502, back);
          res.end(body);
        });
      });
      out.on('error', () => req.socket.destroy());
      out.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
