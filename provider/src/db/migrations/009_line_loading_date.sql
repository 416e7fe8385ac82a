-- Issue 15: a price is "used" (canDelete false) when an order line of its product loads within
-- its period. Each line carries its order's loading day (kept by the triggers below), indexed by
-- product and day, so the test is one index probe per price: no join to the orders, and the
-- same cost on 100 000 orders as on 20 000.
alter table sales_order_lines add column loading_date date;
update sales_order_lines l set loading_date = o.loading_date from sales_orders o where o.id = l.sales_order_id;
create index sales_order_lines_product_loading on sales_order_lines (product_id, loading_date);

-- a new line (or one moved to another order) takes its order's loading day
create function sales_order_lines_take_loading_date() returns trigger language plpgsql as $$
begin
  new.loading_date := (select o.loading_date from sales_orders o where o.id = new.sales_order_id);
  return new;
end
$$;
create trigger sales_order_lines_loading_date before insert or update of sales_order_id, loading_date on sales_order_lines
  for each row execute function sales_order_lines_take_loading_date();

-- a changed loading day reaches the order's lines
create function sales_orders_pass_loading_date() returns trigger language plpgsql as $$
begin
  update sales_order_lines set loading_date = new.loading_date where sales_order_id = new.id;
  return null;
end
$$;
create trigger sales_orders_loading_date after update of loading_date on sales_orders
  for each row when (old.loading_date is distinct from new.loading_date) execute function sales_orders_pass_loading_date();
