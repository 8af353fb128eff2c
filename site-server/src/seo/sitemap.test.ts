import { describe, expect, it } from 'vitest';
import { visitorDatabase } from '../backend/visitor-database.ts';
import { fakeRestBackend } from '../backend/testing/fake-rest-backend.ts';
import { sitemapEntries, sitemapXml } from './sitemap.ts';
import { SITEMAP_SOURCES } from './sitemap-sources/index.ts';

const backend = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' };

describe('sitemap', () => {
  it('lists the site’s pages, every course and every article the backend returns, as absolute escaped URLs', async () => {
    const { send, asked } = fakeRestBackend(({ relation }) => {
      if (relation === 'published_articles') return [{ slug: 'docker-for-beginners', updated_at: null }];
      if (relation === 'instructor_profiles') return [{ id: 1 }, { id: 2 }];
      return [
        { id: 1, updated_at: '2026-11-20T10:00:00+07:00' },
        { id: 7, updated_at: null },
      ];
    });
    const entries = await sitemapEntries(SITEMAP_SOURCES, visitorDatabase(1_000, send)(backend));
    expect(asked).toEqual([
      'course_catalog?select=id,updated_at&order=id.asc',
      'published_articles?select=slug,updated_at&order=published_at.desc',
      'instructor_profiles?select=id&order=id.asc',
    ]);
    expect(entries?.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/instructor/1', '/instructor/2']));
    expect(entries?.map((entry) => entry.path)).toContain('/blog');
    expect(entries?.map((entry) => entry.path)).toContain('/blog/docker-for-beginners');
    const xml = sitemapXml(entries ?? [], 'https://riancode.example');
    expect(xml).toContain('<loc>https://riancode.example/</loc>');
    expect(xml).toContain('<loc>https://riancode.example/courses</loc>');
    expect(xml).toContain('<url><loc>https://riancode.example/course/1</loc><lastmod>2026-11-20T03:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://riancode.example/course/7</loc></url>');
    expect(sitemapXml([{ path: '/blog/a&b' }], 'https://x.example')).toContain('<loc>https://x.example/blog/a&amp;b</loc>');
  });

  it('says it cannot tell when a source cannot, rather than dropping its pages', async () => {
    const { send } = fakeRestBackend(({ relation }) => {
      if (relation === 'instructor_profiles') throw new TypeError('fetch failed');
      return [];
    });
    expect(await sitemapEntries(SITEMAP_SOURCES, visitorDatabase(1_000, send)(backend))).toBeNull();
  });
});
