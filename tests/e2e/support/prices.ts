/** Price / previous price per service and tier (docs/product.md#prices), as cards print them. */
export const expectedPrices: Record<string, [string, string][]> = {
  'social-media-marketing': [
    ['$499', '$599'],
    ['$699', '$769'],
    ['$899', '$946'],
  ],
  'software-solutions': [
    ['$1,697', '$1,848'],
    ['$2,199', '$2,599'],
    ['$3,299', '$4,299'],
  ],
  'seo-analysis': [
    ['$697', '$720'],
    ['$997', '$1,099'],
    ['$1,499', '$1,620'],
  ],
};
