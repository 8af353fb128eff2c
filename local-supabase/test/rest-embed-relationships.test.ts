import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { installEmbedFixture } from './rest-embed-fixture.ts';

// Resource embedding as PostgREST 12 does it, through unmodified supabase-js:
// every relationship kind, hints, !inner/!left, spread, computed fields and
// relationships, and the PGRST200/201/119/123 errors word for word.

/** The error's JSON fields as PostgREST sent them (supabase-js wraps them in a PostgrestError). */
const errorBody = (error: { code: string; message: string; details: unknown; hint: unknown } | null) =>
  error && { code: error.code, message: error.message, details: error.details, hint: error.hint };

let server: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await installEmbedFixture(server);
  db = anonClient(server);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe('relationship kinds', () => {
  it('many-to-many through a join table, both ways, and the join table as a hint', async () => {
    const orders = await db
      .from('compat_embed_orders')
      .select('id, compat_embed_tags(label)')
      .order('id')
      .order('id', { referencedTable: 'compat_embed_tags' });
    expect(orders.error).toBeNull();
    expect(orders.data).toEqual([
      { id: 100, compat_embed_tags: [{ label: 'gift' }, { label: 'rush' }] },
      { id: 101, compat_embed_tags: [] },
      { id: 102, compat_embed_tags: [{ label: 'rush' }] },
      { id: 103, compat_embed_tags: [] },
    ]);
    const tags = await db
      .from('compat_embed_tags')
      .select('label, orders:compat_embed_orders!compat_embed_order_tags(id)')
      .order('id')
      .order('id', { referencedTable: 'orders' });
    expect(tags.data).toEqual([
      { label: 'gift', orders: [{ id: 100 }] },
      { label: 'rush', orders: [{ id: 100 }, { id: 102 }] },
      { label: 'unused', orders: [] },
    ]);
  });

  it('one-to-one (the primary key is the foreign key) is an object or null from both sides', async () => {
    const customers = await db.from('compat_embed_customers').select('name, compat_embed_profiles(bio)').order('id');
    expect(customers.data).toEqual([
      { name: 'Ann', compat_embed_profiles: { bio: 'likes tea' } },
      { name: 'Ben', compat_embed_profiles: null },
      { name: 'Cid', compat_embed_profiles: null },
    ]);
    const profiles = await db.from('compat_embed_profiles').select('bio, compat_embed_customers(name)');
    expect(profiles.data).toEqual([{ bio: 'likes tea', compat_embed_customers: { name: 'Ann' } }]);
  });

  it('self-reference: the column names the parent, the table (or table!column) the children', async () => {
    const { data, error } = await db
      .from('compat_embed_categories')
      .select('name, parent:parent_id(name), children:compat_embed_categories!parent_id(name), subs:compat_embed_categories(name)')
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'children' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Code', parent: null, children: [{ name: 'Web' }, { name: 'Data' }], subs: [{ name: 'Web' }, { name: 'Data' }] },
      { name: 'Web', parent: { name: 'Code' }, children: [{ name: 'React' }], subs: [{ name: 'React' }] },
    ]);
    // As in PostgREST, a hint on a self-reference always means the children, whatever the alias says.
    const aliased = await db.from('compat_embed_categories').select('parent:compat_embed_categories!parent_id(id)').eq('id', 2);
    expect(aliased.data).toEqual([{ parent: [{ id: 4 }] }]);
  });
});

describe('views', () => {
  it('a view embeds another view over the tables of a foreign key, both ways', async () => {
    const cards = await db
      .from('compat_embed_customer_cards')
      .select('name, compat_embed_order_lines(id)')
      .order('id')
      .order('id', { referencedTable: 'compat_embed_order_lines' });
    expect(cards.error).toBeNull();
    expect(cards.data).toEqual([
      { name: 'Ann', compat_embed_order_lines: [{ id: 100 }, { id: 101 }] },
      { name: 'Ben', compat_embed_order_lines: [{ id: 102 }, { id: 103 }] },
      { name: 'Cid', compat_embed_order_lines: [] },
    ]);
    const lines = await db.from('compat_embed_order_lines').select('id, compat_embed_customer_cards(name)').eq('id', 102);
    expect(lines.data).toEqual([{ id: 102, compat_embed_customer_cards: { name: 'Ben' } }]);
  });

  it('a view over a join table is not a many-to-many junction here (absent: PostgREST also uses views)', async () => {
    const { error } = await db.from('compat_embed_orders').select('id, compat_embed_tags!compat_embed_order_tag_pairs(label)');
    expect(error?.code).toBe('PGRST200');
  });
});

