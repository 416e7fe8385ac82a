/**
 * `npx tsx gateway/bench/sql-plans.ts`: the reference provider's heaviest reads under EXPLAIN
 * (ANALYZE, BUFFERS) on a copy of the cached bench data set (BENCH_SEED_SIZE, default large).
 * Buffers touched are a count (they do not move with the machine's load); the time is this
 * run's. The canDelete queries of before (one join of lines and orders per price, then one
 * set-based join of them, migration 008) run beside today's (one probe of the lines' (product,
 * loading day) index per price, migration 009), so their ratios are taken in the same run. Part
 * of `npm run bench` (run.ts calls sqlPlans()).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../provider/src';
import { PRICE_ORDER, TRANSPORT_PRICE_ORDER, TRANSPORT_PRICES_SELECT, usedPricesQuery } from '../../provider/src/procedures/prices';
import { jsonRowsSql } from '../../provider/src/lib/json-rows';
import { PRODUCT_ITEMS, PRODUCT_ORDER } from '../../provider/src/procedures/products/rows';
import { monthEndSql } from '../../provider/src/procedures/monthEnd';
import { yearRange } from './scenarios';
import { ensureDataset } from './stack';
import { required } from '../src/common/required';

export interface PlanFigure {
  name: string;
  /** Buffers (8 KiB pages) the query touched: shared hit + read. */
  buffers: number;
  executionMs: number;
  rows: number;
  /** The plan's node types, outermost first (a set-based plan has no per-row SubPlan loops). */
  nodes: string[];
  /** Loops of the busiest node (a per-row sub-query runs once per outer row). */
  maxLoops: number;
}

/** canDelete as it was: one EXISTS over lines ⋈ orders per price row. */
const perPriceQuery = (table: string) => `
  select p.*, exists (
    select 1 from sales_order_lines l join sales_orders o on o.id = l.sales_order_id
     where l.product_id = p.product_id and o.loading_date between p.start_date and p.end_date) as used
    from ${table} p where p.product_id = any($1::int[]) order by p.product_id, p.start_date desc, p.id desc`;

/** canDelete of migration 008: the loading days of the products' lines (lines ⋈ orders) once, joined to the prices. */
const setBasedQuery = (table: string) => `
  with prices as materialized (
         select * from ${table} where product_id = any($1::int[])),
       loading_days as (
         select distinct l.product_id, o.loading_date
           from sales_order_lines l join sales_orders o on o.id = l.sales_order_id
          where l.product_id = any($1::int[]) and o.loading_date is not null),
       used as (
         select distinct p.id from prices p
           join loading_days d on d.product_id = p.product_id and d.loading_date between p.start_date and p.end_date)
  select p.*, p.id in (select id from used) as used
    from prices p
   order by p.product_id, p.start_date desc, p.id desc`;

/**
 * getMonthEnd of the last 12 months as the bench's month-end-year asks it (one page of 10 000 with
 * totals) and as the screen pages it: a page of 100 with totals (before: every page) and without
 * (the count and the page cut over the lines alone; totals are asked once per filter).
 */
function monthEndPlans(): [string, string, unknown[]][] {
  const { from, to } = yearRange();
  const where = 'where (loading_date is not null and loading_date >= $1 and loading_date <= $2)';
  const orderBy = 'order by loading_date desc nulls last, line_id desc';
  return [
    ['getMonthEnd of a year: page of 10 000 with totals', monthEndSql.pageWithTotals(where, orderBy, 10_000, 0), [from, to]],
    ['getMonthEnd of a year: page of 100 with totals', monthEndSql.pageWithTotals(where, orderBy, 100, 0), [from, to]],
    ['getMonthEnd of a year: page of 100 without totals: its count', monthEndSql.count('month_end_lines', where), [from, to]],
    ['getMonthEnd of a year: page of 100 without totals: its rows', monthEndSql.linesPage(where, orderBy, 100, 0), [from, to]],
    ['getMonthEnd of a year: page of 10 000 without totals: its rows', monthEndSql.linesPage(where, orderBy, 10_000, 0), [from, to]],
  ];
}

interface PlanNode {
  'Node Type': string;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export async function sqlPlans(size: string, log: (line: string) => void): Promise<PlanFigure[]> {
  const dataset = await ensureDataset(size, log);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-plans-'));
  fs.cpSync(dataset, dir, { recursive: true });
  const { db } = await openDatabase({ dataDir: dir, useTemplate: false });
  try {
    const ids = (await db.query<{ id: number }>('select id from products order by id limit 100')).rows.map((r) => r.id);
    const order =
      (
        await db.query<{ id: number }>(
          'select o.id from sales_orders o where o.loading_date >= current_date - 90 and exists (select 1 from sales_order_lines l where l.sales_order_id = o.id) order by o.id desc limit 1',
        )
      ).rows[0]?.id ?? 1;
    const queries: [string, string, unknown[]][] = [
      ['getPurchasePrices, 100 products: per-price EXISTS over lines ⋈ orders (before)', perPriceQuery('purchase_prices'), [ids]],
      ['getPurchasePrices, 100 products: set-based join of lines ⋈ orders (008)', setBasedQuery('purchase_prices'), [ids]],
      // as the provider runs them now: one JSON text (jsonRows)
      ["getPurchasePrices, 100 products: line's loading-day index per price (now)", jsonRowsSql(usedPricesQuery('purchase_prices'), PRICE_ORDER), [ids]],
      ["getSalesPrices, 100 products: line's loading-day index per price (now)", jsonRowsSql(usedPricesQuery('sales_prices'), PRICE_ORDER), [ids]],
      ['getTransportPrices, 100 products', jsonRowsSql(TRANSPORT_PRICES_SELECT, TRANSPORT_PRICE_ORDER), [ids]],
      ['getProducts (every product, latest purchase and sales price, used)', jsonRowsSql(PRODUCT_ITEMS, PRODUCT_ORDER), []],
      ...monthEndPlans(),
      ['getSalesOrderLines of one order', 'select * from sales_order_lines where sales_order_id = any($1::int[]) order by sales_order_id, id', [[order]]],
    ];
    const figures: PlanFigure[] = [];
    for (const [name, sql, params] of queries) {
      await db.query(sql, params); // warm
      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, buffers, format json) ${sql}`,
        params,
      );
      const { Plan, 'Execution Time': executionMs } = required(rows[0], `the plan of ${name}`)['QUERY PLAN'][0];
      const nodes: string[] = [];
      let maxLoops = 0;
      walk(Plan, (n) => {
        if (!nodes.includes(n['Node Type'])) nodes.push(n['Node Type']);
        maxLoops = Math.max(maxLoops, n['Actual Loops'] ?? 0);
      });
      figures.push({
        name,
        buffers: (Plan['Shared Hit Blocks'] ?? 0) + (Plan['Shared Read Blocks'] ?? 0),
        executionMs: Number(executionMs.toFixed(1)),
        rows: Plan['Actual Rows'] ?? 0,
        nodes,
        maxLoops,
      });
    }
    return figures;
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const size = process.env.BENCH_SEED_SIZE ?? 'large';
  sqlPlans(size, (line) => process.stderr.write(`[plans] ${line}\n`)).then(
    (figures) => {
      console.log(`SQL plans on the ${size} data set (buffers: pages touched, a count; ms: this run)`);
      for (const f of figures)
        console.log(`- ${f.name}: ${f.rows} rows, ${f.buffers} buffers, ${f.executionMs} ms, max loops ${f.maxLoops}; ${f.nodes.join(' › ')}`);
    },
    (err: Error) => {
      console.error(err);
      process.exit(1);
    },
  );
}
