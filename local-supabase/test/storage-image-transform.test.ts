import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageServer, type StorageFixture } from './storage-fixture.ts';

// Image transformations (`transform`, `/render/image/...`) through unmodified supabase-js, with the
// access rules of the plain object routes: a public bucket, the caller's policies, a signed token.
let f: StorageFixture;

/** 400×200: the left half red, the right half blue, so a crop or a stretch shows where it cut. */
function halves(): { width: number; height: number; data: Buffer } {
  const width = 400;
  const height = 200;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = x < width / 2 ? 255 : 0;
      data[i + 2] = x < width / 2 ? 0 : 255;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

function pngOf(image: { width: number; height: number; data: Buffer }): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  png.data = image.data;
  return PNG.sync.write(png);
}

/** A photo-like JPEG (a smooth gradient with noise), so quality changes the size. */
function photoJpeg(): Buffer {
  const width = 320;
  const height = 240;
  const data = Buffer.alloc(width * height * 4);
  let seed = 7;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    data[i * 4] = (i % width) % 256;
    data[i * 4 + 1] = Math.floor(i / width) % 256;
    data[i * 4 + 2] = seed % 256;
    data[i * 4 + 3] = 255;
  }
  return Buffer.from(jpeg.encode({ width, height, data }, 95).data);
}

const PNG_BYTES = pngOf(halves());
const JPEG_BYTES = photoJpeg();

/** The colour of one pixel of a PNG answer: 'red', 'blue' or its RGB. */
function colourAt(png: PNG, x: number, y: number): string {
  const i = (y * png.width + x) * 4;
  const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
  if (r === 255 && g === 0 && b === 0) return 'red';
  if (r === 0 && g === 0 && b === 255) return 'blue';
  return `${r},${g},${b}`;
}

async function pngAnswer(response: Response): Promise<PNG> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return PNG.sync.read(Buffer.from(await response.arrayBuffer()));
}

let annPng: string;
let annJpeg: string;
let annText: string;

beforeAll(async () => {
  f = await startStorageServer();
  expect((await f.service.storage.createBucket('gallery', { public: true })).error).toBeNull();
  expect((await f.service.storage.from('gallery').upload('halves.png', PNG_BYTES, { contentType: 'image/png' })).error).toBeNull();
  annPng = `${f.annId}/halves.png`;
  annJpeg = `${f.annId}/photo.jpg`;
  annText = `${f.annId}/notes.txt`;
  const homework = f.ann.storage.from('homework');
  expect((await homework.upload(annPng, PNG_BYTES, { contentType: 'image/png' })).error).toBeNull();
  expect((await homework.upload(annJpeg, JPEG_BYTES, { contentType: 'image/jpeg' })).error).toBeNull();
  expect((await homework.upload(annText, Buffer.from('not an image'), { contentType: 'text/plain' })).error).toBeNull();
}, 120_000);

afterAll(async () => {
  await f.server.stop();
});

