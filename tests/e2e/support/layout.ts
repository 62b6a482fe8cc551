import { expect, type Page } from '@playwright/test';

/** The widths the layout sweep checks: a narrow phone, a common phone, a tablet, a small laptop, a laptop, a desktop. */
export const SWEEP_WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;

/**
 * Finds what a visitor would see cut off on the current screen: the document wider than the
 * viewport, or a visible button or link not fully inside the viewport's width and the visible box of
 * every ancestor that clips it sideways (overflow other than visible), so a control reachable only by
 * scrolling a table or a strip sideways counts as cut off; only a row that snaps card by card (a
 * swipeable row of plans) may hold cards beyond its edge. Up and down, only a box that hides its
 * overflow cuts a control off; one that scrolls (a dialog's body, the sidebar) does not.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`);

    const describe = (el: Element) => {
      const text = (
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('title') ||
        el.tagName
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60);
      return `${el.tagName.toLowerCase()} "${text}"`;
    };
    const boxName = (box: Element) =>
      `${box.tagName.toLowerCase()}${
        typeof box.className === 'string' && box.className.trim()
          ? `.${box.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      }`;
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    // Screen-reader-only text, skip links waiting for focus, and what is hidden from everyone.
    const offscreenOnPurpose = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'absolute' && style.clip && style.clip !== 'auto') return true;
        if (style.clipPath && style.clipPath !== 'none') return true;
        if (node.classList.contains('sr-only')) return true;
        if (node.getAttribute('aria-hidden') === 'true') return true;
      }
      return false;
    };
    // A carousel's slides wait off to the side, out of reach of keyboards and readers (inert).
    const inert = (el: Element) => el.closest('[inert]') !== null;

    const snapRowHolding = (el: Element) => {
      const rect = el.getBoundingClientRect();
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.scrollSnapType === 'none' || !/auto|scroll/.test(style.overflowX)) continue;
        const start = box.getBoundingClientRect().left + box.clientLeft - box.scrollLeft;
        return rect.left >= start - 1 && rect.right <= start + box.scrollWidth + 1 ? box : null;
      }
      return null;
    };

    const controls = document.querySelectorAll(
      'a[href], button, [role="button"], [role="link"], [role="tab"], input[type="submit"], summary',
    );
    const epsilon = 1;
    for (const el of controls) {
      if (!visible(el) || offscreenOnPurpose(el) || inert(el)) continue;
      // A row that snaps card by card (plans on a phone) is made to be swiped: a card beyond its
      // edge is the next one, peeking in, not one cut off. A control within the row's reach is
      // judged by the row: the row itself must fit.
      const snapRow = snapRowHolding(el);
      const target = snapRow ?? el;
      const rect = target.getBoundingClientRect();
      if (rect.left < -epsilon || rect.right > root.clientWidth + epsilon) {
        problems.push(
          `${describe(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, outside the ${root.clientWidth} px viewport`,
        );
        continue;
      }
      for (let box = target.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const clipsX = style.overflowX !== 'visible';
        const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (!clipsX && !hidesY) continue;
        const outer = box.getBoundingClientRect();
        // The visible box: inside the borders, without a scroll bar's width.
        const left = outer.left + box.clientLeft;
        const right = left + box.clientWidth;
        const top = outer.top + box.clientTop;
        const bottom = top + box.clientHeight;
        const cutX = clipsX && (rect.left < left - epsilon || rect.right > right + epsilon);
        const cutY = hidesY && (rect.top < top - epsilon || rect.bottom > bottom + epsilon);
        if (cutX || cutY) {
          problems.push(`${describe(el)} is cut off by ${boxName(box)}`);
          break;
        }
      }
    }
    return [...new Set(problems)];
  });
}

/** Fails with every layout problem named when the page has any at its current width. */
export async function expectNoLayoutProblems(page: Page, label: string) {
  expect(await layoutProblems(page), `${label}: clipped or overflowing`).toEqual([]);
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
