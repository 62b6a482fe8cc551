#!/usr/bin/env node
/**
 * Draws the case-study galleries (docs/product.md#project-detail) as product screens: browser or
 * phone chrome, the client's brand colour, real words and the figures the case study quotes. The
 * car-shipping screens were drawn by hand; this draws the other five projects the same way.
 *
 *   node scripts/draw-case-study-screens.mjs          # writes public/images/projects/<slug>/*.svg
 *   npm run art:outline -- public/images/projects/... # then turn their text into outlines
 *
 * Deterministic: the same script always writes the same files. Text widths are measured with the
 * Inter font the outlines are made from, so buttons and pills fit their labels.
 *
 * The drawing kit (kit-*.mjs), the brands and each client's screens are modules in
 * scripts/case-study-screens/; this file names every gallery's screens and writes them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svg, thumbnail } from './case-study-screens/kit-frames.mjs';
import { harborBooking, harborHome, harborMobile } from './case-study-screens/harbor-site.mjs';
import {
  harborPortal,
  harborReminders,
  harborSchedule,
} from './case-study-screens/harbor-desk.mjs';
import { atlasBoard, atlasLoad, atlasReports } from './case-study-screens/atlas-dispatch.mjs';
import { atlasDriver, atlasMobile, atlasTracking } from './case-study-screens/atlas-road.mjs';
import { summitAudit, summitRankings, summitReport } from './case-study-screens/summit-audit.mjs';
import { summitLocal, summitMobile, summitSuburb } from './case-study-screens/summit-site.mjs';
import {
  bluefinCalendar,
  bluefinFeed,
  bluefinMobile,
  bluefinStories,
} from './case-study-screens/bluefin-social.mjs';
import { bluefinEnquiry, bluefinReport } from './case-study-screens/bluefin-trade.mjs';
import {
  lumenCalculator,
  lumenMobile,
  lumenSocial,
  lumenSurvey,
} from './case-study-screens/lumen-site.mjs';
import { lumenRankings, lumenReport } from './case-study-screens/lumen-reports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const galleries = {
  'patient-booking-portal': {
    thumbnail: [
      'The Harbor Health patient booking portal on a laptop and a phone',
      () => harborHome(),
      harborMobile,
    ],
    home: [
      'Harbor Health home page: Book your visit in under a minute, with the next free times',
      harborHome,
    ],
    booking: [
      'Harbor Health booking: a calendar, free times for Dr. Amara Lewis and the visit summary',
      harborBooking,
    ],
    reminders: [
      'Harbor Health reminders: text messages on two phones and the 48-hour email',
      harborReminders,
    ],
    portal: [
      'Harbor Health patient portal: next visit, forms, past visits and documents',
      harborPortal,
    ],
    schedule: [
      'Harbor Health front-desk schedule: a day of visits by clinician, online and phone bookings',
      harborSchedule,
    ],
  },
  'freight-dispatch-dashboard': {
    thumbnail: [
      'The Atlas Freight dispatch dashboard on a laptop and the driver app on a phone',
      () => atlasBoard(),
      atlasMobile,
    ],
    board: ['Atlas Freight planning board: loads to plan and six trucks on a timeline', atlasBoard],
    load: [
      'Atlas Freight load details: route map, details, timeline and proof of delivery',
      atlasLoad,
    ],
    driver: [
      'Atlas Freight driver app: jobs, directions and proof of delivery on three phones',
      atlasDriver,
    ],
    tracking: [
      'Atlas Freight customer tracking page: arriving today, stages and updates',
      atlasTracking,
    ],
    reports: [
      'Atlas Freight depot reports: figures, status calls by week and coordinator time',
      atlasReports,
    ],
  },
  'real-estate-local-seo': {
    thumbnail: [
      'The Summit Realty search report on a laptop and a suburb guide on a phone',
      () => summitRankings(),
      summitMobile,
    ],
    audit: [
      'Summit Realty audit overview: site health 94, 41 issues fixed and the top fixes',
      summitAudit,
    ],
    rankings: [
      'Summit Realty keyword rankings: 23 searches on the first page and the top positions',
      summitRankings,
    ],
    suburb: [
      'Summit Realty suburb guide for Oakridge: facts and recently listed homes',
      summitSuburb,
    ],
    local: ['Local map results: Summit Realty offices first in the map pack', summitLocal],
    report: ['Summit Realty monthly report: leads up 58%, what moved and next month', summitReport],
  },
  'wholesale-social-media': {
    thumbnail: [
      'Bluefin Foods on Instagram on a phone beside the campaign report on a laptop',
      () => bluefinReport(),
      bluefinMobile,
    ],
    calendar: [
      'Bluefin Foods content calendar: five posts a week awaiting approval',
      bluefinCalendar,
    ],
    feed: ['Bluefin Foods Instagram feed on a phone with a post and its figures', bluefinFeed],
    stories: ['Bluefin Foods chef stories on three phones', bluefinStories],
    enquiry: ['Bluefin Foods trade enquiry page with the enquiry form', bluefinEnquiry],
    report: [
      'Bluefin Foods campaign report: trade enquiries doubled, 9,400 new followers',
      bluefinReport,
    ],
  },
  'solar-lead-generation': {
    thumbnail: [
      'The Lumen Energy survey page on a laptop and a phone',
      () => lumenSurvey(),
      lumenMobile,
    ],
    survey: ['Lumen Energy free survey page with the booking form', lumenSurvey],
    calculator: [
      'Lumen Energy savings calculator: $1,640 a year and a 7.8-year payback',
      lumenCalculator,
    ],
    social: ['Lumen Energy installation stories: three before-and-after posts', lumenSocial],
    rankings: ['Lumen Energy search rankings: 31 solar searches on the first page', lumenRankings],
    report: ['Lumen Energy lead report: cost per lead down from $41 to $23', lumenReport],
  },
};

const only = process.argv.slice(2);
for (const [slug, screens] of Object.entries(galleries)) {
  if (only.length && !only.includes(slug)) continue;
  const dir = join(root, 'public', 'images', 'projects', slug);
  mkdirSync(dir, { recursive: true });
  for (const [name, [title, draw, drawMobile]] of Object.entries(screens)) {
    // A thumbnail scales the project's main screen into a laptop, beside its phone view.
    const content = draw();
    const file =
      name === 'thumbnail' ? thumbnail(title, content, drawMobile()) : svg(title, content);
    writeFileSync(join(dir, `${name}.svg`), file);
  }
}
