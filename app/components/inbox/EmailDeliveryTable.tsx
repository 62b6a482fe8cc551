import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { api, errorMessage } from '~/lib/api';
import { formatDateTime, type EmailState, type EmailStatus } from '~/lib/inbox';
import { cx } from '~/lib/cx';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Table, TBody, Td, Th, THead } from '../ui/Table';

const statusStyles: Record<EmailStatus, string> = {
  sent: 'bg-success-50 text-success-700',
  pending: 'bg-warning-50 text-warning-700',
  failed: 'bg-danger-50 text-danger-700',
};
const statusLabels: Record<EmailStatus, string> = {
  sent: 'Sent',
  pending: 'Pending',
  failed: 'Failed',
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-pill px-2.5 py-0.5 text-xs font-semibold',
        statusStyles[status],
      )}
    >
      {statusLabels[status]}
    </span>
  );
}

function deliveryNote(email: EmailState) {
  if (email.status === 'sent' && email.sentAt) return `Sent ${formatDateTime(email.sentAt)}`;
  if (email.status === 'pending' && email.nextAttemptAt)
    return `Next attempt ${formatDateTime(email.nextAttemptAt)}`;
  return null;
}

/** Each email's delivery state; admins can queue an unsent one again. */
export function EmailDeliveryTable({
  emails,
  isAdmin,
  onRetried,
  caption,
}: {
  emails: EmailState[];
  isAdmin: boolean;
  onRetried: () => void;
  caption: string;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const retry = async (email: EmailState) => {
    setBusy(email._id);
    setNotice(null);
    try {
      const answer = await api<{ message: string }>(`/api/outbox/${email._id}/retry`, {
        method: 'POST',
      });
      setNotice({ tone: 'success', text: answer.message });
      onRetried();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-3">
      {notice ? <Alert tone={notice.tone} title={notice.text} /> : null}
      <Table caption={caption}>
        <THead>
          <tr>
            <Th>Subject</Th>
            <Th>To</Th>
            <Th>Status</Th>
            <Th>Attempts</Th>
            {isAdmin ? <Th>Action</Th> : null}
          </tr>
        </THead>
        <TBody>
          {emails.map((email) => (
            <tr key={email._id}>
              <Td className="max-w-xs min-w-56">
                <span className="block font-medium text-navy-900">{email.subject}</span>
                <span className="block text-xs text-muted">
                  Created {formatDateTime(email.createdAt)}
                </span>
              </Td>
              <Td className="whitespace-nowrap">{email.to.join(', ')}</Td>
              <Td className="min-w-40">
                <EmailStatusBadge status={email.status} />
                {deliveryNote(email) ? (
                  <span className="mt-1 block text-xs text-muted">{deliveryNote(email)}</span>
                ) : null}
                {email.lastError && email.status !== 'sent' ? (
                  <span className="mt-1 block max-w-xs text-xs break-words text-danger-700">
                    {email.lastError}
                  </span>
                ) : null}
              </Td>
              <Td>{email.attempts}</Td>
              {isAdmin ? (
                <Td>
                  {email.status !== 'sent' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void retry(email)}
                      disabled={busy === email._id}
                      aria-label={`Retry email: ${email.subject}`}
                    >
                      <RotateCw aria-hidden="true" className="size-4" />
                      Retry
                    </Button>
                  ) : (
                    <span className="text-xs text-muted">—</span>
                  )}
                </Td>
              ) : null}
            </tr>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
