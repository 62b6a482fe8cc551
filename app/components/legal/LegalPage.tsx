import type { ReactNode } from 'react';
import type { LegalSection } from '~/content/legal';
import { PageHeader } from '~/components/layout/PageHeader';
import { LastUpdated } from './LastUpdated';
import { LegalContents } from './LegalContents';
import { LegalSections } from './LegalSections';

interface LegalPageProps {
  title: string;
  summary: string;
  intro: string;
  sections: LegalSection[];
  updatedAt: string;
  /** Closing content after the last section. */
  children?: ReactNode;
}

/** A legal text: revision date, introduction and numbered sections, with a table of contents. */
export function LegalPage({
  title,
  summary,
  intro,
  sections,
  updatedAt,
  children,
}: LegalPageProps) {
  return (
    <>
      <PageHeader title={title} intro={summary} variant="compact" />
      <div className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-x-16">
          <div className="max-w-3xl lg:col-start-2 lg:row-start-1">
            <LastUpdated date={updatedAt} />
            <p className="mt-6 text-lg leading-8 text-muted">{intro}</p>
          </div>
          {/* Beside the whole text on wide screens, between the introduction and the text on phones. */}
          <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <LegalContents sections={sections} />
          </div>
          <div className="max-w-3xl lg:col-start-2 lg:row-start-2">
            <LegalSections sections={sections} />
            {children}
          </div>
        </div>
      </div>
    </>
  );
}
