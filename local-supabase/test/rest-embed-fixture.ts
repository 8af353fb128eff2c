import type { TestServer } from './harness.ts';

/**
 * Tables for the embedding and aggregate tests, in `public` with the
 * `compat_embed_` prefix (not product schema): every kind of relationship
 * PostgREST knows, each with RLS on and a read-everything policy as on any
 * Supabase table. Created through the owner handle, then the schema cache is
 * reloaded like `NOTIFY pgrst, 'reload schema'`.
 */
const TABLES = [
  `create table public.compat_embed_customers (id int primary key, name text not null, city text not null)`,
  `create table public.compat_embed_addresses (id int primary key, street text not null)`,
  // Two foreign keys to the same table: embedding `compat_embed_addresses` is ambiguous.
  `create table public.compat_embed_orders (
     id int primary key,
     customer_id int references public.compat_embed_customers (id),
     amount numeric not null,
     status text not null,
     billing_address_id int,
     shipping_address_id int,
     constraint compat_embed_billing foreign key (billing_address_id) references public.compat_embed_addresses (id),
     constraint compat_embed_shipping foreign key (shipping_address_id) references public.compat_embed_addresses (id))`,
  // One-to-one: the primary key is the foreign key.
  `create table public.compat_embed_profiles (
     customer_id int primary key references public.compat_embed_customers (id), bio text not null)`,
  // Many-to-many through a join table whose primary key holds both foreign keys.
  `create table public.compat_embed_tags (id int primary key, label text not null)`,
  `create table public.compat_embed_order_tags (
     order_id int references public.compat_embed_orders (id),
     tag_id int references public.compat_embed_tags (id),
     primary key (order_id, tag_id))`,
  // Self-reference: parent and children.
  `create table public.compat_embed_categories (
     id int primary key, name text not null, parent_id int references public.compat_embed_categories (id))`,
];

// Views inherit their tables' keys, so they embed each other like the tables do.
const VIEWS = [
  `create view public.compat_embed_customer_cards with (security_invoker = true) as
     select id, name from public.compat_embed_customers`,
  `create view public.compat_embed_order_lines with (security_invoker = true) as
     select id, customer_id, amount from public.compat_embed_orders`,
  `create view public.compat_embed_order_tag_pairs with (security_invoker = true) as
     select order_id, tag_id from public.compat_embed_order_tags`,
];

const FUNCTIONS = [
  // A computed field: selectable and filterable like a column.
  `create function public.compat_embed_shout(public.compat_embed_customers) returns text
     language sql stable as $$ select upper($1.name) $$`,
  // Computed relationships: to-many (setof) and to-one (rows 1).
  `create function public.compat_embed_big_orders(public.compat_embed_customers) returns setof public.compat_embed_orders
     language sql stable as $$ select * from public.compat_embed_orders where customer_id = $1.id and amount >= 100 $$`,
  `create function public.compat_embed_parent(public.compat_embed_categories) returns setof public.compat_embed_categories
     rows 1 language sql stable as $$ select * from public.compat_embed_categories where id = $1.parent_id $$`,
];

const ROWS = [
  `insert into public.compat_embed_customers values (1, 'Ann', 'Bangkok'), (2, 'Ben', 'Chiang Mai'), (3, 'Cid', 'Bangkok')`,
  `insert into public.compat_embed_addresses values (10, 'Sukhumvit 1'), (11, 'Silom 2')`,
  `insert into public.compat_embed_orders values
     (100, 1, 50, 'paid', 10, 11), (101, 1, 150, 'paid', 10, 10), (102, 2, 200, 'open', 11, 11), (103, 2, 20, 'paid', null, null)`,
  `insert into public.compat_embed_profiles values (1, 'likes tea')`,
  `insert into public.compat_embed_tags values (1, 'gift'), (2, 'rush'), (3, 'unused')`,
  `insert into public.compat_embed_order_tags values (100, 1), (100, 2), (102, 2)`,
  `insert into public.compat_embed_categories values (1, 'Code', null), (2, 'Web', 1), (3, 'Data', 1), (4, 'React', 2)`,
];

const TABLE_NAMES = ['customers', 'addresses', 'orders', 'profiles', 'tags', 'order_tags', 'categories'].map(
  (t) => `public.compat_embed_${t}`,
);

const VIEW_NAMES = ['customer_cards', 'order_lines', 'order_tag_pairs'].map((v) => `public.compat_embed_${v}`);

const ACCESS = [
  ...VIEW_NAMES.map((view) => `grant select on ${view} to anon, authenticated`),
  ...TABLE_NAMES.flatMap((table) => [
    `alter table ${table} enable row level security`,
    `create policy compat_embed_read on ${table} for select to anon, authenticated using (true)`,
    `grant select on ${table} to anon, authenticated`,
  ]),
];

export async function installEmbedFixture(server: TestServer): Promise<void> {
  await server.db.transaction(null, async (tx) => {
    for (const sql of [...TABLES, ...VIEWS, ...FUNCTIONS, ...ROWS, ...ACCESS]) await tx.query(sql);
  });
  await server.catalog.reload();
}
