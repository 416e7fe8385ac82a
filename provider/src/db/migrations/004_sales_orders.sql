-- Sales orders with their lines, transports, text lines and documents. Dates that are not set
-- are null here; the API answers them as 1900-01-01T00:00:00.

create table sales_orders (
  id                    serial primary key,
  customer_code         text references customers (code),
  supplier_code         text not null references suppliers (code),
  reference_customer    text,
  loading_date          date,
  arrival_date          date,
  comments              text,
  shipping_company_code text references shipping_companies (code),
  pickup_reference      text,
  is_completed          boolean not null default false,
  exact_booking         text,
  temporary             boolean not null default false,
  created_by            text references users (id) on delete set null,
  created_at            timestamptz not null default now()
);
create index sales_orders_loading_date on sales_orders (loading_date);
create index sales_orders_customer on sales_orders (customer_code);
create index sales_orders_supplier on sales_orders (supplier_code);

create table sales_order_lines (
  id                        serial primary key,
  sales_order_id            integer not null references sales_orders (id) on delete cascade,
  product_id                integer not null references products (id),
  sales_quantity            numeric(14, 3) not null default 0,
  sales_price               numeric(14, 4) not null default 0,
  sales_amount              numeric(14, 2) not null default 0,
  purchase_quantity         numeric(14, 3) not null default 0,
  purchase_price            numeric(14, 4) not null default 0,
  purchase_amount           numeric(14, 2) not null default 0,
  -- false until someone changes the purchase quantity by hand (the amounts rule, spec 02 §5)
  purchase_quantity_changed boolean not null default false,
  reporting_date            date,
  packing_slip              text,
  container                 text,
  shipping                  text
);
create index sales_order_lines_order on sales_order_lines (sales_order_id);
create index sales_order_lines_product on sales_order_lines (product_id);
-- the duplicate check of packing slips and shipping documents (checkPacking)
create index sales_order_lines_packing_slip on sales_order_lines (product_id, lower(packing_slip));
create index sales_order_lines_shipping on sales_order_lines (product_id, lower(shipping));

create table sales_order_transports (
  id                  serial primary key,
  sales_order_id      integer not null references sales_orders (id) on delete cascade,
  sales_order_line_id integer references sales_order_lines (id) on delete cascade,
  transporter_code    text not null references transporters (code),
  pricing_type        integer check (pricing_type in (1, 2)),
  price               numeric(14, 4) not null default 0,
  packing_slip        text,
  container           text,
  shipping            text
);
create index sales_order_transports_order on sales_order_transports (sales_order_id);
create index sales_order_transports_line on sales_order_transports (sales_order_line_id);

create table sales_order_text_lines (
  id             serial primary key,
  sales_order_id integer not null references sales_orders (id) on delete cascade,
  text           text not null
);
create index sales_order_text_lines_order on sales_order_text_lines (sales_order_id);

create table sales_order_documents (
  sales_order_id   integer not null references sales_orders (id) on delete cascade,
  file_id          integer not null references files (id) on delete cascade,
  document_type_id integer references document_types (id),
  primary key (sales_order_id, file_id)
);
create index sales_order_documents_file on sales_order_documents (file_id);
