import { MessageCircleQuestion } from 'lucide-react';
import { LegalPage } from '~/components/legal/LegalPage';
import { ButtonLink } from '~/components/ui/Button';
import { seo } from '~/lib/seo';
import {
  legalUpdatedAt,
  termsAndConditions,
  termsContactPrompt,
  termsIntro,
} from '~/content/legal';
import type { Route } from './+types/terms-conditions';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Terms and Conditions',
    description: 'Terms and conditions for using the ECS Digital website and services.',
  }),
];

export default function TermsConditionsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      summary="The terms that apply when you use this site and work with us."
      intro={termsIntro}
      sections={termsAndConditions}
      updatedAt={legalUpdatedAt}
    >
      <div className="mt-12 flex flex-col gap-5 rounded-card bg-navy-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-600 text-white">
            <MessageCircleQuestion aria-hidden="true" className="size-5" />
          </span>
          <p className="text-navy-900">{termsContactPrompt.text}</p>
        </div>
        <ButtonLink to={termsContactPrompt.link.to} className="shrink-0 self-start sm:self-auto">
          {termsContactPrompt.link.label}
        </ButtonLink>
      </div>
    </LegalPage>
  );
}
