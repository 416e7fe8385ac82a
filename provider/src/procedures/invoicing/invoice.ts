/**
 * The print data of a pro-forma sales invoice (spec 02 §3 invoice print data, §7.4): the invoice
 * address with the customer reference and VAT percentage, the lines, and the invoicing company.
 */
import { defineProcedure, refuse } from '../registry';
import { body, id } from '../validation';
import { date, num, str } from '../answers';
import { InvoicingMessages as M } from './shared';

type Row = Record<string, unknown>;

export const getInvoiceAddress = defineProcedure({
  application: 'backoffice',
  name: 'getInvoiceAddress',
  kind: 'read',
  payload: body({ id: id() }),
  async handler({ db }, { id: orderId }) {
    const { rows } = await db.query<Row>(
      `select o.id, o.customer_code, o.reference_customer, c.name, c.address_line1, c.postal_code, c.city, c.country, c.vat_percentage, c.language
         from sales_orders o left join customers c on c.code = o.customer_code where o.id = $1`,
      [orderId],
    );
    const [r] = rows;
    if (!r) return refuse(M.notFound);
    if (!r.customer_code) return refuse(M.noCustomer);
    return {
      Items: [
        {
          DebtorCode: str(r.customer_code),
          DebtorName: str(r.name),
          AddressLine1: str(r.address_line1),
          PostalCode: str(r.postal_code),
          City: str(r.city),
          Country: str(r.country),
          ReferenceCustomer: str(r.reference_customer),
          btwper: num(r.vat_percentage),
          language: str(r.language),
        },
      ],
    };
  },
});

/** Product lines first (with their amounts), then the order's text lines (Text only). */
export const getInvoiceLines = defineProcedure({
  application: 'backoffice',
  name: 'getInvoiceLines',
  kind: 'read',
  payload: body({ id: id() }),
  async handler({ db }, { id: orderId }) {
    const found = await db.query('select 1 from sales_orders where id = $1', [orderId]);
    if (!found.rows.length) return refuse(M.notFound);
    const [lines, texts] = await Promise.all([
      db.query<Row>(
        `select l.id, coalesce(l.reporting_date, o.loading_date) as loading_date, l.sales_quantity, p.sales_unit,
                coalesce(nullif(p.description, ''), p.product) as description, l.sales_price, l.sales_amount
           from sales_order_lines l join sales_orders o on o.id = l.sales_order_id join products p on p.id = l.product_id
          where l.sales_order_id = $1 order by l.id`,
        [orderId],
      ),
      db.query<Row>('select id, text from sales_order_text_lines where sales_order_id = $1 order by id', [orderId]),
    ]);
    return {
      Items: [
        ...lines.rows.map((r) => ({
          id: r.id,
          Loadingdate: date(r.loading_date),
          Quantity: num(r.sales_quantity),
          Unit: str(r.sales_unit),
          description: str(r.description),
          Value: num(r.sales_price),
          Amount: num(r.sales_amount),
          Text: '',
        })),
        ...texts.rows.map((r) => ({
          id: r.id,
          Loadingdate: date(null),
          Quantity: null,
          Unit: '',
          description: '',
          Value: null,
          Amount: null,
          Text: str(r.text),
        })),
      ],
    };
  },
});

export const getCompanyDetails = defineProcedure({
  application: 'backoffice',
  name: 'getCompanyDetails',
  kind: 'read',
  payload: body({}),
  async handler({ db }) {
    const { rows } = await db.query<Row>('select * from company where id = 1');
    return {
      Items: rows.map((r) => ({
        Name: str(r.name),
        AddressLine1: str(r.address_line1),
        PostalCode: str(r.postal_code),
        City: str(r.city),
        Country: str(r.country),
        VatNumber: str(r.vat_number),
        Iban: str(r.iban),
        Email: str(r.email),
        Phone: str(r.phone),
      })),
    };
  },
});

export const invoiceProcedures = [getInvoiceAddress, getInvoiceLines, getCompanyDetails];
