-- The three price lists of a product, its documents, and tasks (a price change creates one).

create table purchase_prices (
  id           serial primary key,
  product_id   integer not null references products (id) on delete cascade,
  start_date   date not null,
  end_date     date not null,
  price        numeric(14, 4) not null,
  pricing_type integer,
  is_approved  boolean not null default false,
  approved_by  text references users (id) on delete set null,
  created_at   timestamptz not null default now(),
  check (end_date >= start_date)
);
create index purchase_prices_product on purchase_prices (product_id, start_date);

create table sales_prices (
  id           serial primary key,
  product_id   integer not null references products (id) on delete cascade,
  start_date   date not null,
  end_date     date not null,
  price        numeric(14, 4) not null,
  pricing_type integer,
  is_approved  boolean not null default false,
  approved_by  text references users (id) on delete set null,
  created_at   timestamptz not null default now(),
  check (end_date >= start_date)
);
create index sales_prices_product on sales_prices (product_id, start_date);

-- pricing_type: 1 block freight (Blokvracht), 2 unit price (Eenheidsprijs); null for own
-- transport (transporter 99999999).
create table transport_prices (
  id               serial primary key,
  product_id       integer not null references products (id) on delete cascade,
  transporter_code text not null references transporters (code),
  pricing_type     integer check (pricing_type in (1, 2)),
  start_date       date not null,
  end_date         date not null,
  price            numeric(14, 4) not null,
  is_approved      boolean not null default false,
  approved_by      text references users (id) on delete set null,
  created_at       timestamptz not null default now(),
  check (end_date >= start_date)
);
create index transport_prices_product on transport_prices (product_id, transporter_code, start_date);

create table product_documents (
  product_id integer not null references products (id) on delete cascade,
  file_id    integer not null references files (id) on delete cascade,
  primary key (product_id, file_id)
);

create table task_types (
  id   integer primary key,
  name text not null
);
insert into task_types (id, name) values (1, 'Prijswijziging'), (2, 'Kwaliteitscontrole'), (3, 'Facturatie'), (4, 'Algemeen');

create table task_statuses (
  id   integer primary key,
  name text not null
);
insert into task_statuses (id, name) values (1, 'Open'), (2, 'In behandeling'), (3, 'Afgewerkt');

create table tasks (
  id          serial primary key,
  task_type   integer not null references task_types (id),
  task_status integer not null references task_statuses (id) default 1,
  subject     text not null,
  description text not null default '',
  product_id  integer references products (id) on delete set null,
  user_id     text references users (id) on delete set null,
  created_at  timestamptz not null default now()
);
