import { PageHeader } from '~/components/layout/PageHeader';
import { seo } from '~/lib/seo';
import type { Route } from './+types/checkout';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Checkout',
    description: 'Complete your ECS Digital order.',
  }),
];

export default function CheckoutPage() {
  return <PageHeader title={'Checkout'} intro={'Confirm your details and submit your order.'} />;
}
