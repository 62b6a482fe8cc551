/**
 * The 'Technologies Behind Our Solutions.' tabs; Front End is the default tab
 * (docs/product.md#technologies).
 * Each icon names a logo file, `public/logos/<icon>.svg`, served as is at `/logos/<icon>.svg`: the
 * brand's logo in its colour, from Simple Icons (https://simpleicons.org, CC0), named by its export
 * name there.
 */
export type TechnologyIconKey =
  | 'siHtml5'
  | 'siCss'
  | 'siSass'
  | 'siJavascript'
  | 'siReact'
  | 'siTypescript'
  | 'siNextdotjs'
  | 'siNodedotjs'
  | 'siMongodb'
  | 'siExpress'
  | 'siJsonwebtokens';

export interface TechnologyItem {
  name: string;
  icon: TechnologyIconKey;
}

export interface TechnologyTab {
  id: 'front-end' | 'back-end';
  label: 'Front End' | 'Back End';
  items: TechnologyItem[];
}

export const technologyTabs: TechnologyTab[] = [
  {
    id: 'front-end',
    label: 'Front End',
    items: [
      { name: 'HTML5', icon: 'siHtml5' },
      { name: 'CSS3', icon: 'siCss' },
      { name: 'Sass', icon: 'siSass' },
      { name: 'JavaScript', icon: 'siJavascript' },
      { name: 'React', icon: 'siReact' },
      { name: 'TypeScript', icon: 'siTypescript' },
      { name: 'Next.js', icon: 'siNextdotjs' },
    ],
  },
  {
    id: 'back-end',
    label: 'Back End',
    items: [
      { name: 'Nodejs', icon: 'siNodedotjs' },
      { name: 'MongoDb', icon: 'siMongodb' },
      { name: 'ExpressJs', icon: 'siExpress' },
      { name: 'JWT', icon: 'siJsonwebtokens' },
    ],
  },
];

export const defaultTechnologyTab: TechnologyTab['id'] = 'front-end';

/** The logo of a technology as an image file (public/logos/). */
export const technologyLogoUrl = (icon: TechnologyIconKey) => `/logos/${icon}.svg`;
