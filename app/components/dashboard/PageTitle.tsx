import type { ReactNode } from 'react';

/** The heading row of a dashboard screen: title, a line of context and the screen's main action. */
export function PageTitle({
  title,
  intro,
  action,
}: {
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        {/* Focusable from script only: focus lands here when the element that had it is removed. */}
        <h1 tabIndex={-1} className="text-2xl focus:outline-none sm:text-3xl">
          {title}
        </h1>
        {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      </div>
      {action}
    </div>
  );
}
