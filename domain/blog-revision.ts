import type { BlogFields } from './blog';
import type { BlogView } from './blog-view';

/**
 * What a revision keeps of a post (docs/product.md#blog-revisions): every field staff write, so a
 * new field is kept, compared and restored without another edit here than its label.
 */
export type BlogSnapshot = BlogFields;

export type RevisionReason = 'created' | 'edited' | 'restored' | 'published' | 'imported';

export interface BlogRevision {
  _id: string;
  blogId: string;
  reason: RevisionReason;
  author: string;
  createdAt: string;
  snapshot: BlogSnapshot;
}

export const REVISION_REASONS: Record<RevisionReason, string> = {
  created: 'Created',
  edited: 'Edited',
  restored: 'Restored',
  published: 'Published on schedule',
  imported: 'Existing version',
};

/** Field labels in the order the diff lists them. */
export const SNAPSHOT_LABELS: Record<keyof BlogSnapshot, string> = {
  title: 'Title',
  slug: 'Slug',
  status: 'Status',
  publishAt: 'Publish at',
  shortDescription: 'Short description',
  longDescription: 'Long description',
  imageUrl: 'Image',
  imageAlt: 'Image alt text',
  thumbImageUrl: 'Thumbnail',
  thumbAlt: 'Thumbnail alt text',
  category: 'Category',
  tag: 'Tags',
  metaTitle: 'Meta title',
  metaKeyword: 'Meta keyword',
  metaDescription: 'Meta description',
  schema: 'Schema',
};

const SNAPSHOT_FIELDS = Object.keys(SNAPSHOT_LABELS) as (keyof BlogSnapshot)[];

/** The fields staff write, as the post has them now (copies: the snapshot never changes with it). */
export function snapshotOf(blog: BlogView): BlogSnapshot {
  return Object.fromEntries(
    SNAPSHOT_FIELDS.map((field) => [field, structuredClone(blog[field])]),
  ) as BlogSnapshot;
}

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface FieldChange {
  field: keyof BlogSnapshot;
  label: string;
  parts: DiffPart[];
}

/** HTML as the words a reader sees, for comparing bodies. */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Past this many word pairs the diff shows the whole text as replaced (keeps it instant). */
const MAX_CELLS = 2_000_000;

function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/** A word-by-word diff (longest common subsequence) of two texts. */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = before.split(/(\s+|[,.;:!?])/).filter(Boolean);
  const b = after.split(/(\s+|[,.;:!?])/).filter(Boolean);
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  const rows = a.length + 1;
  const cols = b.length + 1;
  const lcs = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lcs[i * cols + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * cols + j + 1]! + 1
          : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i]! });
      i += 1;
      j += 1;
    } else if (lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!) {
      parts.push({ kind: 'removed', text: a[i]! });
      i += 1;
    } else {
      parts.push({ kind: 'added', text: b[j]! });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) parts.push({ kind: 'removed', text: a[i]! });
  for (; j < b.length; j += 1) parts.push({ kind: 'added', text: b[j]! });
  return merge(parts);
}

const fieldText = (snapshot: BlogSnapshot, field: keyof BlogSnapshot): string => {
  const value = snapshot[field];
  if (Array.isArray(value)) return value.join(', ');
  return field === 'longDescription' ? htmlText(value) : value;
};

/** What changed from one version to the next, field by field (unchanged fields left out). */
export function diffSnapshots(before: BlogSnapshot | null, after: BlogSnapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of SNAPSHOT_FIELDS) {
    const old = before ? fieldText(before, field) : '';
    const next = fieldText(after, field);
    if (old === next) continue;
    changes.push({ field, label: SNAPSHOT_LABELS[field], parts: diffWords(old, next) });
  }
  return changes;
}
