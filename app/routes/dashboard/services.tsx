import { ExternalLink, Lock, Tags } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CrudConfirmDelete } from '~/components/dashboard/CrudConfirmDelete';
import { CrudHeader } from '~/components/dashboard/CrudHeader';
import { CrudTable } from '~/components/dashboard/CrudTable';
import { RecordCells } from '~/components/dashboard/RecordCells';
import { useCrud } from '~/components/dashboard/use-crud';
import { ViewEditDelete } from '~/components/dashboard/ViewEditDelete';
import { Deferred } from '~/components/dashboard/Deferred';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { PlansModal, type SavePlansIntent } from '~/components/dashboard/PlansModal';
import { ServiceFormModal } from '~/components/dashboard/ServiceFormModal';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { Td } from '~/components/ui/Table';
import { api } from '~/lib/api';
import {
  actionBody,
  crudRequest,
  dashboardMeta,
  load,
  mutate,
  type CrudIntent,
  type Loaded,
} from '~/lib/dashboard-data';
import { decodeToken, readStoredToken } from '~/lib/token';
import { isDisplayableImage } from '~/domain/blog-view';
import type { PlanView } from '~/domain/plan';
import type { ServiceRequest, ServiceView } from '~/domain/service';
import type { Route } from './+types/services';

export const meta = () => dashboardMeta('Services | Dashboard | ECS Digital');

export async function clientLoader() {
  // Admins get every service and plan, inactive ones included; staff are shown a notice instead.
  const isAdmin = Boolean(decodeToken(readStoredToken())?.isAdmin);
  return {
    services: isAdmin
      ? load(async () => (await api<{ services: ServiceView[] }>('/api/services')).services)
      : undefined,
    plans: isAdmin
      ? load(async () => (await api<{ plans: PlanView[] }>('/api/plans')).plans)
      : undefined,
  };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = await actionBody<CrudIntent<ServiceRequest> | SavePlansIntent>(request);
  if (body.intent === 'save-plans')
    return mutate(() =>
      api<{ message: string }>(`/api/services/${encodeURIComponent(body.id)}/plans`, {
        method: 'PUT',
        body: { plans: body.plans },
      }),
    );
  return crudRequest('/api/services', body);
}

export default function DashboardServicesPage({ loaderData }: Route.ComponentProps) {
  const { isAdmin } = useDashboardUser();
  if (!isAdmin || !loaderData.services) return <NotAllowed />;
  return <ServicesManager services={loaderData.services} plans={loaderData.plans ?? noPlans} />;
}

/** Staff who open the address directly; the API answers 403 to them as well. */
function NotAllowed() {
  return (
    <>
      <PageTitle title="Services" />
      <div className="card flex flex-col items-center gap-4 p-10 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-warning-50 text-warning-700">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-xl">You are not allowed to manage services</h2>
        <p className="max-w-md text-muted">
          Only administrators can add, edit or delete services. Ask an administrator if something on
          the services pages needs to change.
        </p>
        <Link to="/dashboard" className={buttonClasses('primary')}>
          Back to the dashboard
        </Link>
      </div>
    </>
  );
}

const noPlans: Promise<Loaded<PlanView[]>> = Promise.resolve({ data: [], error: null });

function ServicesManager({
  services,
  plans,
}: {
  services: Promise<Loaded<ServiceView[]>>;
  plans: Promise<Loaded<PlanView[]>>;
}) {
  const crud = useCrud<ServiceView>();
  const [viewing, setViewing] = useState<ServiceView | null>(null);
  const [pricing, setPricing] = useState<ServiceView | null>(null);
  return (
    <>
      <CrudHeader
        title="Services"
        intro="The services listed on /services. Inactive services are hidden from the website."
        crud={crud}
      />
      <CrudTable
        caption="Services"
        headers={[
          { label: '#', className: 'w-12' },
          { label: 'Title' },
          { label: 'Background Image' },
          { label: 'Description' },
          { label: 'Status' },
          { label: 'Actions', className: 'text-right' },
        ]}
        rows={services}
        emptyText="No Services Available"
      >
        {(list) =>
          list.map((service, index) => (
            <tr key={service._id}>
              <RecordCells
                index={index}
                title={service.title}
                active={service.isActive}
                thumbnail={service.thumbnailImageUrl}
                summary={service.description}
                summaryLabel="Description"
                open={{ onClick: () => setViewing(service) }}
              />
              <Td cell="actions">
                <ViewEditDelete
                  name={service.title}
                  view={{ onClick: () => setViewing(service) }}
                  onEdit={() => crud.form.edit(service)}
                  onDelete={() => crud.remove.ask(service)}
                  more={{
                    icon: Tags,
                    label: 'Plans',
                    name: `Plans for ${service.title}`,
                    onClick: () => {
                      crud.setNotice(null);
                      setPricing(service);
                    },
                  }}
                />
              </Td>
            </tr>
          ))
        }
      </CrudTable>
      <ServiceFormModal
        open={crud.form.open}
        service={crud.form.record}
        onClose={crud.form.close}
        onSaved={crud.form.saved}
      />
      <ServiceDetails service={viewing} onClose={() => setViewing(null)} />
      <Deferred value={plans} fallback={null}>
        {(loaded) => (
          <PlansModal
            service={pricing}
            plans={loaded}
            onClose={() => setPricing(null)}
            onSaved={(message) => {
              setPricing(null);
              crud.setNotice({ tone: 'success', text: message });
            }}
          />
        )}
      </Deferred>
      <CrudConfirmDelete crud={crud} title="Delete service">
        <p>Are you sure you want to delete this service? It disappears from the website at once.</p>
      </CrudConfirmDelete>
    </>
  );
}

/**
 * View Details shows what the dashboard stores (inactive services have no public page) and links
 * to the public page when the service is live.
 */
function ServiceDetails({
  service,
  onClose,
}: {
  service: ServiceView | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={service !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={service?.title ?? 'Service'}
      size="lg"
      footer={
        <>
          {service?.isActive ? (
            <Link
              to={`/services/${service.url}`}
              className={buttonClasses('outline')}
              onClick={onClose}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Open the public page
            </Link>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {service ? (
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ['Banner Image', service.bgImageUrl],
                ['Background Image', service.thumbnailImageUrl],
              ] as const
            ).map(([label, url]) => (
              <figure key={label}>
                <img
                  src={isDisplayableImage(url) ? url : BLOG_PLACEHOLDER}
                  alt={label}
                  className="aspect-video w-full rounded-xl border border-line bg-surface object-cover"
                />
                <figcaption className="mt-2 text-sm text-muted">{label}</figcaption>
              </figure>
            ))}
          </div>
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-muted">Address</dt>
            <dd>/services/{service.url}</dd>
            <dt className="font-medium text-muted">Status</dt>
            <dd>{service.isActive ? 'Active (listed on the website)' : 'Inactive (hidden)'}</dd>
            <dt className="font-medium text-muted">Description</dt>
            <dd>{service.description}</dd>
          </dl>
          {service.longDescription ? (
            <section aria-label="Long description" className="border-t border-line pt-4">
              {/* Sanitized by the server when it was stored. */}
              <div
                className="prose-body"
                dangerouslySetInnerHTML={{ __html: service.longDescription }}
              />
            </section>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
