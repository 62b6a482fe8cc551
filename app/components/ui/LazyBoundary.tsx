import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { whenNear } from '~/lib/when-near';

/** Renders `pending` until the boundary's content has hydrated in the browser, then `ready`. */
function HydrationMark() {
  return <span hidden data-boundary={useHydrated() ? 'ready' : 'pending'} />;
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function closedGate(): Gate {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Holds its children until the gate opens; while the page hydrates, their server HTML stays as sent. */
function AfterGate({ gate, children }: { gate: Gate | undefined; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/** True only in the browser, while the page's first render is attaching to the server's HTML. */
const hydratingPage = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/**
 * A Suspense boundary for lazily loaded, server-rendered sections: the server sends their HTML with
 * the page. In the browser, on the page's first load, a section's code loads and hydrates only as
 * the section comes within 300 px of the screen (`whenNear`), so a phone spends its first seconds on what it
 * shows (docs/decisions/058-scripts-after-first-paint.md); until then the section is the server's
 * HTML, its links working as links. After a client-side navigation the section loads at once.
 * The hidden mark shows when the section's code has arrived and it responds to input (the e2e
 * helper `waitForHydration` waits for it).
 */
export function LazyBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const start = useRef<HTMLSpanElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  const [gate] = useState(() => (hydratingPage() ? closedGate() : undefined));
  useEffect(() => {
    if (!gate) return;
    // The boundary's elements stand between the two marks (with React's comment markers).
    const elements: Element[] = [];
    let element = start.current?.nextElementSibling ?? null;
    while (element && element !== end.current) {
      elements.push(element);
      element = element.nextElementSibling;
    }
    return whenNear(elements, gate.open);
  }, [gate]);
  return (
    <>
      <span hidden ref={start} />
      <Suspense fallback={fallback}>
        <AfterGate gate={gate}>{children}</AfterGate>
        <HydrationMark />
      </Suspense>
      <span hidden ref={end} />
    </>
  );
}
