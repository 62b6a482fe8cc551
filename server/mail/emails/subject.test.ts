import { describe, expect, it } from 'vitest';
import { SUBJECT_MAX, subjectLine } from './subject';

describe('subjectLine', () => {
  it('makes one line: no line breaks, control characters or direction overrides', () => {
    expect(subjectLine('New message from ', 'Dana\r\nBcc: x@y\u0000\u0007 \t me')).toBe(
      'New message from Dana Bcc: x@y me',
    );
    expect(subjectLine('From ', '\u202eevil\u202c  name\u2028!')).toBe('From evil name !');
    expect(subjectLine('  Order ', 42, false, null, undefined, ' ')).toBe('Order 42');
  });

  it('shortens the longest part with an ellipsis, keeping the reference after it', () => {
    const subject = subjectLine(
      'Signed agreement ECS-AGR-2026-000007 from ',
      'x'.repeat(500),
      ' (copy)',
    );
    expect(subject).toHaveLength(SUBJECT_MAX);
    expect(subject).toMatch(/^Signed agreement ECS-AGR-2026-000007 from x+… \(copy\)$/);
  });

  it('never cuts an emoji in half', () => {
    const subject = subjectLine('👩‍💻'.repeat(100));
    expect(subject.length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect(subject).toMatch(/^(👩‍💻)+…$/u);
  });

  it('bounds a subject made of many parts', () => {
    const subject = subjectLine(...Array.from({ length: 40 }, () => 'part '));
    expect(subject.length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect(subject.endsWith('…')).toBe(true);
  });
});