describe('hints', () => {
  it('by constraint name, by foreign-key column, and the constraint or column as the target', async () => {
    const { data } = await db
      .from('compat_embed_orders')
      .select(
        'id, billing:compat_embed_addresses!compat_embed_billing(street), shipping:compat_embed_addresses!shipping_address_id(street), billing_address_id(id), compat_embed_shipping(id)',
      )
      .eq('id', 100);
    expect(data).toEqual([
      {
        id: 100,
        billing: { street: 'Sukhumvit 1' },
        shipping: { street: 'Silom 2' },
        billing_address_id: { id: 10 },
        compat_embed_shipping: { id: 11 },
      },
    ]);
    const reverse = await db
      .from('compat_embed_addresses')
      .select('street, billed:compat_embed_orders!compat_embed_billing(id)')
      .eq('id', 10)
      .order('id', { referencedTable: 'billed' });
    expect(reverse.data).toEqual([{ street: 'Sukhumvit 1', billed: [{ id: 100 }, { id: 101 }] }]);
  });

  it('an ambiguous embed is 300 PGRST201 with the candidates in details', async () => {
    const { data, error, status } = await db.from('compat_embed_orders').select('id, compat_embed_addresses(street)');
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(errorBody(error)).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'compat_embed_orders' and 'compat_embed_addresses'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'compat_embed_orders with compat_embed_addresses',
          relationship: 'compat_embed_billing using compat_embed_orders(billing_address_id) and compat_embed_addresses(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'compat_embed_orders with compat_embed_addresses',
          relationship: 'compat_embed_shipping using compat_embed_orders(shipping_address_id) and compat_embed_addresses(id)',
        },
      ],
      hint: "Try changing 'compat_embed_addresses' to one of the following: 'compat_embed_addresses!compat_embed_billing', 'compat_embed_addresses!compat_embed_shipping'. Find the desired relationship in the 'details' key.",
    });
  });

  it('no relationship is 400 PGRST200, with the hint in details and a near name suggested', async () => {
    const typo = await db.from('compat_embed_orders').select('id, compat_embed_tagz(label)');
    expect(typo.status).toBe(400);
    expect(errorBody(typo.error)).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'compat_embed_orders' and 'compat_embed_tagz' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'compat_embed_orders' and 'compat_embed_tagz' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'compat_embed_tags' instead of 'compat_embed_tagz'.",
    });
    const badHint = await db.from('compat_embed_orders').select('id, compat_embed_addresses!nope(street)');
    expect(badHint.error).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'compat_embed_orders' and 'compat_embed_addresses' using the hint 'nope' in the schema 'public', but no matches were found.",
    });
  });
});

describe('!inner and !left at every level', () => {
  it('filters on embedded columns; !inner drops parents without a match, nested too', async () => {
    const { data } = await db
      .from('compat_embed_customers')
      .select('name, compat_embed_orders!inner(id, compat_embed_tags!inner(label))')
      .eq('compat_embed_orders.compat_embed_tags.label', 'rush')
      .order('id');
    expect(data).toEqual([
      { name: 'Ann', compat_embed_orders: [{ id: 100, compat_embed_tags: [{ label: 'rush' }] }] },
      { name: 'Ben', compat_embed_orders: [{ id: 102, compat_embed_tags: [{ label: 'rush' }] }] },
    ]);
    const toOne = await db
      .from('compat_embed_orders')
      .select('id, compat_embed_customers!inner(city)')
      .eq('compat_embed_customers.city', 'Bangkok')
      .order('id');
    expect(toOne.data).toEqual([
      { id: 100, compat_embed_customers: { city: 'Bangkok' } },
      { id: 101, compat_embed_customers: { city: 'Bangkok' } },
    ]);
  });

  it('!left (the default) keeps every parent and filters only the embedded rows', async () => {
    const { data } = await db
      .from('compat_embed_customers')
      .select('name, compat_embed_orders!left(id)')
      .eq('compat_embed_orders.status', 'open')
      .order('id');
    expect(data).toEqual([
      { name: 'Ann', compat_embed_orders: [] },
      { name: 'Ben', compat_embed_orders: [{ id: 102 }] },
      { name: 'Cid', compat_embed_orders: [] },
    ]);
  });
});

