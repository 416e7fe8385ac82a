// A product as the provider answers it: messages, and the one select of its answer's items.

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
 * Every product as the list and the detail answer it (spec 01 §3's list fields with the detail's
 * extras), its columns named as the answer's fields: jsonText sends the database's JSON on as it
 * is, never parsed and written again in the provider (getProducts: 1 000 products, 650 KB).
 * Per product, one probe of an index each: its newest sales and purchase price, and whether an
 * order line uses it (DeleteButton 'False', as for a product booked in the accounting package).
 * (Read set-wise instead, as until 26 Nov, the list sorted both price tables whole and hashed
 * every order line's product: the lines grow with the orders, the products do not.)
 */
export const PRODUCT_ITEMS = `
  select p.id, p.code as "Productcode", p.product as "Product", coalesce(p.description, '') as "Description",
         s.name as "Supplier", p.supplier_code as "SupplierCode", c.name as "Customer", p.customer_code as "CustomerCode",
         g.name as "Productgroup", p.product_group as "ProductGroupCode", p.product_type as "ProductType",
         coalesce(t.name, '') as "ProductTypeName", su.name as "SalesUnit", p.sales_unit as "SalesUnitCode",
         pu.name as "PurchaseUnit", p.purchase_unit as "PurchaseUnitCode", sp.price as "SalesPrice", pp.price as "PurchasePrice",
         p.kilogram as "Kilogram", coalesce(p.note, '') as "Note", coalesce(p.concentration, '') as "Concentration",
         coalesce(p.addition, '') as "Addition", coalesce(p.approver_id, '') as "Approver",
         coalesce(u.user_name, '') as "ApproverUserName", p.temporary as "Temporary", coalesce(p.exact_booking, '') as "ExactBooking",
         case when ul.used or coalesce(p.exact_booking, '') <> '' then 'False' else 'True' end as "DeleteButton"
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

/** The list's order, over PRODUCT_ITEMS' columns. */
export const PRODUCT_ORDER = 'x."Productcode"';
