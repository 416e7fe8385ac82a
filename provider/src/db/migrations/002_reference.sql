-- Reference data of the accounting package and the business (relations, units, groups,
-- transporters, shipping lines, document types, VAT codes) and the products themselves.
-- Codes are the accounting package's (text); products have numeric ids.

create table customers (
  code           text primary key,
  name           text not null,
  note           text,
  address_line1  text,
  postal_code    text,
  city           text,
  country        text not null default 'BE',
  vat_percentage numeric(5, 2) not null default 21,
  language       text not null default 'NL'
);

create table suppliers (
  code                text primary key,
  name                text not null,
  demurrage           boolean not null default false,
  default_description text,
  default_vat_code    text,
  country             text not null default 'BE'
);

create table transporters (
  code text primary key,
  name text not null
);

create table shipping_companies (
  code text primary key,
  name text not null
);

create table units (
  code text primary key,
  name text not null
);

create table product_groups (
  code text primary key,
  name text not null
);

create table product_types (
  id   integer primary key,
  name text not null
);

create table document_types (
  id       integer primary key,
  name     text not null,
  position integer not null
);

create table vat_codes (
  code        text primary key,
  description text not null,
  percentage  numeric(5, 2) not null
);

create table products (
  id              serial primary key,
  code            text not null unique,
  supplier_code   text not null references suppliers (code),
  customer_code   text not null references customers (code),
  product         text not null,
  description     text,
  sales_unit      text not null references units (code),
  purchase_unit   text not null references units (code),
  product_group   text not null references product_groups (code),
  product_type    integer references product_types (id),
  kilogram        numeric(14, 3) not null default 0,
  note            text,
  concentration   text,
  addition        text,
  approver_id     text references users (id) on delete set null,
  temporary       boolean not null default false,
  exact_booking   text,
  created_at      timestamptz not null default now()
);
create index products_supplier on products (supplier_code);
create index products_customer on products (customer_code);
create unique index products_identity on products (lower(product), supplier_code, customer_code);
