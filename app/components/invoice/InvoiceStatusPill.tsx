import type { ComponentProps } from 'react';
import { StatusPill } from '~/components/ui/StatusPill';
import { invoiceStatusLabels, type InvoiceStatus } from '~/domain/invoice-status';

/** How each status looks (docs/product.md#invoice-lifecycle): settled green, void red. */
const tones: Record<InvoiceStatus, ComponentProps<typeof StatusPill>['tone']> = {
  draft: 'neutral',
  sent: 'info',
  viewed: 'warning',
  paid: 'success',
  void: 'danger',
};

export function InvoiceStatusPill({ status }: { status: InvoiceStatus }) {
  return (
    <StatusPill tone={tones[status]} className="whitespace-nowrap">
      {invoiceStatusLabels[status]}
    </StatusPill>
  );
}
