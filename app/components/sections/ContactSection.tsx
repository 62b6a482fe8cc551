import { ArrowUpRight, MapPin } from 'lucide-react';
import { contactSection, ctaBlock } from '~/content/home-sections';
import { headOffice, site } from '~/content/site';
import { cx } from '~/lib/cx';
import { ContactForm } from './ContactForm';

/** Where the head office is, for the directions link (docs/product.md#contact-map). */
const OFFICE_POSITION = { lat: 30.093, lon: -95.437 };
const directionsUrl = `https://www.openstreetmap.org/?mlat=${OFFICE_POSITION.lat}&mlon=${OFFICE_POSITION.lon}#map=16/${OFFICE_POSITION.lat}/${OFFICE_POSITION.lon}`;

/**
 * The head office on a drawn map of its streets, with its address and a link to open it on
 * OpenStreetMap: nothing loads from another site (docs/product.md#contact-map).
 */
export function OfficeMap({ className }: { className?: string }) {
  const address = `${headOffice.street}, ${headOffice.city}, ${headOffice.region} ${headOffice.postalCode}`;
  return (
    <figure
      className={cx(
        'relative overflow-hidden rounded-2xl border border-line bg-navy-50',
        className,
      )}
    >
      <img
        src="/images/contact/office-map.svg"
        alt={`Street map around our ${headOffice.city} office on ${headOffice.street}`}
        width={800}
        height={480}
        loading="lazy"
        decoding="async"
        className="h-48 w-full object-cover sm:h-full sm:min-h-72"
      />
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-white p-4 sm:absolute sm:inset-x-4 sm:bottom-4 sm:rounded-xl sm:bg-white/95 sm:shadow-card">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-accent-600" />
        <span className="min-w-0 grow basis-48 text-sm">
          <span className="block font-semibold text-navy-900">{site.name}, head office</span>
          <span className="block text-muted">{address}</span>
        </span>
        <a
          href={directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
        >
          Get directions
          <ArrowUpRight aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens OpenStreetMap in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * The home page's closing section (docs/product.md#home): one heading, `Let's Build Something Great
 * Together`, under `Ready to Get Started?`, with the contact form beside it on a wide screen and
 * straight under it on a phone, then the office map. No button leads away from the form in view.
 */
export function ContactSection() {
  return (
    <section id="contact-form" className="section pt-0" aria-labelledby="cta-heading">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-navy-900">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_22rem_at_0%_0%,rgb(109_94_252/0.45),transparent),radial-gradient(30rem_20rem_at_100%_100%,rgb(44_70_130/0.7),transparent)]"
          />
          <div className="relative grid gap-8 p-6 sm:gap-10 sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:p-14">
            <div className="on-dark text-white">
              <hgroup>
                <p className="eyebrow text-accent-200">{contactSection.heading}</p>
                <h2 id="cta-heading" className="mt-3 text-3xl sm:text-4xl">
                  {ctaBlock.heading}
                </h2>
              </hgroup>
              <p className="mt-4 text-lg text-navy-100">{ctaBlock.text}</p>
              <p className="mt-4 text-navy-100">{contactSection.paragraph}</p>
            </div>
            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <ContactForm />
            </div>
            <OfficeMap className="lg:self-end" />
          </div>
        </div>
      </div>
    </section>
  );
}
