import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, unknownId } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

const WRONG_TYPE = 'Please upload a PNG, JPEG, WebP or GIF image';
const SECRET = 'secret-owner';

const base = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

const images = {
  png: () => base().png().toBuffer(),
  jpegWithExif: () =>
    base(80, 60)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: SECRET, Artist: SECRET } } })
      .toBuffer(),
  webp: () => base(40, 30).webp().toBuffer(),
  gif: () => base(32, 32).gif().toBuffer(),
};

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

interface Part {
  field: string;
  bytes: Buffer;
  name: string;
  type: string;
}

function form(...parts: Part[]) {
  const data = new FormData();
  for (const part of parts) {
    data.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  }
  return data;
}

describe.each(backends)('upload API on %s', (backend) => {
  const app = useServer(backend, { shared: true, staff: { staff: {} } });

  /** `auth` null sends no Authorization header. */
  const upload = (body: FormData | undefined, auth: string | null = app.staff.token) =>
    api(app.server, 'POST', '/api/upload', { token: auth ?? undefined, rawBody: body });
  const countFiles = async () =>
    Number(
      (await queryDb<{ n: number | string }>(app.server, 'select count(*) as n from files'))[0]!.n,
    );
  /** The absolute URL the server builds from its public origin (http://localhost:<port>). */
  const urlPattern = () =>
    new RegExp(`^http://localhost:${app.server.port}/uploads/([0-9a-f]{24})\\.webp$`);

  /** Fetches an upload by the path of its absolute URL and checks it is a clean WebP. */
  async function fetchUpload(url: string, size: { width: number; height: number }) {
    const response = await fetch(`${app.server.url}${new URL(url).pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect({ width: meta.width, height: meta.height }).toEqual(size);
    expect(bytes.includes(SECRET)).toBe(false);
    return bytes;
  }

  it('re-encodes PNG and JPEG to WebP without metadata and serves them with immutable caching', async () => {
    const png = await images.png();
    const jpeg = await images.jpegWithExif();
    // The test input really carries the metadata that must disappear.
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes(SECRET)).toBe(true);

    const before = await countFiles();
    const answer = await upload(
      form(
        { field: 'imageUrl', bytes: png, name: 'photo.png', type: 'image/png' },
        { field: 'thumbImageUrl', bytes: jpeg, name: 'thumb.jpg', type: 'image/jpeg' },
      ),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 201, message: 'Uploaded' });
    const imageUrl = answer.body.image_url!;
    const thumbUrl = answer.body.thumbImage_url!;
    expect(imageUrl).toMatch(urlPattern());
    expect(thumbUrl).toMatch(urlPattern());
    expect(imageUrl).not.toBe(thumbUrl);
    expect(await countFiles()).toBe(before + 2);

    const served = await fetchUpload(imageUrl, { width: 64, height: 48 });
    await fetchUpload(thumbUrl, { width: 80, height: 60 });

    // Stored in the database, as the served bytes.
    const id = urlPattern().exec(imageUrl)![1]!;
    const [row] = await queryDb<{
      mime: string;
      ext: string;
      size: number;
      bytes: Uint8Array;
      uploaded_by: string;
    }>(app.server, 'select mime, ext, size, bytes, uploaded_by from files where id = ?', [id]);
    expect(row).toMatchObject({ mime: 'image/webp', ext: 'webp', uploaded_by: app.staff.user._id });
    expect(Number(row!.size)).toBe(served.length);
    expect(Buffer.compare(Buffer.from(row!.bytes), served)).toBe(0);
  });

  it('accepts WebP and GIF, each field on its own', async () => {
    const webp = await upload(
      form({ field: 'imageUrl', bytes: await images.webp(), name: 'a.webp', type: 'image/webp' }),
    );
    expect(webp.status).toBe(201);
    expect(webp.body.image_url).toMatch(urlPattern());
    expect(webp.body.thumbImage_url).toBeNull();
    await fetchUpload(webp.body.image_url!, { width: 40, height: 30 });

    const gif = await upload(
      form({ field: 'thumbImageUrl', bytes: await images.gif(), name: 'a.gif', type: 'image/gif' }),
    );
    expect(gif.status).toBe(201);
    expect(gif.body.image_url).toBeNull();
    expect(gif.body.thumbImage_url).toMatch(urlPattern());
    await fetchUpload(gif.body.thumbImage_url!, { width: 32, height: 32 });
  });

  it('judges by content: a PNG named .txt is accepted; SVG and text named .png are 400', async () => {
    const renamed = await upload(
      form({ field: 'imageUrl', bytes: await images.png(), name: 'notes.txt', type: 'text/plain' }),
    );
    expect(renamed.status).toBe(201);

    const before = await countFiles();
    const rejected: [string, Part][] = [
      ['svg', { field: 'imageUrl', bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' }],
      ['svg named .png', { field: 'imageUrl', bytes: SVG, name: 'logo.png', type: 'image/png' }],
      [
        'text named .png',
        {
          field: 'thumbImageUrl',
          bytes: Buffer.from('just some text, not an image\n'.repeat(20)),
          name: 'photo.png',
          type: 'image/png',
        },
      ],
      [
        'html named .gif',
        {
          field: 'imageUrl',
          bytes: Buffer.from('GIF89a<script>alert(1)</script>'),
          name: 'x.gif',
          type: 'image/gif',
        },
      ],
      [
        'empty file',
        { field: 'imageUrl', bytes: Buffer.alloc(0), name: 'e.png', type: 'image/png' },
      ],
    ];
    for (const [name, part] of rejected) {
      const answer = await upload(form(part));
      expect(answer.status, name).toBe(400);
      expect(answer.body.message, name).toBeTruthy();
      expect(answer.body.errors?.[part.field], name).toBeTruthy();
    }
    const svg = await upload(form(rejected[0]![1]));
    expect(svg.body.errors).toEqual({ imageUrl: WRONG_TYPE });

    // A truncated PNG and a decompression bomb are refused without a 5xx.
    const truncated = (await images.png()).subarray(0, 60);
    const broken = await upload(
      form({ field: 'imageUrl', bytes: truncated, name: 'cut.png', type: 'image/png' }),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.imageUrl).toBeTruthy();
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const huge = await upload(
      form({ field: 'imageUrl', bytes: bomb, name: 'bomb.png', type: 'image/png' }),
    );
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.imageUrl).toBeTruthy();

    expect(await countFiles()).toBe(before);
  });

  it('answers 400 with a field error to an empty request and to unknown or repeated fields', async () => {
    const before = await countFiles();
    const empty = await upload(undefined);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ imageUrl: 'Choose an image to upload' });

    const noFiles = new FormData();
    noFiles.append('title', 'no file here');
    const fieldsOnly = await upload(noFiles);
    expect(fieldsOnly.status).toBe(400);
    expect(fieldsOnly.body.errors).toEqual({ imageUrl: 'Choose an image to upload' });

    const png = await images.png();
    const unknown = await upload(
      form({ field: 'avatar', bytes: png, name: 'a.png', type: 'image/png' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.avatar).toBeTruthy();

    const twice = await upload(
      form(
        { field: 'imageUrl', bytes: png, name: 'a.png', type: 'image/png' },
        { field: 'imageUrl', bytes: png, name: 'b.png', type: 'image/png' },
      ),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.imageUrl).toBeTruthy();
    expect(await countFiles()).toBe(before);
  });

  it('stores nothing when one of the two images is rejected', async () => {
    const before = await countFiles();
    const answer = await upload(
      form(
        { field: 'imageUrl', bytes: await images.png(), name: 'ok.png', type: 'image/png' },
        { field: 'thumbImageUrl', bytes: SVG, name: 'thumb.png', type: 'image/png' },
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ thumbImageUrl: WRONG_TYPE });
    expect(await countFiles()).toBe(before);
  });

  it('rejects a file over 5 MB with a message', async () => {
    const before = await countFiles();
    const big = Buffer.concat([await images.png(), randomBytes(5 * 1024 * 1024)]);
    const answer = await upload(
      form({ field: 'imageUrl', bytes: big, name: 'big.png', type: 'image/png' }),
    );
    expect([400, 413]).toContain(answer.status);
    expect(answer.body.message).toMatch(/5 MB/);
    expect(answer.body.errors?.imageUrl).toBeTruthy();
    expect(await countFiles()).toBe(before);
  });

  it('refuses images larger than 5000 × 5000 pixels with a precise message, and decodes few at once', async () => {
    const before = await countFiles();
    // Small files (one colour compresses well) that would each decode to over 100 MB of pixels.
    const wide = await base(6300, 6300).png({ compressionLevel: 9 }).toBuffer();
    const tall = await base(40, 5001).png().toBuffer();
    for (const bytes of [wide, tall]) {
      const answer = await upload(
        form({ field: 'imageUrl', bytes, name: 'big.png', type: 'image/png' }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ imageUrl: 'Images must be at most 5000 × 5000 pixels' });
    }
    // A burst of uploads is queued, not refused: every one is answered.
    const burst = await Promise.all(
      Array.from({ length: 8 }, async () =>
        upload(
          form(
            { field: 'imageUrl', bytes: wide, name: 'big.png', type: 'image/png' },
            {
              field: 'thumbImageUrl',
              bytes: await images.png(),
              name: 'ok.png',
              type: 'image/png',
            },
          ),
        ),
      ),
    );
    expect(burst.map((a) => a.status)).toEqual(Array(8).fill(400));
    expect(await countFiles()).toBe(before);
    const fine = await upload(
      form({
        field: 'imageUrl',
        bytes: await base(4000, 3000).png().toBuffer(),
        name: 'ok.png',
        type: 'image/png',
      }),
    );
    expect(fine.status).toBe(201);
  });

  it('answers 401 without a valid token and stores nothing', async () => {
    const before = await countFiles();
    for (const auth of [null, 'garbage']) {
      const answer = await upload(
        form({ field: 'imageUrl', bytes: await images.png(), name: 'a.png', type: 'image/png' }),
        auth,
      );
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: 401, message: 'Please sign in again' });
    }
    expect(await countFiles()).toBe(before);
  });

  it('answers 404 for unknown and malformed upload ids', async () => {
    const uploaded = await upload(
      form({ field: 'imageUrl', bytes: await images.png(), name: 'a.png', type: 'image/png' }),
    );
    const id = urlPattern().exec(uploaded.body.image_url!)![1]!;
    for (const path of [
      `/uploads/${unknownId()}.webp`,
      `/uploads/${id}.png`,
      `/uploads/${id}.svg`,
      `/uploads/${id.toUpperCase()}.webp`,
      '/uploads/not-an-id.webp',
      `/uploads/${id}`,
    ]) {
      const response = await fetch(`${app.server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type') ?? '', path).not.toContain('image/');
      await response.arrayBuffer();
    }
    expect((await fetch(`${app.server.url}/uploads/${id}.webp`)).status).toBe(200);
  });
});
