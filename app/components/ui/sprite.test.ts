import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderIconSprite, spriteFile } from './icon-sprite.server';
import { spriteGlyphs } from './sprite-glyphs';

describe('the icon sprite', () => {
  it('holds exactly the listed icons, as `npm run icons` draws them', () => {
    const onDisk = fs.readFileSync(spriteFile, 'utf8');
    expect(onDisk, 'run `npm run icons` after changing sprite-glyphs.ts').toBe(renderIconSprite());
    const ids = [...onDisk.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(spriteGlyphs));
  });

  it('draws every icon with shapes and no script or text', () => {
    const sprite = renderIconSprite();
    for (const name of Object.keys(spriteGlyphs))
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon)`,
        ),
      );
    expect(sprite).not.toMatch(/<script|<text|on\w+=/i);
  });
});
