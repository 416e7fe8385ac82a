/**
 * The quality overview's data (spec 02 §2.11, §3 quality order row): every sales order with its
 * purchase and sales amounts (sums of its lines), loading date and ISO week, the first line's
 * packing slip, container and shipping document, booking, completed, temporary and language.
 */
import { defineProcedure } from '../registry';
import { body } from '../validation';
import { date, num, str } from '../answers';

type Row = Record<string, unknown>;

const QUALITY_SQL = `
  select o.id, c.name as customer_name, o.customer_code, s.name as supplier_name, o.supplier_code,
         coalesce(t.purchase_amount, 0) as purchase_amount, coalesce(t.sales_amount, 0) as sales_amount, coalesce(t.line_count, 0) as line_count,
         o.loading_date, extract(isoyear from o.loading_date)::int as loading_year, extract(week from o.loading_date)::int as loading_week,
         fl.packing_slip, fl.container, fl.shipping, o.reference_customer, o.exact_booking, o.booking_date,
         o.is_completed, o.temporary, coalesce(c.language, 'NL') as language
    from sales_orders o
    left join customers c on c.code = o.customer_code
    join suppliers s on s.code = o.supplier_code
    left join (
      select sales_order_id, sum(purchase_amount) as purchase_amount, sum(sales_amount) as sales_amount, count(*)::int as line_count
        from sales_order_lines group by sales_order_id
    ) t on t.sales_order_id = o.id
    left join (
      select distinct on (sales_order_id) sales_order_id, packing_slip, container, shipping
        from sales_order_lines order by sales_order_id, id
    ) fl on fl.sales_order_id = o.id`;

export function qualityItem(r: Row) {
  return {
    Id: r.id,
    customer: str(r.customer_name),
    customercode: str(r.customer_code),
    supplier: str(r.supplier_name),
    suppliercode: str(r.supplier_code),
    PurchaseAmount: num(r.purchase_amount),
    SalesAmount: num(r.sales_amount),
    LineCount: num(r.line_count),
    Loadingdate: date(r.loading_date),
    Loadingweek: r.loading_week === null ? null : num(r.loading_week),
    Loadingyear: r.loading_year === null ? null : num(r.loading_year),
    PackingSlip: str(r.packing_slip),
    Container: str(r.container),
    referencecustomer: str(r.reference_customer),
    Shipping: str(r.shipping),
    BookingNumber: str(r.exact_booking),
    BookingDate: date(r.booking_date),
    isCompleted: Boolean(r.is_completed),
    Temporary: Boolean(r.temporary),
    language: str(r.language),
  };
}

export const getQualityData = defineProcedure({
  application: 'backoffice',
  name: 'getQualityData',
  kind: 'read',
  payload: body({}),
  async handler({ db }) {
    const { rows } = await db.query<Row>(`${QUALITY_SQL} order by o.id`);
    return { Items: rows.map(qualityItem) };
  },
});
