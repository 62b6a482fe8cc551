import { describe, expect, it } from 'vitest';
import { diffSnapshots, diffWords, htmlText, type BlogSnapshot } from './blog-revision';

const snapshot: BlogSnapshot = {
  title: 'Old title',
  slug: 'old-title',
  shortDescription: 'Short',
  longDescription: '<p>The quick brown fox</p>',
  metaTitle: '',
  metaKeyword: '',
  metaDescription: '',
  imageUrl: '',
  imageAlt: '',
  thumbImageUrl: '',
  thumbAlt: '',
  category: '',
  tag: ['a'],
  schema: '',
  status: 'draft',
  publishAt: '',
};

describe('revision diffs', () => {
  it('mark removed and added words', () => {
    expect(diffWords('the quick brown fox', 'the slow brown fox')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' brown fox' },
    ]);
  });

  it('list only the fields that changed, comparing bodies as text', () => {
    const changes = diffSnapshots(snapshot, {
      ...snapshot,
      title: 'New title',
      longDescription: '<p>The quick <strong>brown</strong> fox</p>',
      tag: ['a', 'b'],
    });
    expect(changes.map((c) => c.label)).toEqual(['Title', 'Tags']);
    expect(changes[1]!.parts).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'added', text: ', b' },
    ]);
    expect(htmlText('<h2>One</h2><p>Two &amp; three</p>')).toBe('One Two & three');
  });
});
