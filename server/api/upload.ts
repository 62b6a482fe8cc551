import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { requireUser } from '~/server/auth/sessions';
import type { AppDeps } from '~/server/context';
import { encodeImage, MAX_IMAGE_BYTES, saveImage, type EncodedImage } from '~/server/files/images';
import { InputRefused, PayloadTooLarge } from '~/server/errors';

const FIELDS = ['imageUrl', 'thumbImageUrl'] as const;

export function uploadRouter(deps: AppDeps) {
  const router = Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10, parts: 12 },
  }).fields(FIELDS.map((name) => ({ name, maxCount: 1 })));

  // Authentication comes first, so an anonymous request never gets its body buffered.
  router.post(
    '/',
    async (req: Request, _res: Response, next: NextFunction) => {
      withUser(req).user = await requireUser(deps, req);
      next();
    },
    (req, res, next) =>
      upload(req, res, (error: unknown) => {
        if (error instanceof multer.MulterError) {
          const field = error.field ?? 'file';
          const message =
            error.code === 'LIMIT_FILE_SIZE'
              ? 'Images must be 5 MB or smaller'
              : 'Only the imageUrl and thumbImageUrl files can be uploaded';
          const errors = { [field]: message };
          next(
            error.code === 'LIMIT_FILE_SIZE'
              ? new PayloadTooLarge(message, errors)
              : new InputRefused(message, errors),
          );
          return;
        }
        if (error) {
          // Anything else busboy reports is a body that is not valid multipart: the sender's fault.
          next(
            new InputRefused(
              'The upload could not be read; send the images as multipart form data',
              {
                imageUrl: 'The upload could not be read',
              },
            ),
          );
          return;
        }
        next();
      }),
    async (req, res) => {
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
      if (!FIELDS.some((name) => files[name]?.[0])) {
        throw new InputRefused('Choose an image to upload', {
          imageUrl: 'Choose an image to upload',
        });
      }
      const user = withUser(req).user!;
      // Every file is checked and encoded before any is stored: a rejected request stores nothing.
      const encoded: [string, EncodedImage][] = [];
      for (const name of FIELDS) {
        const file = files[name]?.[0];
        if (file) encoded.push([name, await encodeImage(file.buffer, name)]);
      }
      const urls: Record<string, string> = {};
      const now = deps.clock.now();
      await deps.db.transaction().execute(async (trx) => {
        for (const [name, image] of encoded) {
          const stored = await saveImage(trx, image, user._id, now);
          urls[name] = `${deps.publicUrl}/uploads/${stored.id}.${stored.ext}`;
        }
      });
      res.status(201).json({
        status: 201,
        message: 'Uploaded',
        image_url: urls.imageUrl ?? null,
        thumbImage_url: urls.thumbImageUrl ?? null,
      });
    },
  );
  return router;
}

const withUser = (req: Request) =>
  req as Request & { user?: Awaited<ReturnType<typeof requireUser>> };
