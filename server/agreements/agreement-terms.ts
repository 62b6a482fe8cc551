import { createHash } from 'node:crypto';
import { agreementIntro, agreementSections } from '~/content/legal';

/** The terms text the agreement page shows, exactly as rendered from content/legal.ts. */
export function agreementTermsText(): string {
  return [
    agreementIntro,
    ...agreementSections.map((section) => `${section.heading}\n${section.body}`),
  ].join('\n\n');
}

/** SHA-256 of the terms shown, stored with each signature as evidence of what was agreed. */
export const agreementTermsSha256 = () =>
  createHash('sha256').update(agreementTermsText(), 'utf8').digest('hex');
