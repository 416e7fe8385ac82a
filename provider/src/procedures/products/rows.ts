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

/**
 * Every product as the list and the detail answer it (spec 01 §3's list fields with the detail's
 * extras), its columns named as the answer's fields: jsonText sends the database's JSON on as it
 * is, never parsed and written again in the provider (getProducts: 1 000 products, 650 KB).
 * Its newest sales and purchase price and whether an order line uses it (DeleteButton 'False',
 * as for a product booked in the accounting package) are kept on the product by triggers
 * (migration 013): probed per product at every read, they cost a third of the list.
 */
export const PRODUCT_ITEMS = `
  select p.id, p.code as "Productcode", p.product as "Product", coalesce(p.description, '') as "Description",
         s.name as "Supplier", p.supplier_code as "SupplierCode", c.name as "Customer", p.customer_code as "CustomerCode",
         g.name as "Productgroup", p.product_group as "ProductGroupCode", p.product_type as "ProductType",
         coalesce(t.name, '') as "ProductTypeName", su.name as "SalesUnit", p.sales_unit as "SalesUnitCode",
         pu.name as "PurchaseUnit", p.purchase_unit as "PurchaseUnitCode", p.latest_sales_price as "SalesPrice", p.latest_purchase_price as "PurchasePrice",
         p.kilogram as "Kilogram", coalesce(p.note, '') as "Note", coalesce(p.concentration, '') as "Concentration",
         coalesce(p.addition, '') as "Addition", coalesce(p.approver_id, '') as "Approver",
         coalesce(u.user_name, '') as "ApproverUserName", p.temporary as "Temporary", coalesce(p.exact_booking, '') as "ExactBooking",
         case when p.on_order_line or coalesce(p.exact_booking, '') <> '' then 'False' else 'True' end as "DeleteButton"
    from products p
    join suppliers s on s.code = p.supplier_code
    join customers c on c.code = p.customer_code
    join product_groups g on g.code = p.product_group
    join units su on su.code = p.sales_unit
    join units pu on pu.code = p.purchase_unit
    left join product_types t on t.id = p.product_type
    left join users u on u.id = p.approver_id`;

/** The list's order, over PRODUCT_ITEMS' columns. */
export const PRODUCT_ORDER = 'x."Productcode"';
