/**
 * Numbers and path data written compactly, as SVG allows.
 */

export const round = (n, digits = 1) => {
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** Joins numbers SVG-style: no separator before a minus sign, no leading zero. */
export function joinNumbers(numbers) {
  let out = '';
  numbers.forEach((n, i) => {
    let s = String(n);
    if (s.startsWith('0.')) s = s.slice(1);
    else if (s.startsWith('-0.')) s = '-' + s.slice(2);
    const needsSpace = i > 0 && !s.startsWith('-') && !(s.startsWith('.') && /\.\d*$/.test(out));
    out += (needsSpace ? ' ' : '') + s;
  });
  return out;
}

/**
 * Absolute commands to compact relative path data, rounded to one decimal place: zero-length
 * lines dropped, h/v for straight lines, t where a curve's control point mirrors the previous one
 * (TrueType outlines are full of those), and a repeated command letter left out.
 */
export function toPathData(commands, digits = 1) {
  const r = (n) => round(n, digits);
  let d = '';
  let letter = '';
  const emit = (type, numbers) => {
    const text = joinNumbers(numbers);
    if (type === letter && type !== 'M' && type !== 'z') {
      d += text.startsWith('-') || (text.startsWith('.') && /\.\d*$/.test(d)) ? text : ' ' + text;
    } else d += type + text;
    letter = type;
  };
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  // The last quadratic control point, absolute, for the t shorthand.
  let qx;
  let qy;
  for (const c of commands) {
    if (c.type === 'Z') {
      if (letter !== 'z') emit('z', []);
      cx = sx;
      cy = sy;
      qx = undefined;
      continue;
    }
    const x = r(c.x);
    const y = r(c.y);
    const dx = r(x - cx);
    const dy = r(y - cy);
    let nextQx;
    let nextQy;
    if (c.type === 'M') {
      emit('M', [x, y]);
      sx = x;
      sy = y;
    } else if (c.type === 'L') {
      if (dx === 0 && dy === 0) continue;
      if (dy === 0) emit('h', [dx]);
      else if (dx === 0) emit('v', [dy]);
      else emit('l', [dx, dy]);
    } else if (c.type === 'Q') {
      const x1 = r(c.x1);
      const y1 = r(c.y1);
      if (
        qx !== undefined &&
        Math.abs(2 * cx - qx - x1) < 1.1 / 10 ** digits &&
        Math.abs(2 * cy - qy - y1) < 1.1 / 10 ** digits
      ) {
        emit('t', [dx, dy]);
        nextQx = r(2 * cx - qx);
        nextQy = r(2 * cy - qy);
      } else {
        emit('q', [r(x1 - cx), r(y1 - cy), dx, dy]);
        nextQx = x1;
        nextQy = y1;
      }
    } else if (c.type === 'C') {
      emit('c', [r(r(c.x1) - cx), r(r(c.y1) - cy), r(r(c.x2) - cx), r(r(c.y2) - cy), dx, dy]);
    }
    qx = nextQx;
    qy = nextQy;
    cx = r(cx + (c.type === 'M' ? x - cx : dx));
    cy = r(cy + (c.type === 'M' ? y - cy : dy));
  }
  return d;
}
