import { ChevronDown } from '~/components/ui/sprite';
import { faqs } from '~/content/faqs';
import { faqSection } from '~/content/home-sections';
import { SectionHeading } from './SectionHeading';

/**
 * The FAQ: six questions, one open at a time, the first open to start with. Native disclosures
 * sharing one `name` (an exclusive accordion): the browser opens and closes them, by pointer or
 * keyboard, before any script has run and without JavaScript at all, and none ships to do it.
 */
export function Faq() {
  return (
    <section className="section" aria-labelledby="faq-heading">
      <div className="container-page max-w-4xl">
        <SectionHeading
          id="faq-heading"
          eyebrow="FAQ"
          heading={faqSection.heading}
          intro={faqSection.intro}
        />
        <div className="mt-10 space-y-3">
          {faqs.map((faq, index) => (
            <details
              key={faq.id}
              name="faq"
              open={index === 0}
              className="group card overflow-hidden"
            >
              <summary className="flex cursor-pointer rounded-card focus-visible:-outline-offset-4 list-none items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-navy-900 hover:text-accent-700 [&::-webkit-details-marker]:hidden">
                <h3 className="text-base font-semibold">{faq.question}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-6 pb-5 text-muted">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
