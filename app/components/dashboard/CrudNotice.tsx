import { Alert } from '~/components/ui/Alert';
import type { Notice } from './use-crud';

/** The outcome of the last change on a CRUD screen, when there is one. */
export function CrudNotice({ notice }: { notice: Notice }) {
  return notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null;
}
