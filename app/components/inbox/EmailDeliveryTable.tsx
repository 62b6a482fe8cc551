import { formatDateTime } from '~/domain/format';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useDashboardAction } from '~/lib/dashboard-data';
import type { InboxIntent } from '~/lib/inbox';
import type { EmailState, EmailStatus } from '~/domain/inbox';
import { cx } from '~/lib/cx';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Clip, Table, TBody, Td, Th, THead } from '~/components/ui/Table';

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
  caption,
}: {
  emails: EmailState[];
  isAdmin: boolean;
  caption: string;
}) {
  // Retrying goes through the screen's clientAction, which reloads the screen afterwards.
  const action = useDashboardAction();
  const [target, setTarget] = useState<string | null>(null);
  const retry = (email: EmailState) => {
    setTarget(email._id);
    void action.run({ intent: 'retry-email', id: email._id } satisfies InboxIntent);
  };
  const notice = action.result;

  return (
    <div className="space-y-3">
      {notice ? <Alert tone={notice.ok ? 'success' : 'error'} title={notice.message} /> : null}
      <Table caption={caption} cards>
        <THead>
          <tr>
            <Th>Subject</Th>
            <Th>To</Th>
            <Th>Status</Th>
            <Th>Attempts</Th>
            {isAdmin ? <Th className="text-right">Action</Th> : null}
          </tr>
        </THead>
        <TBody>
          {emails.map((email) => (
            <tr key={email._id}>
              <Td cell="title" fill className="min-w-48">
                <Clip text={email.subject} className="font-medium text-navy-900" />
                <span className="block text-xs whitespace-nowrap text-muted">
                  Created {formatDateTime(email.createdAt)}
                </span>
              </Td>
              <Td label="To">
                <Clip text={email.to.join(', ')} className="max-w-56" />
              </Td>
              <Td label="Status" className="min-w-36">
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
              <Td label="Attempts">{email.attempts}</Td>
              {isAdmin ? (
                <Td cell="actions">
                  {email.status !== 'sent' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => retry(email)}
                      disabled={action.busy && target === email._id}
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
