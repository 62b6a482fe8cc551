import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { figures, team } from './about';
import { projectsDelivered } from './company-figures';
import { projectSlugs, serviceSlugs } from './catalogue';
import {
  findProject,
  portfolioPage,
  projectDomain,
  projects,
  projectsForService,
  relatedProjects,
} from './projects';

const publicDir = join(import.meta.dirname, '..', 'public');
const onDisk = (path: string) => join(publicDir, path);

/** Artwork that existed before the case studies were extended; it is left as it was. */
const olderArtwork = '/images/projects/car-shipping/';

describe('case studies', () => {
  it('has six case studies with unique slugs and ids, in the catalogue order', () => {
    expect(projects).toHaveLength(6);
    expect(projects.map((p) => p.slug)).toEqual([...projectSlugs]);
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
  });

  it('keeps the car-shipping website with its five gallery pages', () => {
    const project = findProject('car-shipping-website');
    expect(project?.client).toBe('Swift Auto Transport');
    expect(project?.gallery.map((g) => g.label)).toEqual([
      'Home',
      'Instant Quote',
      'Shipment Tracking',
      'Services',
      'Contact',
    ]);
    expect(findProject('unknown')).toBeUndefined();
  });

  it('gives every case study a client, industry, year, story, quote and five gallery screens', () => {
    for (const project of projects) {
      expect(project.client, project.slug).not.toBe('');
      expect(project.industry, project.slug).not.toBe('');
      expect(project.year, project.slug).toBeGreaterThanOrEqual(2016);
      expect(project.year, project.slug).toBeLessThanOrEqual(2026);
      expect(project.challenge.length, project.slug).toBeGreaterThan(200);
      expect(project.approach.length, project.slug).toBeGreaterThan(200);
      expect(project.outcome.length, project.slug).toBeGreaterThan(150);
      expect(project.deliverables.length, project.slug).toBeGreaterThanOrEqual(3);
      expect(project.gallery, project.slug).toHaveLength(5);
      expect(project.quote.role, project.slug).toContain(project.client);
      expect(project.quote.text.length, project.slug).toBeGreaterThan(60);
    }
  });

  it('shows exactly three result figures per case study, each a figure with a label', () => {
    for (const project of projects) {
      expect(project.results, project.slug).toHaveLength(3);
      for (const result of project.results) {
        expect(result.value, project.slug).toMatch(/\d/);
        expect(result.value.length, project.slug).toBeLessThanOrEqual(7);
        expect(result.label.length, project.slug).toBeGreaterThan(5);
      }
    }
  });

  it('states each percentage figure in the results text too', () => {
    for (const project of projects)
      for (const { value } of project.results) {
        const percent = /(\d+)%/.exec(value)?.[1];
        if (percent) expect(project.outcome, project.slug).toContain(`${percent}%`);
      }
  });

  it('covers every service with at least two case studies', () => {
    for (const service of serviceSlugs)
      expect(projectsForService(service).length, service).toBeGreaterThanOrEqual(2);
    expect(projectsForService(null)).toEqual(projects);
    for (const project of projects)
      for (const service of project.services) expect(serviceSlugs).toContain(service);
  });

  it('puts every client website on a reserved .example domain', () => {
    for (const project of projects) {
      expect(projectDomain(project), project.slug).toMatch(/^[a-z-]+\.example$/);
      for (const item of project.gallery)
        if (item.url) expect(item.url.startsWith(project.liveUrl), item.label).toBe(true);
    }
  });

  it('suggests two other case studies, never the one being read', () => {
    for (const project of projects) {
      const more = relatedProjects(project);
      expect(more).toHaveLength(2);
      expect(more.map((p) => p.slug)).not.toContain(project.slug);
      expect(new Set(more.map((p) => p.slug)).size).toBe(2);
    }
  });

  it('presents the portfolio as a selection of the projects counted on About', () => {
    const delivered = figures.find((f) => f.label === 'Projects delivered');
    expect(delivered?.value).toBe(projectsDelivered);
    expect(projectsDelivered).toBeGreaterThan(projects.length);
    expect(portfolioPage.selection).toContain(`${projectsDelivered}+ projects`);
    expect(portfolioPage.selection).toMatch(/^Six case studies/);
  });
});

describe('team', () => {
  it('has six to eight people with a name, role, bio and portrait', () => {
    expect(team.length).toBeGreaterThanOrEqual(6);
    expect(team.length).toBeLessThanOrEqual(8);
    expect(new Set(team.map((m) => m.name)).size).toBe(team.length);
    for (const member of team) {
      expect(member.role, member.name).not.toBe('');
      expect(member.bio.length, member.name).toBeGreaterThan(30);
      expect(member.portrait, member.name).toMatch(/^\/images\/team\/[a-z-]+\.svg$/);
    }
    const specialists = figures.find((f) => f.label === 'Specialists on the team')?.value ?? 0;
    expect(specialists).toBeGreaterThan(team.length);
  });
});

describe('artwork', () => {
  const images = [
    ...projects.flatMap((p) => [p.thumbnail, ...p.gallery.map((g) => g.image)]),
    ...team.map((m) => m.portrait),
  ];

  it('finds every referenced image on disk, each used once', () => {
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) expect(existsSync(onDisk(image)), image).toBe(true);
  });

  it('draws the new artwork without text elements and keeps each file small', () => {
    const newer = images.filter((image) => !image.startsWith(olderArtwork));
    expect(newer.length).toBe(5 * 6 + team.length);
    for (const image of newer) {
      const svg = readFileSync(onDisk(image), 'utf8');
      expect(svg, image).not.toMatch(/<text[\s>]/);
      expect(svg, image).toMatch(/<title>[^<]+<\/title>/);
      // A product screen carries its words as outlines (scripts/draw-case-study-screens.mjs);
      // a portrait has none.
      const ceiling = image.startsWith('/images/projects/') ? 80 : 15;
      expect(statSync(onDisk(image)).size, image).toBeLessThan(ceiling * 1024);
    }
  });

  it('draws every case-study screen with words in it, as the car-shipping screens are', () => {
    for (const project of projects)
      for (const image of [project.thumbnail, ...project.gallery.map((g) => g.image)]) {
        const svg = readFileSync(onDisk(image), 'utf8');
        // Outlined letters are <use>s of glyph outlines; a grey wireframe has none.
        expect(svg.match(/<use href="#_g\d+"/g)?.length ?? 0, image).toBeGreaterThan(200);
      }
  });
});
