-- Issue 15: the price lists of a page of products and a page of month end, index-driven.

-- A product's prices newest first (the lists' order, and the latest price of the product list):
-- one index range per product read in order, no sort; the duplicate check (product, start day)
-- uses it as the old index did.
create index purchase_prices_product_newest on purchase_prices (product_id, start_date desc, id desc);
drop index if exists purchase_prices_product;
create index sales_prices_product_newest on sales_prices (product_id, start_date desc, id desc);
drop index if exists sales_prices_product;

-- The month-end rows' own columns (a sales-order line with its order and product), without the
-- purchase and transport look-ups: a page whose filter and sort name only these is cut here and
-- counted here, and only the page's rows look up their purchase and transport sides.
create view month_end_lines as
select l.id                   as line_id,
       p.code                 as product_code,
       o.loading_date,
       o.id                   as sales_id,
       o.exact_booking        as sales_booking,
       l.sales_quantity,
       l.sales_amount
  from sales_order_lines l
  join sales_orders o on o.id = l.sales_order_id
  join products p on p.id = l.product_id;

create or replace view month_end_rows as
select b.line_id,
       b.product_code,
       b.loading_date,
       b.sales_id,
       b.sales_booking,
       b.sales_quantity,
       b.sales_amount,
       pu.purchase_id,
       pu.purchase_booking,
       pu.purchase_quantity,
       pu.purchase_amount,
       (tr.transport_line_id is not null) as needs_transport,
       tr.transport_id,
       tr.transport_booking,
       tr.transport_quantity,
       tr.transport_amount
  from month_end_lines b
  left join lateral (
    select po.id as purchase_id, po.booking_number as purchase_booking, pl.quantity as purchase_quantity, pl.amount as purchase_amount
      from purchase_order_lines pl
      join purchase_orders po on po.id = pl.purchase_order_id
     where pl.sales_order_line_id = b.line_id and not pl.is_transport
     order by pl.id
     limit 1
  ) pu on true
  left join lateral (
    select t.id as transport_line_id, po.id as transport_id, po.booking_number as transport_booking,
           pl.quantity as transport_quantity, pl.amount as transport_amount
      from sales_order_transports t
      left join purchase_order_lines pl on pl.sales_order_transport_id = t.id and pl.is_transport
      left join purchase_orders po on po.id = pl.purchase_order_id
     where t.sales_order_line_id = b.line_id and t.transporter_code <> '99999999'
     order by t.id, pl.id
     limit 1
  ) tr on true;
