import { ExternalLink, Eye, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '~/components/dashboard/ConfirmModal';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { ServiceFormModal } from '~/components/dashboard/ServiceFormModal';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { Alert } from '~/components/ui/Alert';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { Table, TBody, Td, Th, THead, TableMessageRow } from '~/components/ui/Table';
import { StatusPill } from '~/components/ui/StatusPill';
import { api, errorMessage } from '~/lib/api';
import { useRemote } from '~/lib/use-remote';
import { isDisplayableImage } from '../../../domain/blog-view';
import type { ServiceView } from '../../../domain/service';

export const meta = () => [{ title: 'Services | Dashboard | ECS Digital' }];

/** Admins get every service, inactive ones included. */
const loadServices = async () => (await api<{ services: ServiceView[] }>('/api/services')).services;

type Notice = { tone: 'success' | 'error'; text: string } | null;

export default function DashboardServicesPage() {
  const { isAdmin } = useDashboardUser();
  if (!isAdmin) return <NotAllowed />;
  return <ServicesManager />;
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

function ServicesManager() {
  const services = useRemote(loadServices);
  const { run: reload } = services;
  useEffect(() => {
    void reload();
  }, [reload]);

  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<ServiceView | null>(null);
  const [viewing, setViewing] = useState<ServiceView | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const closeForm = () => {
    setFormOpen(false);
    setSelected(null);
  };
  const confirmDelete = async () => {
    if (!deleteId) return;
    setDeleting(true);
    try {
      const answer = await api<{ message: string }>(`/api/services/${deleteId}`, {
        method: 'DELETE',
      });
      setNotice({ tone: 'success', text: answer.message });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      // Close only once the list is fresh, so focus moves on from a row that no longer exists.
      await reload();
      setDeleteId(null);
      setDeleting(false);
    }
  };

  const list = services.data ?? [];
  return (
    <>
      <PageTitle
        title="Services"
        intro="The services listed on /services. Inactive services are hidden from the website."
        action={
          <Button
            onClick={() => {
              setSelected(null);
              setFormOpen(true);
              setNotice(null);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add New
          </Button>
        }
      />
      <div className="mb-4 space-y-3 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {services.error ? <Alert tone="error">{services.error}</Alert> : null}
      </div>
      <Table caption="Services">
        <THead>
          <tr>
            <Th className="w-12">#</Th>
            <Th>Title</Th>
            <Th>Background Image</Th>
            <Th>Description</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </THead>
        <TBody>
          {services.loading && !services.data ? (
            <TableMessageRow colSpan={5}>Loading....</TableMessageRow>
          ) : list.length === 0 ? (
            <TableMessageRow colSpan={5}>No Services Available</TableMessageRow>
          ) : (
            list.map((service, index) => (
              <tr key={service._id}>
                <Td className="text-muted">{index + 1}</Td>
                <Td className="min-w-48 font-medium text-navy-900">
                  {service.title}
                  {service.isActive ? null : (
                    <StatusPill tone="warning" className="ml-2">
                      Inactive
                    </StatusPill>
                  )}
                </Td>
                <Td>
                  <img
                    src={
                      isDisplayableImage(service.thumbnailImageUrl)
                        ? service.thumbnailImageUrl
                        : BLOG_PLACEHOLDER
                    }
                    alt=""
                    width={64}
                    height={40}
                    loading="lazy"
                    className="h-10 w-16 rounded-md border border-line object-cover"
                  />
                </Td>
                <Td className="max-w-96 min-w-60 text-muted">
                  <span className="line-clamp-2">{service.description}</span>
                </Td>
                <Td>
                  <div className="ml-auto grid w-52 grid-cols-2 gap-1.5">
                    <Button
                      variant="outline"
                      size="sm"
                      className="col-span-2"
                      aria-label={`View Details of ${service.title}`}
                      onClick={() => setViewing(service)}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      View Details
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${service.title}`}
                      onClick={() => {
                        setSelected(service);
                        setFormOpen(true);
                        setNotice(null);
                      }}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-danger-700"
                      aria-label={`Delete ${service.title}`}
                      onClick={() => {
                        setDeleteId(service._id);
                        setNotice(null);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Delete
                    </Button>
                  </div>
                </Td>
              </tr>
            ))
          )}
        </TBody>
      </Table>
      <ServiceFormModal
        open={formOpen}
        service={selected}
        onClose={closeForm}
        onSaved={(message) => {
          closeForm();
          setNotice({ tone: 'success', text: message });
          void reload();
        }}
      />
      <ServiceDetails service={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        open={deleteId !== null}
        title="Delete service"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setDeleteId(null)}
      >
        <p>Are you sure you want to delete this service? It disappears from the website at once.</p>
      </ConfirmModal>
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
