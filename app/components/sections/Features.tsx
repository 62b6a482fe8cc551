import { featuresBlock } from '~/content/home-sections';
import { Icon } from '~/components/ui/Icon';
import { SectionHeading } from './SectionHeading';

/**
 * 'Results You Can Measure': the heading and its headline figure set large on one side, the three
 * outcomes as a list on the other, so it reads differently from the card grids around it.
 */
export function Features() {
  return (
    <section className="on-dark section bg-navy-900 text-white" aria-labelledby="features-heading">
      <div className="container-page grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <div>
          <SectionHeading
            id="features-heading"
            tone="dark"
            align="left"
            eyebrow="Why ECS Digital"
            heading={featuresBlock.heading}
            intro={featuresBlock.intro}
          />
          <p className="mt-10 flex items-end gap-4 border-t border-white/15 pt-8">
            <span className="text-7xl leading-none font-bold tracking-tight text-white sm:text-8xl">
              {featuresBlock.figure.value}
            </span>
            <span className="max-w-48 pb-1 text-navy-100">{featuresBlock.figure.label}</span>
          </p>
        </div>
        <ul className="divide-y divide-white/10 border-y border-white/10">
          {featuresBlock.boxes.map((box) => (
            <li key={box.title} className="grid grid-cols-[auto_1fr] gap-x-5 py-7">
              <span className="row-span-3 inline-flex size-12 items-center justify-center rounded-xl bg-accent-600">
                <Icon name={box.icon} className="size-6 text-white" />
              </span>
              <h3 className="text-xl">{box.title}</h3>
              <p className="mt-1 font-semibold text-accent-200">{box.highlight}</p>
              <p className="mt-2 text-navy-100">{box.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
