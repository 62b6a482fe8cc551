import { INVOICE_NUMBER_EXAMPLE } from '~/domain/document-numbers';
import { invoicePdfFilename } from '~/domain/invoice-status';
import { z } from '~/domain/zod';

/** Pieces every path of the OpenAPI document (./openapi.ts) is written with. */
export const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

export const json = (ref: string) => ({
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
});
export const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } },
});
export const errors = {
  '400': answer('Validation failed: `errors` maps each field to its message'),
  '401': answer('Missing, invalid, expired or revoked token'),
  '403': answer('Not allowed for this user'),
  '404': answer('Not found'),
};
export const bearer = [{ bearer: [] }];
export const idParam = [
  { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
];

export const pageParams = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  {
    name: 'limit',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
];

export const pdfAnswer = (description: string) => ({
  description,
  headers: {
    'Content-Disposition': {
      schema: {
        type: 'string',
        example: `attachment; filename="${invoicePdfFilename({ number: INVOICE_NUMBER_EXAMPLE })}"`,
      },
    },
  },
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});
