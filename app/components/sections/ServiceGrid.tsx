import { Check } from '~/components/ui/sprite';
import { Link } from 'react-router';
import { CardLink } from '~/components/ui/CardLink';
import type { ServiceView } from '~/domain/service';
import { Icon } from '~/components/ui/Icon';

/** What a service card shows; loaders send only this, never the detail page's content. */
export type ServiceCardData = Pick<
  ServiceView,
  '_id' | 'url' | 'title' | 'description' | 'bgImageUrl' | 'icon' | 'features' | 'cta'
>;

export function toServiceCard(service: ServiceView): ServiceCardData {
  const { _id, url, title, description, bgImageUrl, icon, features, cta } = service;
  return { _id, url, title, description, bgImageUrl, icon, features, cta };
}

/** Service cards: image, icon, title, description, features and a call to action. */
export function ServiceGrid({ services }: { services: ServiceCardData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service._id}
          className="card group flex flex-col overflow-hidden transition-shadow hover:shadow-lift"
        >
          <img
            src={service.bgImageUrl}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full bg-navy-50 object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <span className="-mt-12 mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-accent-600 text-white shadow-card">
              <Icon name={service.icon} className="size-6" />
            </span>
            <h3 className="text-xl">
              <Link to={`/services/${service.url}`} className="hover:text-accent-700">
                {service.title}
              </Link>
            </h3>
            <p className="mt-3 text-muted">{service.description}</p>
            <ul className="mt-5 space-y-2 text-sm">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <CardLink to={`/services/${service.url}`} className="pt-6">
              {service.cta || 'Learn More'}
              <span className="sr-only"> about {service.title}</span>
            </CardLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
