import { LogoMark } from './Logo';

/** The full-screen loading view: the brand mark and a spinner, announced politely. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 grid place-items-center bg-white"
    >
      <div className="flex flex-col items-center gap-5">
        <LogoMark className="size-14" />
        <span
          aria-hidden="true"
          className="size-8 animate-spin-slow rounded-full border-[3px] border-accent-100 border-t-accent-600"
        />
        <span className="sr-only">{label}…</span>
      </div>
    </div>
  );
}
