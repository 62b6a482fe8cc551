import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { newObjectId } from '~/domain/ids';
import type { Database } from '~/server/db/schema';
import { FieldRefused } from '~/server/errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'gif']);
const MAX_EDGE = 2400;
/** Largest image accepted, each way: decoding costs memory and time in proportion to pixels. */
export const MAX_INPUT_EDGE = 5000;
export const TOO_MANY_PIXELS = `Images must be at most ${MAX_INPUT_EDGE} × ${MAX_INPUT_EDGE} pixels`;
/**
 * Images decoded at once by this process; more wait their turn, so a burst of large uploads takes
 * longer instead of taking all the memory and every core.
 */
const decoding = pLimit(2);

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface StoredImage {
  id: string;
  ext: 'webp';
  width: number;
  height: number;
  size: number;
}

/** An image refused: the message stands above the form and next to the field. */
const reject = (field: string, message: string) => new FieldRefused(field, message, message);

/**
 * Accepts a real PNG, JPEG, WebP or GIF (judged by its content, never its name) and re-encodes it
 * as WebP, which drops every piece of metadata.
 */
export function encodeImage(input: Buffer, field: string): Promise<EncodedImage> {
  return decoding(() => encodeNow(input, field));
}

async function encodeNow(input: Buffer, field: string): Promise<EncodedImage> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Reads the header only: the size is known before a single pixel is decoded.
    const metadata = await sharp(input, { animated: true }).metadata();
    format = metadata.format;
    width = metadata.width ?? 0;
    height = metadata.pageHeight ?? metadata.height ?? 0;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format))
    throw reject(field, 'Please upload a PNG, JPEG, WebP or GIF image');
  if (width > MAX_INPUT_EDGE || height > MAX_INPUT_EDGE) throw reject(field, TOO_MANY_PIXELS);
  try {
    const output = await sharp(input, {
      animated: format === 'gif' || format === 'webp',
      // Animated images stack their frames: bound the whole, not one frame.
      limitInputPixels: MAX_INPUT_EDGE * MAX_INPUT_EDGE,
    })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      data: output.data,
      width: output.info.width,
      height: output.info.pageHeight ?? output.info.height,
    };
  } catch {
    throw reject(field, 'This image could not be read');
  }
}

/**
 * Stores an encoded image, uploaded at `now`; callers encode every file of a request first, so a
 * bad one stores none.
 */
export async function saveImage(
  db: Kysely<Database>,
  image: EncodedImage,
  uploadedBy: string | null,
  now: Date,
): Promise<StoredImage> {
  const id = newObjectId(now);
  await db
    .insertInto('files')
    .values({
      id,
      ext: 'webp',
      mime: 'image/webp',
      bytes: image.data,
      size: image.data.length,
      width: image.width,
      height: image.height,
      uploaded_by: uploadedBy,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, ext: 'webp', width: image.width, height: image.height, size: image.data.length };
}

export async function readImage(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('files')
    .select(['bytes', 'mime', 'ext', 'size'])
    .where('id', '=', id)
    .executeTakeFirst();
}
