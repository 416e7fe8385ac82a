-- Month end (spec 02 §2.13, §3 'Month-end row'): one row per sales-order line (the item) with its
-- three sides and their bookings in the accounting package:
--   sales     the sales order (its booking), the line's sales quantity and amount;
--   purchase  the supplier's invoice the line is on (first one by line id), its quantity and amount;
--   transport the line's first transport by a real transporter (not own transport 99999999) and
--             the transporter's invoice it is on. A line without such a transport needs none.
-- The provider filters, sorts and pages this view in SQL (getMonthEnd); the laterals use the
-- indexes on purchase_order_lines (sales_order_line_id, sales_order_transport_id) and
-- sales_order_transports (sales_order_line_id).
create view month_end_rows as
select l.id                   as line_id,
       p.code                 as product_code,
       o.loading_date,
       o.id                   as sales_id,
       o.exact_booking        as sales_booking,
       l.sales_quantity,
       l.sales_amount,
       pu.purchase_id,
       pu.purchase_booking,
       pu.purchase_quantity,
       pu.purchase_amount,
       (tr.transport_line_id is not null) as needs_transport,
       tr.transport_id,
       tr.transport_booking,
       tr.transport_quantity,
       tr.transport_amount
  from sales_order_lines l
  join sales_orders o on o.id = l.sales_order_id
  join products p on p.id = l.product_id
  left join lateral (
    select po.id as purchase_id, po.booking_number as purchase_booking, pl.quantity as purchase_quantity, pl.amount as purchase_amount
      from purchase_order_lines pl
      join purchase_orders po on po.id = pl.purchase_order_id
     where pl.sales_order_line_id = l.id and not pl.is_transport
     order by pl.id
     limit 1
  ) pu on true
  left join lateral (
    select t.id as transport_line_id, po.id as transport_id, po.booking_number as transport_booking,
           pl.quantity as transport_quantity, pl.amount as transport_amount
      from sales_order_transports t
      left join purchase_order_lines pl on pl.sales_order_transport_id = t.id and pl.is_transport
      left join purchase_orders po on po.id = pl.purchase_order_id
     where t.sales_order_line_id = l.id and t.transporter_code <> '99999999'
     order by t.id, pl.id
     limit 1
  ) tr on true;

-- Month end of a period sorts by loading date; the year's rows are found by range.
create index if not exists sales_orders_loading_date_id on sales_orders (loading_date desc, id desc);
