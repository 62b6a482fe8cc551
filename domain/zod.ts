import { z } from 'zod';

// Zod probes for `new Function` support to speed up object parsing; the site's CSP forbids eval,
// and the probe would show up as a CSP violation in the browser, so it is switched off.
z.config({ jitless: true });

export { z };
