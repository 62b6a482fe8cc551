import { featuresBlock } from '~/content/home';
import { Icon } from '~/components/ui/Icon';
import { SectionHeading } from './SectionHeading';

export function Features() {
  return (
    <section className="on-dark section bg-navy-900 text-white" aria-labelledby="features-heading">
      <div className="container-page">
        <SectionHeading
          id="features-heading"
          tone="dark"
          eyebrow="Why ECS Digital"
          heading={featuresBlock.heading}
          intro={featuresBlock.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {featuresBlock.boxes.map((box) => (
            <li key={box.title} className="rounded-card border border-white/10 bg-white/5 p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-600">
                <Icon name={box.icon} className="size-6 text-white" />
              </span>
              <h3 className="mt-5 text-xl">{box.title}</h3>
              <p className="mt-1 font-semibold text-accent-200">{box.highlight}</p>
              <p className="mt-3 text-navy-100">{box.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
