-- Indexes for the set-based reads of issue 15 (EXPLAIN on the large seed in gateway/bench/README.md).

-- canDelete of the purchase and sales price lists: the loading days of a product's order lines
-- in one index-only scan of (product, order) joined to the orders, instead of one scan per price.
create index sales_order_lines_product_order on sales_order_lines (product_id, sales_order_id);
drop index if exists sales_order_lines_product;

-- the orders' loading day beside the key: the join above and the overview's date range read
-- the index alone.
create index sales_orders_id_loading_date on sales_orders (id, loading_date);
