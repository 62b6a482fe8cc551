import { expect, type Page } from '@playwright/test';

/** The widths the layout sweep checks: a narrow phone, a common phone, a tablet, a small laptop, a laptop, a desktop. */
export const SWEEP_WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;

/**
 * Finds what a visitor would see cut off on the current screen, each problem in words with the
 * control's text: the document wider than the viewport, or a visible button or link that is not
 * fully inside the box that clips it (its nearest ancestor with overflow other than visible, or the
 * viewport's width). A control inside a container that scrolls sideways is fine when it is inside
 * the container's scrollable area (it can be scrolled to), so the check compares against the
 * container's scroll box, not its visible box.
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
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    // Screen-reader-only text and skip links sit off screen on purpose.
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
    // A carousel's slides are off to the side until they slide in; they are hidden from the
    // keyboard and readers while out of view.
    const inert = (el: Element) => el.closest('[inert]') !== null;

    const controls = document.querySelectorAll(
      'a[href], button, [role="button"], [role="link"], [role="tab"], input[type="submit"], summary',
    );
    const epsilon = 1;
    for (const el of controls) {
      if (!visible(el) || offscreenOnPurpose(el) || inert(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.left < -epsilon || rect.right > root.clientWidth + epsilon) {
        // Inside a sideways scroller, a control beyond the viewport can be scrolled to.
        let scroller: Element | null = el.parentElement;
        let reachable = false;
        for (; scroller && scroller !== document.body; scroller = scroller.parentElement) {
          const style = getComputedStyle(scroller);
          if (
            (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
            scroller.scrollWidth > scroller.clientWidth
          ) {
            reachable = true;
            break;
          }
        }
        if (!reachable) {
          problems.push(
            `${describe(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, outside the ${root.clientWidth} px viewport`,
          );
          continue;
        }
      }
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const outer = box.getBoundingClientRect();
        // The scroll box: what can be brought into view by scrolling this container.
        const left = outer.left + box.clientLeft - box.scrollLeft;
        const top = outer.top + box.clientTop - box.scrollTop;
        const right = left + box.scrollWidth;
        const bottom = top + box.scrollHeight;
        const cutX = clipsX && (rect.left < left - epsilon || rect.right > right + epsilon);
        const cutY = clipsY && (rect.top < top - epsilon || rect.bottom > bottom + epsilon);
        // overflow: hidden on a box smaller than its content also hides the rest, across or down:
        // the scroll box still holds what cannot be scrolled to.
        const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        const hiddenX =
          hides(style.overflowX) &&
          (rect.left < outer.left - epsilon || rect.right > outer.right + epsilon);
        const hiddenY =
          hides(style.overflowY) &&
          (rect.top < outer.top - epsilon || rect.bottom > outer.bottom + epsilon);
        if (cutX || cutY || hiddenX || hiddenY) {
          problems.push(
            `${describe(el)} is cut off by its container ${box.tagName.toLowerCase()}${
              box.className && typeof box.className === 'string'
                ? `.${box.className.trim().split(/\s+/).slice(0, 2).join('.')}`
                : ''
            }`,
          );
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
