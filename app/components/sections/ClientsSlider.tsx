import { clients } from '~/content/clients';
import { clientsSection } from '~/content/home-sections';
import { Carousel, clientSliderSettings } from '~/components/ui/Carousel';
import { SectionHeading } from './SectionHeading';

export function ClientsSlider() {
  return (
    <section className="section" aria-labelledby="clients-heading">
      <div className="container-page">
        <SectionHeading
          id="clients-heading"
          eyebrow="Our clients"
          heading={clientsSection.heading}
        />
        <Carousel
          className="mt-10"
          label="Client logos"
          items={clients}
          settings={clientSliderSettings}
          getKey={(client) => client.id}
          renderItem={(client) => (
            <div className="flex h-28 items-center justify-center rounded-xl border border-line bg-white px-6">
              <img
                src={client.logo}
                alt={client.name}
                width={240}
                height={96}
                loading="lazy"
                className="h-16 w-auto"
              />
            </div>
          )}
        />
      </div>
    </section>
  );
}
