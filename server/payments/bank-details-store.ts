import type { BankDetails } from '~/domain/bank-details';
import type { Db } from '~/server/db/database';
import type { BankDetailsTable } from '~/server/db/schema';

/**
 * The agency's bank account for transfers (docs/product.md#bank-transfer): the one owner of
 * `bank_details`, a single row (id 1) or none.
 */

export interface StoredBankDetails extends BankDetails {
  updatedAt: string;
  updatedBy: string | null;
}

const toDetails = (row: BankDetailsTable): StoredBankDetails => ({
  accountName: row.account_name,
  bankName: row.bank_name,
  accountNumber: row.account_number,
  routingNumber: row.routing_number,
  swift: row.swift,
  iban: row.iban,
  instructions: row.instructions,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

/** The saved details, or null when none are (transfers are then not offered). */
export async function findBankDetails(db: Db): Promise<StoredBankDetails | null> {
  const row = await db
    .selectFrom('bank_details')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? toDetails(row) : null;
}

/** Saves the details (parsed by bankDetailsSchema), replacing what was there. */
export async function saveBankDetails(
  db: Db,
  details: BankDetails,
  by: { userId: string; now: Date },
): Promise<StoredBankDetails> {
  const values = {
    account_name: details.accountName,
    bank_name: details.bankName,
    account_number: details.accountNumber,
    routing_number: details.routingNumber,
    swift: details.swift,
    iban: details.iban,
    instructions: details.instructions,
    updated_at: by.now.toISOString(),
    updated_by: by.userId,
  };
  await db
    .insertInto('bank_details')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return { ...details, updatedAt: values.updated_at, updatedBy: by.userId };
}

/** Removes the details; true when there were some. */
export async function clearBankDetails(db: Db): Promise<boolean> {
  const result = await db.deleteFrom('bank_details').where('id', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
