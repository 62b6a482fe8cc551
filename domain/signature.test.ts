import { describe, expect, it } from 'vitest';
import { strokesAreSignature } from './signature';

/** A stroke through these points, one point every two pixels as the pad records a slow pen. */
function stroke(...corners: [number, number][]) {
  const points: { x: number; y: number }[] = [];
  corners.forEach(([x, y], index) => {
    const next = corners[index + 1];
    if (!next) return points.push({ x, y });
    const steps = Math.max(1, Math.round(Math.hypot(next[0] - x, next[1] - y) / 2));
    for (let step = 0; step < steps; step++)
      points.push({ x: x + ((next[0] - x) * step) / steps, y: y + ((next[1] - y) * step) / steps });
  });
  return points;
}

describe('strokesAreSignature', () => {
  it('refuses an empty pad, a dot, a tick and a stray line', () => {
    expect(strokesAreSignature([])).toBe(false);
    expect(strokesAreSignature([[{ x: 300, y: 75 }]])).toBe(false);
    expect(strokesAreSignature([stroke([300, 75], [301, 76])])).toBe(false);
    expect(strokesAreSignature([stroke([290, 70], [296, 80], [310, 60])])).toBe(false);
    expect(strokesAreSignature([stroke([100, 75], [400, 77])])).toBe(false);
    // Several dots far apart cover the box but carry no ink.
    expect(strokesAreSignature([[{ x: 20, y: 20 }], [{ x: 580, y: 130 }]])).toBe(false);
  });

  it('accepts a short initial, a quick scribble and a full signature', () => {
    // A "J": down 40 px and a hook.
    expect(strokesAreSignature([stroke([320, 50], [320, 90], [312, 96], [304, 90])])).toBe(true);
    expect(
      strokesAreSignature([stroke([200, 80], [215, 65], [230, 85], [245, 65], [260, 85])]),
    ).toBe(true);
    expect(
      strokesAreSignature([
        stroke([40, 100], [80, 40], [120, 110], [160, 50]),
        stroke([180, 90], [260, 60], [340, 95], [420, 55], [520, 100]),
      ]),
    ).toBe(true);
  });
});
