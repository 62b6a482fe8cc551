import { ChevronDown } from '~/components/ui/sprite';
import { Accordion } from 'radix-ui';
import { faqs } from '~/content/faqs';
import { faqSection } from '~/content/home-sections';
import { SectionHeading } from './SectionHeading';

/** The FAQ accordion: six questions, one open at a time, operable by keyboard. */
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
        <Accordion.Root
          type="single"
          collapsible
          defaultValue={`faq-${faqs[0]?.id}`}
          className="mt-10 space-y-3"
        >
          {faqs.map((faq) => (
            <Accordion.Item key={faq.id} value={`faq-${faq.id}`} className="card overflow-hidden">
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-navy-900 hover:text-accent-700">
                    {faq.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-6 pb-5 text-muted">{faq.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
