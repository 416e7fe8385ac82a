-- Invoicing and tasks (spec 02 §2.10, §2.11, §2.14, §7.3, §7.4). Additive only: the tasks,
-- task_types and task_statuses tables come from 003_prices.sql.

-- The day a sales order was booked in the accounting package (its booking number is
-- sales_orders.exact_booking, from 004).
alter table sales_orders add column if not exists booking_date date;

-- The company that invoices: printed at the top of every pro-forma invoice. One row.
create table if not exists company (
  id             integer primary key check (id = 1),
  name           text not null,
  address_line1  text not null,
  postal_code    text not null,
  city           text not null,
  country        text not null,
  vat_number     text not null,
  iban           text not null,
  email          text not null,
  phone          text not null
);
insert into company (id, name, address_line1, postal_code, city, country, vat_number, iban, email, phone)
values (1, 'Scheldt Commodities NV', 'Noorderlaan 147', '2030', 'Antwerpen', 'België', 'BE 0456.789.123', 'BE71 0961 2345 6769',
        'facturatie@scheldt-commodities.test', '+32 3 541 22 10')
on conflict (id) do nothing;

create index if not exists tasks_user on tasks (user_id);
create index if not exists tasks_product on tasks (product_id);
