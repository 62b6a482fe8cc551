import { technologiesSection } from '~/content/home-sections';
import {
  defaultTechnologyTab,
  technologyTabs,
  technologyLogoUrl,
  type TechnologyTab,
} from '~/content/technologies';
import { SectionHeading } from './SectionHeading';

/**
 * Each list shows while its option is chosen: CSS on the options' own radio buttons, so the
 * browser switches the lists by pointer and keyboard before the page's scripts have run and
 * without JavaScript at all, and no script ships to do it (as the FAQ's disclosures).
 */
const shownWhenChosen: Record<TechnologyTab['id'], string> = {
  'front-end': 'group-has-[[value=front-end]:checked]/stack:grid',
  'back-end': 'group-has-[[value=back-end]:checked]/stack:grid',
};

const panelId = (tab: TechnologyTab) => `technologies-${tab.id}`;

/** 'Technologies Behind Our Solutions.' with the Front End (default) and Back End lists. */
export function Technologies() {
  return (
    <section
      id="technologies"
      className="section bg-surface"
      aria-labelledby="technologies-heading"
    >
      <div className="container-page">
        <SectionHeading
          id="technologies-heading"
          eyebrow="Technology"
          heading={technologiesSection.heading}
          intro={technologiesSection.intro}
        />
        <div className="group/stack mt-10">
          <fieldset className="mx-auto flex w-fit gap-1 rounded-pill border border-line bg-white p-1">
            <legend className="sr-only">Technology stack</legend>
            {technologyTabs.map((tab) => (
              <label
                key={tab.id}
                className="relative cursor-pointer rounded-pill px-5 py-2.5 text-sm font-semibold text-navy-900 has-checked:bg-navy-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
              >
                <input
                  type="radio"
                  name="technology-stack"
                  value={tab.id}
                  defaultChecked={tab.id === defaultTechnologyTab}
                  aria-controls={panelId(tab)}
                  className="sr-only"
                />
                {tab.label}
              </label>
            ))}
          </fieldset>
          {technologyTabs.map((tab) => (
            <ul
              key={tab.id}
              id={panelId(tab)}
              aria-label={`${tab.label} technologies`}
              className={`mt-8 hidden grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7 ${shownWhenChosen[tab.id]}`}
            >
              {tab.items.map((item) => (
                <li key={item.name} className="card flex flex-col items-center gap-3 px-4 py-6">
                  <img
                    src={technologyLogoUrl(item.icon)}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    decoding="async"
                    className="size-10"
                  />
                  <span className="text-sm font-semibold text-navy-900">{item.name}</span>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
