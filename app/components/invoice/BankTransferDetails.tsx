import { Landmark } from 'lucide-react';
import { bankDetailsLines, transferReference, type BankDetails } from '~/domain/bank-details';
import { cx } from '~/lib/cx';

/**
 * How to pay an invoice by bank transfer (docs/product.md#bank-transfer): the agency's account,
 * the reference to quote and the admin's instructions, on the hosted invoice and the order page.
 * The values can be selected and copied as they are; a long IBAN wraps between its groups.
 */
export function BankTransferDetails({
  details,
  invoiceNumber,
  headingId,
  titleAs: Title = 'h2',
  className,
}: {
  details: BankDetails;
  invoiceNumber: string;
  headingId: string;
  /** The heading's level where the block sits: h3 inside another section. */
  titleAs?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <section aria-labelledby={headingId} className={cx('card p-5 sm:p-6', className)}>
      <Title id={headingId} className="flex items-center gap-2 text-lg">
        <Landmark aria-hidden="true" className="size-5 text-accent-700" />
        Pay by bank transfer
      </Title>
      <p className="mt-1 text-sm text-muted">{transferReference(invoiceNumber)}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {bankDetailsLines(details).map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-sm text-muted">{line.label}</dt>
            <dd className="font-medium break-words text-navy-900 tabular-nums max-sm:-mt-2.5">
              {line.value}
            </dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-sm text-muted">Reference</dt>
          <dd className="font-medium text-navy-900 max-sm:-mt-2.5">{invoiceNumber}</dd>
        </div>
      </dl>
      {details.instructions ? (
        <p className="mt-4 text-sm whitespace-pre-line text-muted">{details.instructions}</p>
      ) : null}
    </section>
  );
}
