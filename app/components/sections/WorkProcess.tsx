import { workProcess } from '~/content/home';
import { SectionHeading } from './SectionHeading';

export function WorkProcess() {
  return (
    <section className="section bg-surface" aria-labelledby="work-process">
      <div className="container-page">
        <SectionHeading
          id="work-process"
          eyebrow="Our process"
          heading={workProcess.heading}
          intro={workProcess.intro}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {workProcess.steps.map((step) => (
            <li key={step.step} className="card relative p-7">
              <span
                aria-hidden="true"
                className="inline-flex size-12 items-center justify-center rounded-full bg-accent-600 text-lg font-bold text-white"
              >
                {String(step.step).padStart(2, '0')}
              </span>
              <h3 className="mt-5 text-xl">
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
              </h3>
              <p className="mt-3 text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