describe('related order', () => {
  it('order=rel(col) orders by a to-one embed; a to-many one is PGRST118, a missing one PGRST108', async () => {
    const { data, error } = await db
      .from('compat_embed_orders')
      .select('id, customer:compat_embed_customers(name)')
      .order('customer(name)', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    expect((data ?? []).map((r) => r.id)).toEqual([102, 103, 100, 101]);
    const toMany = await db.from('compat_embed_customers').select('id, compat_embed_orders(id)').order('compat_embed_orders(id)');
    expect(errorBody(toMany.error)).toEqual({
      code: 'PGRST118',
      message: "A related order on 'compat_embed_orders' is not possible",
      details: "'compat_embed_customers' and 'compat_embed_orders' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
    const missing = await db.from('compat_embed_orders').select('id').order('compat_embed_customers(name)');
    expect(errorBody(missing.error)).toEqual({
      code: 'PGRST108',
      message: "'compat_embed_customers' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'compat_embed_customers' is included in the 'select' query parameter.",
    });
  });
});

describe('spread', () => {
  it("...rel(cols) puts a to-one embed's columns on the parent, aliases kept, through a join table too", async () => {
    const { data } = await db
      .from('compat_embed_orders')
      .select('id, ...compat_embed_customers(customer:name, city)')
      .in('id', [100, 102])
      .order('id');
    expect(data).toEqual([
      { id: 100, customer: 'Ann', city: 'Bangkok' },
      { id: 102, customer: 'Ben', city: 'Chiang Mai' },
    ]);
    const viaJunction = await db
      .from('compat_embed_orders')
      .select('id, tags:compat_embed_order_tags(...compat_embed_tags(label))')
      .eq('id', 100)
      .order('tag_id', { referencedTable: 'tags' });
    expect(viaJunction.data).toEqual([{ id: 100, tags: [{ label: 'gift' }, { label: 'rush' }] }]);
  });

  it('a to-many spread makes each column an array of the related values, as in PostgREST 13', async () => {
    const { data, error } = await db.from('compat_embed_customers').select('name, ...compat_embed_orders(id)');
    expect(error).toBeNull();
    for (const row of data ?? []) expect(Array.isArray(row.id)).toBe(true);
    expect((data ?? []).some((row) => Array.isArray(row.id) && row.id.length > 0)).toBe(true);
  });
});

describe('computed fields and relationships', () => {
  it('a function of the row type is a column: selected, filtered and ordered by', async () => {
    const { data, error } = await db
      .from('compat_embed_customers')
      .select('name, compat_embed_shout')
      .like('compat_embed_shout', 'B*')
      .order('compat_embed_shout', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ben', compat_embed_shout: 'BEN' }]);
  });

  it('a set-returning function of the row type embeds: setof as an array, rows 1 as an object', async () => {
    const many = await db.from('compat_embed_customers').select('name, compat_embed_big_orders(id)').order('id');
    expect(many.data).toEqual([
      { name: 'Ann', compat_embed_big_orders: [{ id: 101 }] },
      { name: 'Ben', compat_embed_big_orders: [{ id: 102 }] },
      { name: 'Cid', compat_embed_big_orders: [] },
    ]);
    const one = await db.from('compat_embed_categories').select('name, compat_embed_parent(name)').in('id', [1, 4]).order('id');
    expect(one.data).toEqual([
      { name: 'Code', compat_embed_parent: null },
      { name: 'React', compat_embed_parent: { name: 'Web' } },
    ]);
  });
});

describe("embedding in a mutation's returned rows", () => {
  it('computed fields and relationships work on inserted rows too', async () => {
    const service = serviceClient(server);
    const inserted = await service
      .from('compat_embed_customers')
      .insert({ id: 9, name: 'Dee', city: 'Phuket' })
      .select('name, compat_embed_shout, compat_embed_big_orders(id), compat_embed_profiles(bio)')
      .single();
    await service.from('compat_embed_customers').delete().eq('id', 9);
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ name: 'Dee', compat_embed_shout: 'DEE', compat_embed_big_orders: [], compat_embed_profiles: null });
  });
});

describe('aggregates while DB_AGGREGATES_ENABLED is off (the hosted default)', () => {
  it('refuses aggregate functions with PGRST123', async () => {
    const { error, status } = await db.from('compat_embed_orders').select('amount.sum()');
    expect(status).toBe(400);
    expect(errorBody(error)).toEqual({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null });
    const embedded = await db.from('compat_embed_customers').select('name, compat_embed_orders(count())');
    expect(embedded.error?.code).toBe('PGRST123');
  });

  it('still counts with the legacy `rel(count)` form', async () => {
    const { data } = await db.from('compat_embed_customers').select('name, compat_embed_orders(count)').order('id');
    expect(data).toEqual([
      { name: 'Ann', compat_embed_orders: [{ count: 2 }] },
      { name: 'Ben', compat_embed_orders: [{ count: 2 }] },
      { name: 'Cid', compat_embed_orders: [{ count: 0 }] },
    ]);
  });
});
