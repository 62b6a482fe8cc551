import { ctaBlock } from '~/content/home-sections';
import { ButtonLink } from '~/components/ui/Button';

interface CtaBlockProps {
  /** Page-specific wording; the link always goes to the contact page. */
  heading?: string;
  text?: string;
}

export function CtaBlock({ heading = ctaBlock.heading, text = ctaBlock.text }: CtaBlockProps) {
  return (
    <section className="section" aria-labelledby="cta-heading">
      <div className="container-page">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-accent-700 px-6 py-14 text-center text-white sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(30rem_16rem_at_10%_0%,rgb(255_255_255/0.14),transparent),radial-gradient(30rem_16rem_at_100%_100%,rgb(11_27_63/0.5),transparent)]"
          />
          <h2 id="cta-heading" className="relative text-3xl sm:text-4xl">
            {heading}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-accent-50">{text}</p>
          <ButtonLink to={ctaBlock.link.to} variant="light" size="lg" className="relative mt-8">
            {ctaBlock.link.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
