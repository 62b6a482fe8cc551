import type { LegalSection } from '~/content/legal';

/**
 * Numbered legal sections, each an anchor target for the table of contents. The bodies are our
 * own HTML from content/legal.ts, never visitor input, so they are rendered as they are.
 */
export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return (
    <div className="divide-y divide-line">
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="py-8 first:pt-0 last:pb-0">
          <h2 className="flex gap-3 text-2xl">
            <span className="text-accent-600 tabular-nums">{index + 1}.</span>
            <span>{section.heading}</span>
          </h2>
          <div
            className="prose-body mt-3 [&>:first-child]:mt-0 [&>:last-child]:mb-0"
            dangerouslySetInnerHTML={{ __html: section.body }}
          />
        </section>
      ))}
    </div>
  );
}
