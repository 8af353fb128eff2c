import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedSchema } from 'local-supabase/migrated-schema';
import { readSchema } from './read-schema.ts';
import { renderDatabaseTypes } from './render-database-types.ts';
import type { SchemaModel } from './schema-model.ts';

// A schema of its own (not the site's), so each mapping the generator promises is seen once.
const MIGRATION = `
create type public.mood as enum ('calm', 'busy');
create table public.shelves (id bigint generated always as identity primary key, label text not null);
create table public.books (
  id uuid primary key default gen_random_uuid(),
  shelf_id bigint not null unique references public.shelves (id),
  title text not null,
  price numeric(10, 2) not null,
  pages int,
  tags text[] not null default '{}',
  meta jsonb,
  mood public.mood,
  added_at timestamptz not null default now()
);
create view public.book_titles as select id, title from public.books;
create function public.books_on(p_shelf bigint, p_limit int default 10) returns setof public.books
  language sql stable as $$ select * from public.books where shelf_id = p_shelf limit p_limit $$;
create function public.shelf_sizes() returns table (shelf_id bigint, books bigint)
  language sql stable as $$ select shelf_id, count(*) from public.books group by shelf_id $$;
create function public.touch(p_id uuid) returns void language sql as $$ select 1 $$;
`;

let dir: string;
let schema: SchemaModel;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'db-types-'));
  writeFileSync(join(dir, '20990101000000_books.sql'), MIGRATION);
  const db = await openMigratedSchema(dir);
  try {
    schema = await db.transaction(null, (tx) => readSchema(tx));
  } finally {
    await db.close();
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const compact = (text: string): string => text.replace(/\s+/g, ' ');

describe('the generated Database types', () => {
  it('map column types, nullability and insert defaults as supabase gen types does', () => {
    const text = compact(renderDatabaseTypes(schema));
    expect(text).toContain(
      'Row: { added_at: string id: string meta: Json | null mood: Database["public"]["Enums"]["mood"] | null pages: number | null price: number shelf_id: number tags: string[] title: string }',
    );
    expect(text).toContain(
      'Insert: { added_at?: string id?: string meta?: Json | null mood?: Database["public"]["Enums"]["mood"] | null pages?: number | null price: number shelf_id: number tags?: string[] title: string }',
    );
    // An identity generated always may not be written at all.
    expect(text).toContain('Insert: { id?: never label: string }');
  });

  it('print foreign keys as relationships, one-to-one when the columns are unique', () => {
    expect(compact(renderDatabaseTypes(schema))).toContain(
      'Relationships: [{ foreignKeyName: "books_shelf_id_fkey" columns: ["shelf_id"] isOneToOne: true referencedRelation: "shelves" referencedColumns: ["id"] },]',
    );
  });

  it('type views as nullable rows, and functions by their argument names and results', () => {
    const text = compact(renderDatabaseTypes(schema));
    expect(text).toContain('book_titles: { Row: { id: string | null title: string | null }');
    expect(text).toContain(
      'books_on: { Args: { p_limit?: number p_shelf: number } Returns: Database["public"]["Tables"]["books"]["Row"][] }',
    );
    expect(text).toContain('shelf_sizes: { Args: never Returns: { books: number shelf_id: number }[] }');
    expect(text).toContain('touch: { Args: { p_id: string } Returns: undefined }');
  });

  it('list enums in their declared order, also as Constants', () => {
    const text = compact(renderDatabaseTypes(schema));
    expect(text).toContain('Enums: { mood: "calm" | "busy" }');
    expect(text).toContain('Enums: {mood: ["calm", "busy"],}');
  });
});
