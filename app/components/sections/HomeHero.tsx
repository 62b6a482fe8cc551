import { CheckCircle2 } from '~/components/ui/sprite';
import { ButtonLink } from '~/components/ui/Button';
import type { HomeHero as HomeHeroContent } from '~/content/home';
import { site } from '~/content/site';

/** The home variant of the hero banner: heading, subheading, bullets and two buttons. */
export function HomeHero({ hero }: { hero: HomeHeroContent }) {
  return (
    <section
      className="on-dark relative overflow-hidden bg-navy-900 text-white"
      aria-labelledby="hero-heading"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_30rem_at_90%_0%,rgb(109_94_252/0.45),transparent),radial-gradient(40rem_24rem_at_0%_100%,rgb(44_70_130/0.9),transparent)]"
      />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <h1 id="hero-heading" className="text-4xl leading-[1.08] sm:text-5xl lg:text-display">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-navy-100">{hero.subheading}</p>
          <ul className="mt-8 space-y-3">
            {hero.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-navy-50">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-accent-300"
                />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink to={hero.primaryButton.to} size="lg">
              {hero.primaryButton.label}
            </ButtonLink>
            <ButtonLink to={hero.secondaryButton.to} size="lg" variant="light">
              {hero.secondaryButton.label}
              <span className="sr-only"> about {site.name}</span>
            </ButtonLink>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-6">
            {hero.proof.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-navy-100">{figure.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src={hero.image}
          alt=""
          width={960}
          height={800}
          fetchPriority="high"
          className="mx-auto hidden h-auto w-full max-w-xl sm:block"
        />
      </div>
    </section>
  );
}
