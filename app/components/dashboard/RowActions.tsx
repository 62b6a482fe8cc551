import { MoreVertical, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { cx } from '~/lib/cx';

/** One thing staff can do to a record: a button, or a link when it has an `href`. */
export interface RecordAction {
  icon: LucideIcon;
  label: string;
  /** What screen readers hear, e.g. 'Edit Spring launch'. */
  name: string;
  onClick?: () => void;
  href?: string;
  danger?: boolean;
  disabled?: boolean;
}

const iconButton =
  'group relative inline-flex size-9 items-center justify-center rounded-lg text-navy-700 transition hover:bg-navy-50 hover:text-navy-900 focus-visible:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A record's actions (docs/product.md#responsive): in a table at least 928 px wide, a compact row
 * of icon buttons, each named for assistive technology and labelled by a tooltip on hover and
 * focus; in a narrower table and on a card, one "Actions" button opening a menu, so a row never
 * hides them off its edge and its columns keep the width the icons would take.
 */
export function RowActions({ record, actions }: { record: string; actions: RecordAction[] }) {
  // A menu item's action runs once the menu has closed and focus is back on its button, so a
  // dialog it opens returns focus there when it closes.
  const pending = useRef<(() => void) | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className="hidden justify-end gap-0.5 @min-[58rem]/table:flex">
        {actions.map((action) => {
          const Icon = action.icon;
          const content = (
            <>
              <Icon aria-hidden="true" className="size-4" />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute right-1/2 bottom-full z-10 mb-1.5 translate-x-1/2 rounded-md bg-navy-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-md transition group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                {action.label}
              </span>
            </>
          );
          const className = cx(iconButton, action.danger && 'text-danger-700 hover:bg-danger-50');
          return action.href ? (
            <Link
              key={action.label}
              to={action.href}
              aria-label={action.name}
              className={className}
            >
              {content}
            </Link>
          ) : (
            <button
              key={action.label}
              type="button"
              aria-label={action.name}
              disabled={action.disabled}
              onClick={action.onClick}
              className={className}
            >
              {content}
            </button>
          );
        })}
      </div>
      <div className="@min-[58rem]/table:hidden">
        {/* Not modal: a dialog the menu opens must be free to take focus and pointer events. */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            ref={trigger}
            aria-label={`Actions for ${record}`}
            className={cx(iconButton, 'border border-line bg-white')}
          >
            <MoreVertical aria-hidden="true" className="size-5" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              onCloseAutoFocus={(event) => {
                const run = pending.current;
                if (!run) return;
                pending.current = null;
                event.preventDefault();
                trigger.current?.focus();
                run();
              }}
              className="z-50 min-w-48 rounded-xl border border-line bg-white p-1.5 shadow-lg"
            >
              {actions.map((action) => {
                const Icon = action.icon;
                const className = cx(
                  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-navy-900 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-navy-50',
                  action.danger && 'text-danger-700 data-[highlighted]:bg-danger-50',
                );
                const inner = (
                  <>
                    <Icon aria-hidden="true" className="size-4" />
                    {action.label}
                  </>
                );
                return action.href ? (
                  <DropdownMenu.Item key={action.label} asChild className={className}>
                    <Link to={action.href} aria-label={action.name}>
                      {inner}
                    </Link>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item
                    key={action.label}
                    aria-label={action.name}
                    disabled={action.disabled}
                    onSelect={() => {
                      pending.current = action.onClick ?? null;
                    }}
                    className={className}
                  >
                    {inner}
                  </DropdownMenu.Item>
                );
              })}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </>
  );
}
