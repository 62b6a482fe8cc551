import {
  FileText,
  Inbox,
  LayoutDashboard,
  LogOut,
  Menu,
  ReceiptText,
  Settings,
  Shapes,
  UsersRound,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { LoadingScreen } from '~/components/layout/LoadingScreen';
import { Logo } from '~/components/layout/Logo';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { logout, requireSessionUser } from '~/lib/auth.client';
import { cx } from '~/lib/cx';
import { dashboardMeta, layoutShouldRevalidate } from '~/lib/dashboard-data';
import type { Route } from './+types/layout';
import type { loader as rootLoader } from '~/root';

export async function clientLoader() {
  const user = await requireSessionUser();
  return { _id: user._id, firstName: user.firstName, isAdmin: user.isAdmin };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = layoutShouldRevalidate;

export function HydrateFallback() {
  return <LoadingScreen label="Loading your dashboard" />;
}

export const meta = () => dashboardMeta('Dashboard | ECS Digital');

/** No dashboard page belongs in a search engine, whatever its HTML says (docs/product.md#noindex). */
export const headers = () => ({ 'X-Robots-Tag': 'noindex' });

/**
 * The sidebar's entries, in order. A new screen is one more line here; `adminOnly` entries are
 * hidden from staff (the screens and the API check the role as well).
 */
const navItems = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true, adminOnly: false },
  { to: '/dashboard/services', label: 'Services', icon: Shapes, end: false, adminOnly: true },
  { to: '/dashboard/blogs', label: 'Blogs', icon: FileText, end: false, adminOnly: false },
  { to: '/dashboard/inbox', label: 'Inbox', icon: Inbox, end: false, adminOnly: false },
  { to: '/dashboard/invoices', label: 'Invoices', icon: ReceiptText, end: false, adminOnly: false },
  { to: '/dashboard/clients', label: 'Clients', icon: UsersRound, end: false, adminOnly: false },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings, end: false, adminOnly: false },
];

/** The sidebar is always shown from this width up (Tailwind's lg breakpoint). */
const DESKTOP_QUERY = '(min-width: 64rem)';

function useIsDesktop() {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(DESKTOP_QUERY);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => true,
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { firstName, isAdmin } = loaderData;
  const { pathname, search } = useLocation();
  // An invoice opened from the Invoices screen keeps that screen marked, though it lives under Inbox.
  const section =
    new URLSearchParams(search).get('from') === 'invoices' ? '/dashboard/invoices' : undefined;
  const isCurrent = (to: string, end: boolean) =>
    section ? to === section : pathname === to || (!end && pathname.startsWith(`${to}/`));
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const isDesktop = useIsDesktop();
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // On small screens a closed sidebar is off-screen: keep it out of the tab order and away from
  // assistive technology, move focus into it when it opens and back to the toggle when it closes.
  const sidebarHidden = !isDesktop && !sidebarOpen;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isDesktop) return;
    if (sidebarOpen) closeButton.current?.focus();
    else if (wasOpen.current && !document.activeElement?.closest('dialog'))
      openButton.current?.focus();
    wasOpen.current = sidebarOpen;
  }, [sidebarOpen, isDesktop]);
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);
  const [confirmLogout, setConfirmLogout] = useState(false);

  const [loggingOut, setLoggingOut] = useState(false);
  const release = useRouteLoaderData<typeof rootLoader>('root')?.release;
  const confirmLogoutNow = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      // After logout the visitor goes to / and the page reloads (docs/product.md#logout).
      window.location.assign('/');
    }
  };

  return (
    // From 1024 px the sidebar is always shown: 176 px wide up to 1280 px, so a list beside it keeps
    // its columns (docs/decisions/054-tables-follow-their-container.md), then 256 px.
    <div className="min-h-dvh bg-surface lg:grid lg:grid-cols-[11rem_1fr] xl:grid-cols-[16rem_1fr]">
      <aside
        id="dashboard-sidebar"
        inert={sidebarHidden}
        aria-hidden={sidebarHidden || undefined}
        className={cx(
          'fixed inset-y-0 left-0 z-40 w-64 border-r border-line bg-white transition-transform lg:static lg:w-auto lg:translate-x-0',
          sidebarOpen ? 'translate-x-0 shadow-lift' : '-translate-x-full invisible lg:visible',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-5 lg:px-3 xl:px-5">
          <Link to="/" className="rounded-lg" aria-label="ECS Digital website">
            <Logo />
          </Link>
          <button
            ref={closeButton}
            type="button"
            className="rounded-full p-2 hover:bg-navy-50 lg:hidden"
            aria-label="Close sidebar"
            onClick={() => setSidebarOpen(false)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label="Dashboard" className="p-3">
          <ul className="space-y-1">
            {navItems
              .filter((item) => isAdmin || !item.adminOnly)
              .map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <Link
                    to={to}
                    aria-current={isCurrent(to, end) ? 'page' : undefined}
                    onClick={() => setSidebarOpen(false)}
                    className={cx(
                      'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium',
                      isCurrent(to, end)
                        ? 'bg-accent-50 text-accent-700'
                        : 'text-navy-900 hover:bg-navy-50',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                    {label}
                  </Link>
                </li>
              ))}
            <li>
              <button
                type="button"
                onClick={() => setConfirmLogout(true)}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-navy-900 hover:bg-navy-50"
              >
                <LogOut aria-hidden="true" className="size-5" />
                Logout
              </button>
            </li>
          </ul>
        </nav>
        {release && (
          <p className="mx-5 border-t border-line py-3 text-xs text-muted lg:mx-3 xl:mx-5">
            Version {release.version} · build {release.build}
          </p>
        )}
      </aside>
      {sidebarOpen ? (
        <div
          className="fixed inset-0 z-30 bg-navy-950/40 lg:hidden"
          aria-hidden="true"
          onClick={() => setSidebarOpen(false)}
        />
      ) : null}
      <div className="min-w-0">
        <header className="flex h-16 items-center gap-3 border-b border-line bg-white px-4 sm:px-6">
          <button
            ref={openButton}
            type="button"
            className="rounded-full p-2 hover:bg-navy-50 lg:hidden"
            aria-label="Open sidebar"
            aria-controls="dashboard-sidebar"
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen(true)}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <p className="text-sm text-muted">
            Hello, <span className="font-semibold text-navy-900">{firstName || 'there'}</span>
          </p>
        </header>
        <main className="p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
      <Modal
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title="Logout"
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmLogout(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmLogoutNow} disabled={loggingOut}>
              Logout
            </Button>
          </>
        }
      >
        <p>Are you sure you want to Logout ?</p>
      </Modal>
    </div>
  );
}
