/**
 * Demurrage (spec 02 §2.12): the colour of a waiting container from its days between arrival and picking,
 * against FREE_DAYS; the spec leaves the rule to the server, so it is written down in provider/API.md.
 */
import { defineProcedure, type Procedure } from '../registry';
import { body } from '../validation';
import { date, num, str } from '../answers';

export const DEMURRAGE_FREE_DAYS = 7;
/** How far back containers that were already picked stay in the list. */
export const DEMURRAGE_HISTORY_DAYS = 120;

export type DemurrageColour = 'green' | 'orange' | 'red';

/** The colour of a row for its days waiting. */
export function demurrageColour(daysWaiting: number, freeDays = DEMURRAGE_FREE_DAYS): DemurrageColour {
  if (daysWaiting > freeDays) return 'red';
  if (daysWaiting > freeDays - 2) return 'orange';
  return 'green';
}

const SQL = `
  select o.id, o.customer_code, c.name as customer_name, o.supplier_code, s.name as supplier_name,
         o.shipping_company_code, sc.name as shipping_company_name, o.pickup_reference,
         o.arrival_date, o.loading_date as picking_date,
         coalesce(o.loading_date, current_date) - o.arrival_date as days_waiting,
         fl.container, fl.product_code, fl.sales_unit, fl.sales_quantity
    from sales_orders o
    join suppliers s on s.code = o.supplier_code and s.demurrage
    left join customers c on c.code = o.customer_code
    left join shipping_companies sc on sc.code = o.shipping_company_code
    left join lateral (
      select l.container, p.code as product_code, p.sales_unit, l.sales_quantity
        from sales_order_lines l join products p on p.id = l.product_id
       where l.sales_order_id = o.id
       order by l.id
       limit 1
    ) fl on true
   where o.arrival_date is not null
     and (o.loading_date is null or o.loading_date >= current_date or o.arrival_date >= current_date - $1::int)
   order by o.loading_date nulls first, o.id`;

export const getDemurrage = defineProcedure({
  application: 'backoffice',
  name: 'getDemurrage',
  kind: 'read',
  payload: body({}),
  async handler({ db }) {
    const { rows } = await db.query<Record<string, unknown>>(SQL, [DEMURRAGE_HISTORY_DAYS]);
    return {
      FreeDays: DEMURRAGE_FREE_DAYS,
      Items: rows.map((r) => {
        const days = num(r.days_waiting);
        return {
          id: r.id,
          Customer: str(r.customer_name),
          CustomerCode: str(r.customer_code),
          Supplier: str(r.supplier_name),
          SupplierCode: str(r.supplier_code),
          Rederij: str(r.shipping_company_name),
          RederijCode: str(r.shipping_company_code),
          Container: str(r.container),
          ProductCode: str(r.product_code),
          SalesUnit: str(r.sales_unit),
          SalesQuantity: r.product_code === null || r.product_code === undefined ? null : num(r.sales_quantity),
          Arrivaldate: date(r.arrival_date),
          pickingdate: date(r.picking_date),
          UithaalReferentie: str(r.pickup_reference),
          DaysWaiting: days,
          color: demurrageColour(days),
        };
      }),
    };
  },
});

export const procedures: Procedure[] = [getDemurrage];
