import { CheckCircle2 } from '~/components/ui/sprite';
import { useLocation } from 'react-router';
import { whoWeAre } from '~/content/home-sections';
import { ButtonLink } from '~/components/ui/Button';

/** 'WHO WE ARE?' with its checklist; Discover More is hidden on the about page itself. */
export function WhoWeAre() {
  const { pathname } = useLocation();
  return (
    <section className="section" aria-labelledby="who-we-are">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <img
          src="/images/about/team.svg"
          alt="The ECS Digital team planning a project around a table"
          width={960}
          height={720}
          loading="lazy"
          decoding="async"
          // Beside the text on a wide screen; on a phone the words carry the section on their own.
          className="hidden h-auto w-full rounded-2xl bg-navy-50 lg:block"
        />
        <div>
          <p id="who-we-are" className="eyebrow">
            {whoWeAre.heading}
          </p>
          <h2 className="mt-2 text-3xl sm:text-4xl">{whoWeAre.title}</h2>
          <p className="mt-5 text-lg text-muted">{whoWeAre.paragraph}</p>
          <ul className="mt-6 space-y-3">
            {whoWeAre.checklist.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-accent-600"
                />
                <span className="font-medium text-navy-900">{item}</span>
              </li>
            ))}
          </ul>
          {pathname !== whoWeAre.link.to ? (
            <ButtonLink to={whoWeAre.link.to} className="mt-8">
              {whoWeAre.link.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
