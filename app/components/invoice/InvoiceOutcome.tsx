import { formatMoney } from '~/domain/format';
import { Download, Printer, Send } from 'lucide-react';
import type { Ref } from 'react';
import { INVOICE_FAILURE } from '~/domain/invoice';
import type { InvoiceSubmissionResult } from '~/domain/invoice-form';
import { invoicePdfFilename } from '~/domain/invoice-status';
import { Alert } from '~/components/ui/Alert';
import { Button, buttonClasses } from '~/components/ui/Button';
import { needsScripts } from '~/lib/use-hydrated';

interface OutcomeProps {
  result: InvoiceSubmissionResult | undefined;
  /** Where focus goes when an answer arrives. */
  statusRef: Ref<HTMLDivElement>;
  sending: boolean;
  hydrated: boolean;
}

/** The answer to a submission, and the form's buttons: submit, print, and the stored PDF. */
export function InvoiceOutcome({ result, statusRef, sending, hydrated }: OutcomeProps) {
  const resultErrors = result && !result.ok ? (result.errors ?? {}) : {};
  return (
    <>
      <div
        ref={statusRef}
        id="invoice-outcome"
        tabIndex={-1}
        className="scroll-mt-24 space-y-4 focus:outline-none"
      >
        {result?.ok ? (
          <Alert tone="success" title={result.message}>
            {result.delivery === 'sent'
              ? `Invoice ${result.number} for ${formatMoney(result.totalCents)} was sent to the client, to the representative and to our accounts team.`
              : `Invoice ${result.number} for ${formatMoney(result.totalCents)} has reached our accounts team. We will check it and send it to the client and the representative.`}
          </Alert>
        ) : null}
        {result && !result.ok ? (
          <Alert tone="error" title={result.message}>
            {result.message === INVOICE_FAILURE
              ? 'Nothing was sent. Please try again in a moment.'
              : null}
            {/* Without JavaScript the line messages cannot sit next to their fields. */}
            {!hydrated && Object.keys(resultErrors).length ? (
              <ul className="mt-2 list-disc pl-5">
                {Object.values(resultErrors).map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={sending}>
          <Send aria-hidden="true" className="size-4" />
          Submit Invoice
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={() => window.print()}
          {...needsScripts(hydrated)}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print / Save as PDF
        </Button>
        {/* The stored invoice, drawn by the server (docs/product.md#invoice-pdf). */}
        {result?.ok ? (
          <a
            href={result.pdf}
            download={invoicePdfFilename(result)}
            className={buttonClasses('outline', 'lg')}
          >
            <Download aria-hidden="true" className="size-4" />
            Download PDF
          </a>
        ) : null}
      </div>
    </>
  );
}
