-- Purchase orders (the invoices suppliers and transporters send), their lines taken from
-- sales-order lines (regular) or sales-order transports (transport invoices), manual lines and
-- documents. A booked purchase order (booking_number set, sent_to_accounting) is locked.

-- Transporters invoice too: their default description and VAT code, like suppliers'.
alter table transporters add column default_description text;
alter table transporters add column default_vat_code text;

create table purchase_orders (
  id                 serial primary key,
  -- a supplier code, or a transporter code when is_transport (checked by the provider)
  supplier_code      text not null,
  invoice_number     text not null check (btrim(invoice_number) <> ''),
  invoice_date       date,
  description        text not null,
  -- fixed at create: it decides whether the lines are sales-order lines or transports
  is_transport       boolean not null default false,
  -- the accounting package's booking (spec 02 'exactBooking'); set when sent, never cleared
  booking_number     text,
  booked_on          date,
  sent_to_accounting boolean not null default false,
  journal            text,
  created_by         text references users (id) on delete set null,
  created_at         timestamptz not null default now(),
  check (not sent_to_accounting or booking_number is not null)
);
-- one invoice number per supplier, ignoring case and surrounding spaces: two people saving the
-- same invoice at the same moment cannot both succeed
create unique index purchase_orders_invoice on purchase_orders (supplier_code, lower(btrim(invoice_number)));
create index purchase_orders_invoice_date on purchase_orders (invoice_date);
create index purchase_orders_booking on purchase_orders (booking_number);

-- A regular line copies what it invoices from its sales-order line; a transport line from its
-- sales-order transport (quantity 1 for block freight, the line's quantity for a unit price).
-- supplier_code repeats the purchase order's, so one sales-order line or transport sits on
-- at most one purchase order of a supplier (enforced by the unique indexes below).
create table purchase_order_lines (
  id                       serial primary key,
  purchase_order_id        integer not null references purchase_orders (id) on delete cascade,
  supplier_code            text not null,
  sales_order_id           integer references sales_orders (id) on delete set null,
  sales_order_line_id      integer references sales_order_lines (id) on delete set null,
  sales_order_transport_id integer references sales_order_transports (id) on delete set null,
  is_transport             boolean not null default false,
  product_id               integer references products (id),
  pricing_type             integer check (pricing_type in (1, 2)),
  quantity                 numeric(14, 3) not null default 0,
  unit                     text references units (code),
  price                    numeric(14, 4) not null default 0,
  amount                   numeric(14, 2) not null default 0,
  vat_code                 text references vat_codes (code),
  vat_amount               numeric(14, 2) not null default 0,
  reporting_date           date,
  packing_slip             text,
  container                text,
  shipping                 text,
  check (sales_order_line_id is null or not is_transport),
  check (sales_order_transport_id is null or is_transport)
);
create index purchase_order_lines_order on purchase_order_lines (purchase_order_id);
create index purchase_order_lines_sales_order on purchase_order_lines (sales_order_id);
create unique index purchase_order_lines_sales_line on purchase_order_lines (supplier_code, sales_order_line_id) where sales_order_line_id is not null;
create unique index purchase_order_lines_transport on purchase_order_lines (supplier_code, sales_order_transport_id) where sales_order_transport_id is not null;
create index purchase_order_lines_sales_line_id on purchase_order_lines (sales_order_line_id);
create index purchase_order_lines_transport_id on purchase_order_lines (sales_order_transport_id);

create table purchase_order_manual_lines (
  id                serial primary key,
  purchase_order_id integer not null references purchase_orders (id) on delete cascade,
  product_id        integer not null references products (id),
  quantity          numeric(14, 3) not null default 0,
  price             numeric(14, 4) not null default 0,
  amount            numeric(14, 2) not null default 0,
  vat_code          text not null references vat_codes (code),
  vat_amount        numeric(14, 2) not null default 0,
  reporting_date    date,
  description       text not null
);
create index purchase_order_manual_lines_order on purchase_order_manual_lines (purchase_order_id);

create table purchase_order_documents (
  purchase_order_id integer not null references purchase_orders (id) on delete cascade,
  file_id           integer not null references files (id) on delete cascade,
  primary key (purchase_order_id, file_id)
);
create index purchase_order_documents_file on purchase_order_documents (file_id);
