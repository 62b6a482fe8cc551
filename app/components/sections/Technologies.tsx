import { Tabs } from 'radix-ui';
import { technologiesSection } from '~/content/home-sections';
import { defaultTechnologyTab, technologyTabs, technologyLogoUrl } from '~/content/technologies';
import { SectionHeading } from './SectionHeading';

/** 'Technologies Behind Our Solutions.' with the Front End (default) and Back End tabs. */
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
        {/* Without JavaScript every panel shows under its name (app/lib/without-scripts.ts). */}
        <Tabs.Root defaultValue={defaultTechnologyTab} className="mt-10" data-unfold-tabs>
          <Tabs.List
            aria-label="Technology stack"
            className="mx-auto flex w-fit gap-1 rounded-pill border border-line bg-white p-1"
          >
            {technologyTabs.map((tab) => (
              <Tabs.Trigger
                key={tab.id}
                value={tab.id}
                className="rounded-pill px-5 py-2.5 text-sm font-semibold text-navy-900 data-[state=active]:bg-navy-900 data-[state=active]:text-white"
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {technologyTabs.map((tab) => (
            <Tabs.Content
              key={tab.id}
              value={tab.id}
              // In the page whether chosen or not, for the page without scripts.
              forceMount
              className="mt-8 data-[state=inactive]:hidden"
            >
              <h3 data-panel-name className="mb-4 hidden text-center text-lg">
                {tab.label}
              </h3>
              <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7">
                {tab.items.map((item) => {
                  return (
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
                  );
                })}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