describe('resize modes on a public bucket (getPublicUrl with transform, no key)', () => {
  const render = (transform: Record<string, number | string>) =>
    fetch(f.anon.storage.from('gallery').getPublicUrl('halves.png', { transform }).data.publicUrl);

  it('cover (the default) scales to cover the box and crops the centre', async () => {
    const response = await render({ width: 100, height: 100 });
    expect(response.headers.get('x-transformations')).toBe('height:100,width:100,resizing_type:fill');
    const png = await pngAnswer(response);
    expect([png.width, png.height]).toEqual([100, 100]);
    // 400×200 → 200×100, centre 100 columns: 50 of red, 50 of blue.
    expect([colourAt(png, 10, 50), colourAt(png, 40, 50), colourAt(png, 60, 50), colourAt(png, 90, 50)]).toEqual([
      'red',
      'red',
      'blue',
      'blue',
    ]);
  });

  it('contain fits inside the box keeping the aspect ratio', async () => {
    const png = await pngAnswer(await render({ width: 100, height: 100, resize: 'contain' }));
    expect([png.width, png.height]).toEqual([100, 50]);
    expect([colourAt(png, 10, 25), colourAt(png, 90, 25)]).toEqual(['red', 'blue']);
  });

  it('fill stretches to the box', async () => {
    const response = await render({ width: 100, height: 100, resize: 'fill' });
    expect(response.headers.get('x-transformations')).toBe('height:100,width:100,resizing_type:force');
    const png = await pngAnswer(response);
    expect([png.width, png.height]).toEqual([100, 100]);
    expect([colourAt(png, 10, 90), colourAt(png, 90, 10)]).toEqual(['red', 'blue']);
  });

  it('one side alone keeps the aspect ratio; a size is clamped to 2500 and the image never enlarged', async () => {
    const byWidth = await pngAnswer(await render({ width: 100 }));
    expect([byWidth.width, byWidth.height]).toEqual([100, 50]);
    const huge = await render({ width: 5000, height: 5000 });
    expect(huge.headers.get('x-transformations')).toBe('height:2500,width:2500,resizing_type:fill');
    const png = await pngAnswer(huge);
    expect([png.width, png.height]).toEqual([400, 200]);
  });

  it('answers the source format whatever format is asked (no WebP/AVIF here), with the object ETag and Cache-Control', async () => {
    for (const format of ['origin', 'webp']) {
      const response = await render({ width: 100, format });
      await pngAnswer(response);
      expect(response.headers.get('x-transformations')).toBe('width:100,resizing_type:fill');
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
      expect(response.headers.get('cache-control')).toBe('max-age=3600');
    }
  });

  it('refuses a private bucket on the public route', async () => {
    const response = await fetch(`${f.server.url}/storage/v1/render/image/public/homework/${annPng}?width=10`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('download with transform (the caller policies decide)', () => {
  it('gives the owner a resized JPEG whose size follows quality', async () => {
    const sizes: number[] = [];
    for (const quality of [20, 100]) {
      const { data, error } = await f.ann.storage.from('homework').download(annJpeg, { transform: { width: 160, height: 60, quality } });
      expect(error).toBeNull();
      expect(data?.type).toBe('image/jpeg');
      const decoded = jpeg.decode(Buffer.from(await (data as Blob).arrayBuffer()));
      expect([decoded.width, decoded.height]).toEqual([160, 60]);
      sizes.push((data as Blob).size);
    }
    expect(sizes[0]).toBeLessThan(sizes[1] ?? 0);
  });

  it('refuses another learner and anon exactly as a plain download', async () => {
    for (const client of [f.ben, f.anon]) {
      const { data, error } = await client.storage.from('homework').download(annPng, { transform: { width: 50 } });
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    }
  });
});

describe('signed URLs with transform', () => {
  it('renders the transformation fixed in the token, without a key; the query cannot change it', async () => {
    const { data, error } = await f.ann.storage
      .from('homework')
      .createSignedUrl(annPng, 60, { transform: { width: 50, height: 50, quality: 60 } });
    expect(error).toBeNull();
    const url = data?.signedUrl ?? '';
    expect(url).toContain(`/storage/v1/render/image/sign/homework/${annPng}?token=`);
    const response = await fetch(`${url}&width=400&height=400`);
    expect(response.headers.get('x-transformations')).toBe('height:50,width:50,resizing_type:fill,quality:60');
    expect(new Date(response.headers.get('expires') ?? '').getTime()).toBeGreaterThan(Date.now());
    const png = await pngAnswer(response);
    expect([png.width, png.height]).toEqual([50, 50]);
  });

  it('refuses a token for another object and a signer the policies refuse', async () => {
    const { data } = await f.ann.storage.from('homework').createSignedUrl(annPng, 60, { transform: { width: 50 } });
    const other = (data?.signedUrl ?? '').replace('halves.png', 'photo.jpg');
    const response = await fetch(other);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    const ben = await f.ben.storage.from('homework').createSignedUrl(annPng, 60, { transform: { width: 50 } });
    expect(ben.data).toBeNull();
    expect(ben.error).toMatchObject({ statusCode: '404' });
  });

  it('without transform (or with an empty one) is the plain object URL', async () => {
    const { data } = await f.ann.storage.from('homework').createSignedUrl(annPng, 60, { transform: {} });
    expect(data?.signedUrl).toContain(`/storage/v1/object/sign/homework/${annPng}?token=`);
  });
});

describe('bad input changes nothing and says why', () => {
  const authed = (path: string) =>
    fetch(`${f.server.url}/storage/v1/render/image/authenticated/homework/${path}`, {
      headers: { apikey: f.server.serviceRoleKey, authorization: `Bearer ${f.server.serviceRoleKey}` },
    });

  it.each([
    ['quality=10', 'querystring/quality must be >= 20'],
    ['quality=101', 'querystring/quality must be <= 100'],
    ['width=-1', 'querystring/width must be >= 0'],
    ['height=1.5', 'querystring/height must be integer'],
    ['resize=zoom', 'querystring/resize must be equal to one of the allowed values'],
    ['format=gif', 'querystring/format must be equal to one of the allowed values'],
  ])('%s → 400 "%s"', async (query, message) => {
    const response = await authed(`${annPng}?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: '400', code: 'InvalidParameter', error: 'InvalidParameter', message });
  });

  it('refuses a signed URL asked with an invalid transform', async () => {
    const { data, error } = await f.ann.storage.from('homework').createSignedUrl(annPng, 60, { transform: { quality: 5 } });
    expect(data).toBeNull();
    expect(error?.message).toBe('body/transform/quality must be >= 20');
  });

  it('answers a file that is not an image as hosted does', async () => {
    const response = await authed(`${annText}?width=10`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'The source image is invalid or unsupported for rendering',
    });
  });

  it('refuses a source over 50 megapixels before decoding it', async () => {
    // A PNG whose header says 10,000 × 6,000: refused from the header alone.
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(10_000, 16);
    header.writeUInt32BE(6_000, 20);
    const path = `${f.annId}/huge.png`;
    expect((await f.ann.storage.from('homework').upload(path, header, { contentType: 'image/png' })).error).toBeNull();
    const response = await authed(`${path}?width=10`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', message: 'The source image resolution is too large to process' });
  });
});
