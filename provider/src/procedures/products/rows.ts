// A product as the provider answers it: messages, the one select, the row and its item.
import { num } from './fields';

export const ProductMessages = {
  notFound: 'Product not found',
  duplicate: 'Duplicated Product!',
  supplierNotFound: 'Supplier not found',
  customerNotFound: 'Customer not found',
  unitNotFound: 'Unit not found',
  groupNotFound: 'Product group not found',
  typeNotFound: 'Product type not found',
  approverNotFound: 'Approver not found',
  fileNotFound: 'File not found',
  usedOnOrder: 'The product is used on an order line and cannot be deleted',
  bookedNoDelete: 'The product is booked in the accounting package and cannot be deleted',
  alreadyBooked: 'The product is already booked in the accounting package',
} as const;

/** The newest-dated price of the product in a price table (the list's SalesPrice / PurchasePrice). */
const latestPrice = (table: string, alias: string) =>
  `left join lateral (select x.price from ${table} x where x.product_id = p.id order by x.start_date desc, x.id desc limit 1) ${alias} on true`;

/**
 * One product row with everything the list and the detail answer. Per product, one probe of an
 * index each: its newest sales and purchase price, and whether an order line uses it. (Read
 * set-wise instead, as until 26 Nov, the list sorted both price tables whole and hashed every
 * order line's product: the lines grow with the orders, the products do not.)
 */
export const PRODUCT_SELECT = `
  select p.id, p.code, p.product, p.description, p.supplier_code, s.name as supplier_name,
         p.customer_code, c.name as customer_name, p.product_group, g.name as product_group_name,
         p.product_type, t.name as product_type_name, p.sales_unit, su.name as sales_unit_name,
         p.purchase_unit, pu.name as purchase_unit_name, p.kilogram, p.note, p.concentration, p.addition,
         p.approver_id, u.user_name as approver_user_name, p.temporary, p.exact_booking,
         sp.price as sales_price, pp.price as purchase_price, ul.used is not null as used
    from products p
    join suppliers s on s.code = p.supplier_code
    join customers c on c.code = p.customer_code
    join product_groups g on g.code = p.product_group
    join units su on su.code = p.sales_unit
    join units pu on pu.code = p.purchase_unit
    left join product_types t on t.id = p.product_type
    left join users u on u.id = p.approver_id
    ${latestPrice('sales_prices', 'sp')}
    ${latestPrice('purchase_prices', 'pp')}
    left join lateral (select true as used from sales_order_lines l where l.product_id = p.id limit 1) ul on true`;

export interface ProductRow {
  id: number;
  code: string;
  product: string;
  description: string | null;
  supplier_code: string;
  supplier_name: string;
  customer_code: string;
  customer_name: string;
  product_group: string;
  product_group_name: string;
  product_type: number | null;
  product_type_name: string | null;
  sales_unit: string;
  sales_unit_name: string;
  purchase_unit: string;
  purchase_unit_name: string;
  /** numeric: text from db.query, a number from jsonRows */
  kilogram: string | number;
  note: string | null;
  concentration: string | null;
  addition: string | null;
  approver_id: string | null;
  approver_user_name: string | null;
  temporary: boolean;
  exact_booking: string | null;
  sales_price: string | number | null;
  purchase_price: string | number | null;
  used: boolean;
}

/** The answer's shape of a product, the list's field names (spec 01 §3) with the detail's extras. */
export function productItem(row: ProductRow) {
  return {
    id: row.id,
    Productcode: row.code,
    Product: row.product,
    Description: row.description ?? '',
    Supplier: row.supplier_name,
    SupplierCode: row.supplier_code,
    Customer: row.customer_name,
    CustomerCode: row.customer_code,
    Productgroup: row.product_group_name,
    ProductGroupCode: row.product_group,
    ProductType: row.product_type,
    ProductTypeName: row.product_type_name ?? '',
    SalesUnit: row.sales_unit_name,
    SalesUnitCode: row.sales_unit,
    PurchaseUnit: row.purchase_unit_name,
    PurchaseUnitCode: row.purchase_unit,
    SalesPrice: num(row.sales_price),
    PurchasePrice: num(row.purchase_price),
    Kilogram: num(row.kilogram),
    Note: row.note ?? '',
    Concentration: row.concentration ?? '',
    Addition: row.addition ?? '',
    Approver: row.approver_id ?? '',
    ApproverUserName: row.approver_user_name ?? '',
    Temporary: row.temporary,
    ExactBooking: row.exact_booking ?? '',
    DeleteButton: row.used || row.exact_booking ? 'False' : 'True',
  };
}
