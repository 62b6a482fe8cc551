import { MapPin } from '~/components/ui/sprite';
import { useState } from 'react';
import { contactSection } from '~/content/home';
import { headOffice, site } from '~/content/site';
import { Button } from '~/components/ui/Button';
import { ContactForm } from './ContactForm';
import { SectionHeading } from './SectionHeading';

const mapBox = '-95.4870,30.0630,-95.3870,30.1230';

/** The map is a third-party embed, so it loads only when the visitor asks for it (privacy). */
export function OfficeMap() {
  const [show, setShow] = useState(false);
  const address = `${headOffice.street}, ${headOffice.city}, ${headOffice.region} ${headOffice.postalCode}`;
  if (show) {
    return (
      <iframe
        title={`Map of our ${headOffice.city} office`}
        src={`https://www.openstreetmap.org/export/embed.html?bbox=${mapBox}&layer=mapnik&marker=30.0930,-95.4370`}
        className="h-80 w-full rounded-2xl border border-line"
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <div className="flex h-80 flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-navy-200 bg-[linear-gradient(135deg,var(--color-navy-50),var(--color-accent-50))] p-6 text-center">
      <MapPin aria-hidden="true" className="size-10 text-accent-600" />
      <p className="font-semibold text-navy-900">{site.name}</p>
      <p className="text-sm text-muted">{address}</p>
      <Button variant="outline" onClick={() => setShow(true)}>
        Show map
      </Button>
      <p className="max-w-xs text-xs text-muted">
        The map is provided by OpenStreetMap and loads from their servers.
      </p>
    </div>
  );
}

/** 'Ready to Get Started?': the map (on request) and the contact form. */
export function ContactSection() {
  return (
    <section id="contact-form" className="section" aria-labelledby="contact-heading">
      <div className="container-page">
        <SectionHeading
          id="contact-heading"
          eyebrow="Contact"
          heading={contactSection.heading}
          intro={contactSection.paragraph}
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
          <OfficeMap />
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
