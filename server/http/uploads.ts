import type { RequestHandler } from 'express';
import type { Db } from '~/server/db/database';
import { readImage } from '~/server/files/images';

/** GET /uploads/<id>.<ext>: stored images, cached for a year (ids never change content). */
export function serveUploads(db: Db): RequestHandler {
  return async (req, res, next) => {
    const match = /^([0-9a-f]{24})\.(webp)$/.exec(String(req.params.file));
    if (!match) return next();
    const file = await readImage(db, match[1]!);
    if (!file || file.ext !== match[2]) return next();
    res.setHeader('Content-Type', file.mime);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.end(Buffer.from(file.bytes));
  };
}
