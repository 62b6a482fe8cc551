import { optionalText, requiredText } from './fields';
import { z } from './zod';

/**
 * The agency's bank account for payments by transfer (docs/product.md#bank-transfer): an admin
 * enters it in Settings; the hosted invoice, the order page and the invoice PDF show it to the
 * client. One schema for the dashboard's form and the API.
 */

/** SWIFT/BIC: 4 letters (bank), 2 letters (country), 2 letters or digits, optionally 3 more. */
const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** IBAN: a country code, 2 check digits, then up to 30 letters and digits (spaces ignored). */
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/** Upper case without spaces, as banks print them in groups of four. */
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const bankDetailsSchema = z
  .object({
    accountName: requiredText('Account name', 120),
    bankName: requiredText('Bank name', 120),
    accountNumber: optionalText(34, 'Account number'),
    routingNumber: optionalText(20, 'Routing number'),
    swift: optionalText(11, 'SWIFT/BIC')
      .transform(compact)
      .refine((value) => !value || SWIFT_PATTERN.test(value), {
        message: 'SWIFT/BIC must be 8 or 11 letters and digits, e.g. CHASUS33',
      }),
    iban: optionalText(42, 'IBAN')
      .transform(compact)
      .refine((value) => !value || IBAN_PATTERN.test(value), {
        message:
          'IBAN must start with a country code and two digits, e.g. GB29 NWBK 6016 1331 9268 19',
      }),
    instructions: optionalText(300, 'Instructions'),
  })
  .strict()
  .refine((details) => Boolean(details.accountNumber || details.iban), {
    message: 'Enter an account number or an IBAN',
    path: ['accountNumber'],
  });

export type BankDetails = z.output<typeof bankDetailsSchema>;
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;

/** An empty form: what Settings shows before any details are saved. */
export const emptyBankDetails: BankDetailsInput = {
  accountName: '',
  bankName: '',
  accountNumber: '',
  routingNumber: '',
  swift: '',
  iban: '',
  instructions: '',
};

/** An IBAN in groups of four, as it is printed for people to copy. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * What a client reads to pay by transfer, label and value, in the order banks ask for them: the one
 * list the hosted invoice, the order page and the PDF print. Empty fields are left out.
 */
export function bankDetailsLines(details: BankDetails): { label: string; value: string }[] {
  const lines = [
    { label: 'Account name', value: details.accountName },
    { label: 'Bank', value: details.bankName },
    { label: 'Account number', value: details.accountNumber },
    { label: 'Routing number', value: details.routingNumber },
    { label: 'SWIFT/BIC', value: details.swift },
    { label: 'IBAN', value: details.iban ? groupedIban(details.iban) : '' },
  ];
  return lines.filter((line) => line.value);
}

/** The reference a client quotes with a transfer, so it is matched to the invoice. */
export const transferReference = (invoiceNumber: string) =>
  `Quote ${invoiceNumber} as the payment reference.`;
