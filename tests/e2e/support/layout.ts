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

/**
 * Finds text a reader cannot see whole inside the elements `scope` selects (the whole page by
 * default):
 * - a box that hides its overflow with its text running past its edge, unless the box carries the
 *   whole text as its `title` (a list's ellipsis, docs/product.md#responsive); with
 *   `wholeText: true` an ellipsis counts too, for text that must never be cut (a name, an email);
 * - a select narrower than its chosen option, a date or time field narrower than its whole value,
 *   a text field whose value runs past its edge, a text area that cannot be resized and hides
 *   some of its lines;
 * - a word, or an address's piece between its dots, broken over two lines ("transport.exam" /
 *   "ple"), outside a box that cuts it with an ellipsis.
 */
export async function textClippingProblems(
  page: Page,
  scope = 'body',
  { wholeText = false }: { wholeText?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(
    ([selector, whole]) => {
      const problems: string[] = [];
      const describe = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ||
          (el as HTMLInputElement).labels?.[0]?.innerText ||
          (el as HTMLElement).innerText ||
          el.tagName;
        return `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
      };
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0;
      };
      const hiddenOnPurpose = (el: Element) => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          if (node.classList.contains('sr-only') || node.getAttribute('aria-hidden') === 'true')
            return true;
          if (node.hasAttribute('inert')) return true;
          const style = getComputedStyle(node);
          if (style.clipPath && style.clipPath !== 'none') return true;
          if (style.position === 'absolute' && style.clip && style.clip !== 'auto') return true;
        }
        return false;
      };
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      const epsilon = 1;

      for (const root of document.querySelectorAll(selector)) {
        const elements = [root, ...root.querySelectorAll('*')];
        for (const el of elements) {
          if (!(el instanceof HTMLElement) || !visible(el) || hiddenOnPurpose(el)) continue;
          const style = getComputedStyle(el);

          const dateField =
            el instanceof HTMLInputElement &&
            /^(date|datetime-local|month|time|week)$/.test(el.type);
          if (el instanceof HTMLSelectElement || dateField) {
            // The width it needs unsqueezed: a copy showing only the chosen option (a select is
            // as wide as its longest option, which may be any name staff typed), or the date
            // field's whole format, in the same place with the same classes.
            const shown = el.getBoundingClientRect().width;
            const copy = el.cloneNode(false) as HTMLSelectElement | HTMLInputElement;
            if (copy instanceof HTMLSelectElement && el instanceof HTMLSelectElement)
              copy.append(new Option(el.selectedOptions[0]?.text ?? ''));
            copy.removeAttribute('id');
            copy.removeAttribute('name');
            copy.setAttribute('aria-hidden', 'true');
            copy.style.cssText =
              'position:absolute;visibility:hidden;width:max-content;min-width:0;max-width:none';
            el.after(copy);
            const needed = copy.getBoundingClientRect().width;
            copy.remove();
            if (needed > shown + epsilon)
              problems.push(
                `${describe(el)} is ${Math.round(shown)} px wide; its value needs ${Math.round(needed)} px`,
              );
            continue;
          }
          if (
            el instanceof HTMLTextAreaElement ||
            (el instanceof HTMLInputElement && /^(text|email|tel|url|search)$/.test(el.type))
          ) {
            // A text area the reader can drag taller shows the rest that way; one that cannot be
            // resized (a one-line feature label) must grow with its text.
            const cut =
              el.scrollWidth > el.clientWidth + epsilon ||
              (el instanceof HTMLTextAreaElement &&
                style.resize === 'none' &&
                el.scrollHeight > el.clientHeight + epsilon);
            if (el.value && cut) problems.push(`${describe(el)} shows only part of its value`);
            continue;
          }

          const cutsX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + epsilon;
          const cutsY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + epsilon;
          if ((cutsX || cutsY) && el.innerText.trim() && (whole || !el.hasAttribute('title')))
            problems.push(
              `${describe(el)} cuts its text ${cutsX ? 'sideways' : 'at the bottom'} (${
                cutsX
                  ? `${el.scrollWidth} px in ${el.clientWidth}`
                  : `${el.scrollHeight} px in ${el.clientHeight}`
              })`,
            );
        }

        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          const parent = text.parentElement;
          if (!parent || !visible(parent) || hiddenOnPurpose(parent)) continue;
          // A box that cuts its text with an ellipsis is judged above.
          if (parent.closest('[title]')) continue;
          // Words, each with the hyphens or dashes after it: a line may break after those.
          for (const match of text.data.matchAll(/[^\s\-\u2010-\u2014]+[-\u2010-\u2014]*/g)) {
            if (match[0].length < 2) continue;
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const lines = new Set(
              [...range.getClientRects()]
                .filter((rect) => rect.width > 0)
                .map((rect) => Math.round(rect.top)),
            );
            if (lines.size > 1)
              problems.push(`"${match[0]}" breaks over ${lines.size} lines in ${describe(parent)}`);
          }
        }
      }
      return [...new Set(problems)];
    },
    [scope, wholeText] as const,
  );
}

/** Fails with every piece of cut text named when `scope` has any at the current width. */
export async function expectTextShownWhole(
  page: Page,
  label: string,
  scope?: string,
  options?: { wholeText?: boolean },
) {
  expect(await textClippingProblems(page, scope, options), `${label}: text cut short`).toEqual([]);
}
