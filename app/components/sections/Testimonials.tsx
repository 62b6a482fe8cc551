import { Quote, Star } from '~/components/ui/sprite';
import { testimonials, type Testimonial } from '~/content/testimonials';
import { testimonialsSection } from '~/content/home-sections';
import { Carousel, testimonialSliderSettings } from '~/components/ui/Carousel';
import { SectionHeading } from './SectionHeading';

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function Stars({ rating }: { rating: number }) {
  const count = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5" aria-label={`Rated ${count} out of 5`} role="img">
      {Array.from({ length: count }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-4 fill-star text-star" />
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card flex h-full flex-col p-7">
      <Quote aria-hidden="true" className="size-8 text-accent-200" />
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{testimonial.feedback}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
        >
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold text-navy-900">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** 'What our clients say?': stars shown equal each rating. */
export function Testimonials({ heading = testimonialsSection.heading }: { heading?: string }) {
  return (
    <section className="section bg-surface" aria-labelledby="testimonials-heading">
      <div className="container-page">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          heading={heading}
          intro={testimonialsSection.intro}
        />
        <Carousel
          className="mt-10"
          label="Testimonials"
          items={testimonials}
          settings={testimonialSliderSettings}
          getKey={(t) => t.name}
          slideClassName="py-2"
          renderItem={(t) => <TestimonialCard testimonial={t} />}
        />
      </div>
    </section>
  );
}
