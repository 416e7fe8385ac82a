-- Issue 15: the sales-order overview filtered, sorted and paged in the database
-- (getSalesOrdersPage). One view holds the overview's row (spec 02 §2.1): the header with the
-- names of customer, supplier and shipping company and the first line's columns, read per order
-- through the index below, so a page of 100 orders reads 100 first lines, whatever the data.
create view sales_order_headers as
select o.id, o.customer_code, c.name as customer_name, o.supplier_code, s.name as supplier_name,
       o.reference_customer, o.loading_date, o.arrival_date, o.comments, o.shipping_company_code,
       sc.name as shipping_company_name, o.pickup_reference, o.is_completed, o.exact_booking, o.temporary
  from sales_orders o
  left join customers c on c.code = o.customer_code
  join suppliers s on s.code = o.supplier_code
  left join shipping_companies sc on sc.code = o.shipping_company_code;

-- the header and its first line; a count whose filter names no first-line column reads the
-- headers alone
create view sales_order_list as
select h.*, fl.sales_unit, fl.sales_quantity, fl.purchase_unit, fl.purchase_quantity, fl.product_code,
       fl.packing_slip, fl.container, fl.shipping
  from sales_order_headers h
  left join lateral (
        select p.sales_unit, l.sales_quantity, p.purchase_unit, l.purchase_quantity, p.code as product_code,
               l.packing_slip, l.container, l.shipping
          from sales_order_lines l join products p on p.id = l.product_id
         where l.sales_order_id = h.id
         order by l.id
         limit 1
       ) fl on true;

-- an order's first line in one index probe (the lateral above)
create index sales_order_lines_order_first on sales_order_lines (sales_order_id, id);
drop index if exists sales_order_lines_order;

-- the overview's usual filters beside the default sort (id descending: the primary key)
create index sales_orders_completed_id on sales_orders (is_completed, id);
create index sales_orders_reference on sales_orders (lower(nullif(reference_customer, '')));
create index sales_orders_booking on sales_orders (lower(nullif(exact_booking, '')));
