-- Users, roles and sessions (ASP.NET Identity's shapes: string ids), files, period dates.

create table roles (
  id   text primary key,
  name text not null unique
);

create table users (
  id               text primary key,
  email            text not null,
  user_name        text not null,
  phone_number     text,
  password_hash    text not null,
  is_active        boolean not null default true,
  password_expired boolean not null default false,
  created_at       timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table user_roles (
  user_id text not null references users (id) on delete cascade,
  role_id text not null references roles (id) on delete cascade,
  primary key (user_id, role_id)
);

-- Bearer tokens are stored as their SHA-256, never as such.
create table access_tokens (
  token_hash text primary key,
  user_id    text not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index access_tokens_user_id on access_tokens (user_id);

create table files (
  id           serial primary key,
  name         text not null,
  content_type text not null,
  size         integer not null,
  content      bytea not null,
  created_by   text references users (id) on delete set null,
  created_at   timestamptz not null default now()
);

create table period_dates (
  id       serial primary key,
  year     integer not null check (year between 1 and 9999),
  month    integer not null check (month between 1 and 12),
  new_date date not null
);
create unique index period_dates_year_month on period_dates (year, month);

-- Facts about this database (for example when and how it was seeded).
create table provider_meta (
  key   text primary key,
  value text not null
);
