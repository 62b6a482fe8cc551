import { useState } from 'react';
import { useDashboardAction } from '~/lib/dashboard-data';

/**
 * The dashboard's one pattern for a list of records (blogs, services, staff accounts): a table
 * loaded by the route's client loader, an add/edit form in a modal, a confirmed delete through the
 * route's client action, and a notice that says what happened.
 */

/** What a CRUD screen says about the last change. */
export type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The state of one CRUD screen: which record the form or the delete dialog is open for. */
export function useCrud<T extends { _id: string }>() {
  // undefined: the form is closed; null: adding; a record: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const action = useDashboardAction();
  return {
    notice,
    setNotice,
    action,
    form: {
      open: editing !== undefined,
      record: editing ?? null,
      add: () => {
        setNotice(null);
        setEditing(null);
      },
      edit: (record: T) => {
        setNotice(null);
        setEditing(record);
      },
      close: () => setEditing(undefined),
      /** After a successful save: close the form and say so (the list reloads by itself). */
      saved: (message: string) => {
        setEditing(undefined);
        setNotice({ tone: 'success', text: message });
      },
    },
    remove: {
      record: deleting,
      ask: (record: T) => {
        setNotice(null);
        setDeleting(record);
      },
      cancel: () => setDeleting(null),
      /** Runs the delete; the dialog closes once the list is fresh, so focus has a row to go to. */
      confirm: async (body: { intent: string; id: string }, done?: string) => {
        const result = await action.run(body);
        setNotice(
          result.ok
            ? { tone: 'success', text: done ?? result.message }
            : { tone: 'error', text: result.message },
        );
        setDeleting(null);
      },
    },
  };
}
