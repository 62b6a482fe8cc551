import { Button } from '~/components/ui/Button';

/** Previous and Next under a paged list, with where the list stands; hidden for one page. */
export function Pager({
  page,
  goTo,
}: {
  page: { page: number; pages: number };
  goTo: (n: number) => void;
}) {
  if (page.pages <= 1) return null;
  return (
    <div className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={page.page <= 1}
        onClick={() => goTo(page.page - 1)}
      >
        Previous
      </Button>
      <p className="text-sm text-muted">
        Page {page.page} of {page.pages}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page.page >= page.pages}
        onClick={() => goTo(page.page + 1)}
      >
        Next
      </Button>
    </div>
  );
}
