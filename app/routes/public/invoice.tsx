import { PageHeader } from '~/components/layout/PageHeader';
import { seo } from '~/lib/seo';
import type { Route } from './+types/invoice';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Invoice',
    description: 'Prepare and send an ECS Digital invoice with a live preview.',
  }),
];

export default function InvoicePage() {
  return (
    <PageHeader
      title={'Invoice Builder'}
      intro={'Prepare an invoice for a client and preview it as you type.'}
    />
  );
}
