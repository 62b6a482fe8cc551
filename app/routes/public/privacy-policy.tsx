import { LegalPage } from '~/components/legal/LegalPage';
import { seo } from '~/lib/seo';
import { privacyIntro, privacyPolicy, privacyUpdatedAt } from '~/content/legal';
import type { Route } from './+types/privacy-policy';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Privacy Policy',
    description: 'How ECS Digital collects, uses and protects personal information.',
  }),
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      summary="How we collect, use and protect your personal information."
      intro={privacyIntro}
      sections={privacyPolicy}
      updatedAt={privacyUpdatedAt}
    />
  );
}
