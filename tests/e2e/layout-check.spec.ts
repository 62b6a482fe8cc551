import { layoutProblems } from './support/layout';
import { expect, test } from './support/test';

/** The layout check itself: it must see what a visitor would see cut off. */
test.describe('layout check', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough for the check itself');

  const page = (body: string) =>
    `<!doctype html><html><body style="margin:0">${body}</body></html>`;

  test('finds a link cut off across or down by a box that hides its overflow', async ({
    page: tab,
  }) => {
    await tab.setContent(
      page(
        '<div style="overflow:hidden;width:120px;height:40px">' +
          '<a href="#a" style="display:block;margin-top:60px">Below the box</a></div>' +
          '<div style="overflow:hidden;width:60px"><a href="#b" style="display:inline-block;width:200px">Wider than the box</a></div>',
      ),
    );
    const problems = await layoutProblems(tab);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('"Below the box" is cut off');
    expect(problems.join('\n')).toContain('"Wider than the box" is cut off');
  });

  test('passes a link inside a box that scrolls to it, and a page that fits', async ({
    page: tab,
  }) => {
    await tab.setContent(
      page(
        '<div style="overflow:auto;width:120px;height:40px">' +
          '<a href="#a" style="display:block;margin-top:60px">Scrolled to</a></div>',
      ),
    );
    expect(await layoutProblems(tab)).toEqual([]);
  });

  test('finds a button only a sideways scroll would reach, but lets a snap row hold its next card', async ({
    page: tab,
  }) => {
    await tab.setContent(
      page(
        '<div style="overflow-x:auto;width:200px"><table style="width:400px"><tr><td style="width:300px">A long cell</td>' +
          '<td><button>View Details</button></td></tr></table></div>' +
          '<ul style="display:flex;overflow-x:auto;scroll-snap-type:x mandatory;width:200px;padding:0;margin:0">' +
          '<li style="flex:0 0 180px;scroll-snap-align:start;list-style:none"><a href="#1">First plan</a></li>' +
          '<li style="flex:0 0 180px;scroll-snap-align:start;list-style:none"><a href="#2">Next plan</a></li></ul>',
      ),
    );
    expect(await layoutProblems(tab)).toEqual(['button "View Details" is cut off by div']);
  });
});
