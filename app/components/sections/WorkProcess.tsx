import { workProcess } from '~/content/home-sections';
import { SectionHeading } from './SectionHeading';

/** 'How to Start Working With Us': three numbered steps on one line, joined like a timeline. */
export function WorkProcess() {
  return (
    <section className="section" aria-labelledby="work-process">
      <div className="container-page">
        <SectionHeading
          id="work-process"
          align="left"
          eyebrow="Our process"
          heading={workProcess.heading}
          intro={workProcess.intro}
        />
        <ol className="relative mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
          {workProcess.steps.map((step, index) => (
            <li key={step.step} className="relative pl-16 md:pt-16 md:pl-0">
              {index < workProcess.steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-12 bottom-[-2.5rem] left-6 w-px bg-accent-200 md:top-6 md:right-[-2rem] md:bottom-auto md:left-12 md:h-px md:w-auto"
                />
              ) : null}
              <span
                aria-hidden="true"
                className="absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-full bg-accent-600 text-lg font-bold text-white ring-8 ring-accent-50"
              >
                {String(step.step).padStart(2, '0')}
              </span>
              <h3 className="text-xl">
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
              </h3>
              <p className="mt-3 max-w-sm text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
