/**
 * What the page does in a browser without JavaScript (docs/product.md#without-javascript), as one
 * stylesheet in a `<noscript>` of the head: controls only scripts can work are not shown, and
 * what scripts would reveal one part at a time is laid out whole.
 * - `data-needs-scripts`: a control that does nothing without them (a carousel's arrows, Print,
 *   Show password); with scripts it shows once it works (`needsScripts` in use-hydrated.ts).
 * - carousels: their row scrolls sideways, a slide at a time.
 */
export const withoutScriptsCss = `
[data-needs-scripts] { display: none !important; }
[data-carousel-viewport] { overflow-x: auto; scroll-snap-type: x mandatory; }
[data-carousel-viewport] [aria-roledescription=slide] { scroll-snap-align: start; }
`;
