import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/Button';
import { downloadFile, errorMessage } from '~/lib/api';
import { agreementPdfFilename } from '~/domain/agreement-document';
import type { AgreementDetail } from '~/domain/inbox';

/**
 * `Download PDF` on a signed agreement's inbox page (docs/product.md#agreement-pdf): the PDF kept
 * when it was signed, the same file its emails carry. Fetched with the staff token, which a plain
 * link could not send.
 */
export function AgreementPdfDownload({ agreement }: { agreement: AgreementDetail }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setError('');
    setDownloading(true);
    try {
      await downloadFile(
        `/api/inbox/agreements/${encodeURIComponent(agreement._id)}/pdf`,
        agreementPdfFilename(agreement.reference),
      );
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => void download()} disabled={downloading}>
        <Download aria-hidden="true" className="size-4" />
        {downloading ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
