import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/Button';
import { CrudNotice } from './CrudNotice';
import { PageTitle } from './PageTitle';
import type { Notice } from './use-crud';

/** A CRUD screen's heading: its title and intro, the "Add New" button and the last notice. */
export function CrudHeader({
  title,
  intro,
  crud,
}: {
  title: string;
  intro: ReactNode;
  crud: { form: { add: () => void }; notice: Notice };
}) {
  return (
    <>
      <PageTitle
        title={title}
        intro={intro}
        action={
          <Button onClick={crud.form.add}>
            <Plus aria-hidden="true" className="size-4" />
            Add New
          </Button>
        }
      />
      <div className="mb-4 space-y-3 empty:hidden">
        <CrudNotice notice={crud.notice} />
      </div>
    </>
  );
}
