import { History, RotateCcw } from 'lucide-react';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { StatusPill } from '~/components/ui/StatusPill';
import { useDashboardAction } from '~/lib/dashboard-data';
import {
  diffSnapshots,
  REVISION_REASONS,
  type BlogRevision,
  type DiffPart,
} from '~/domain/blog-revision';
import { formatInZone } from '~/domain/blog-schedule';

function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="rounded bg-danger-50 text-danger-700">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={index} className="rounded bg-success-50 text-success-700">
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}

/** Every saved version, what each changed, and Restore (docs/product.md#blog-revisions). */
export function BlogRevisions({ revisions }: { revisions: BlogRevision[] }) {
  const action = useDashboardAction<{ message: string }>();
  const result = action.result;
  return (
    <section aria-labelledby="revisions-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="revisions-heading" className="flex items-center gap-2 text-xl">
        <History aria-hidden="true" className="size-5" />
        Revisions
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every save is kept. Restoring brings back a version's content as a new revision; the status
        stays as it is.
      </p>
      {result ? (
        <div className="mt-4">
          <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert>
        </div>
      ) : null}
      <ol className="mt-4 space-y-3">
        {revisions.map((revision, index) => {
          const older = revisions[index + 1];
          const changes = diffSnapshots(older?.snapshot ?? null, revision.snapshot);
          return (
            <li key={revision._id} className="rounded-xl border border-line">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-3 hover:bg-surface">
                  <span className="font-semibold text-navy-900">
                    {REVISION_REASONS[revision.reason]}
                  </span>
                  <span className="text-sm text-muted">
                    {revision.author ? `by ${revision.author}, ` : ''}
                    <time dateTime={revision.createdAt}>{formatInZone(revision.createdAt)}</time>
                  </span>
                  <span className="text-sm">“{revision.snapshot.title}”</span>
                  {index === 0 ? <StatusPill tone="info">Current version</StatusPill> : null}
                </summary>
                <div className="space-y-4 border-t border-line p-3">
                  {older ? (
                    changes.length ? (
                      <dl className="space-y-3">
                        {changes.map((change) => (
                          <div key={change.field}>
                            <dt className="text-sm font-medium text-muted">{change.label}</dt>
                            <dd>
                              <DiffText parts={change.parts} />
                            </dd>
                          </div>
                        ))}
                      </dl>
                    ) : (
                      <p className="text-sm text-muted">No changes from the version before.</p>
                    )
                  ) : (
                    <p className="text-sm text-muted">The first saved version.</p>
                  )}
                  {index > 0 ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={action.busy}
                      onClick={() => void action.run({ revisionId: revision._id })}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Restore this version
                    </Button>
                  ) : null}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
