// `npm run icons`: redraws app/components/ui/icons.svg after the list in
// app/components/ui/sprite-glyphs.ts changes (a unit test fails while the two disagree).
import fs from 'node:fs';
import { renderIconSprite, spriteFile } from '~/components/ui/icon-sprite.server';

fs.writeFileSync(spriteFile, renderIconSprite());
console.log(`wrote ${spriteFile}`);
