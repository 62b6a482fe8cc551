/** The blog as pages show it, and the display rules; no schema library, so cards stay light. */
export interface BlogView {
  _id: string;
  title: string;
  shortDescription: string;
  longDescription: string;
  metaTitle: string;
  metaKeyword: string;
  metaDescription: string;
  imageUrl: string;
  thumbImageUrl: string;
  author: string;
  authorId: string | null;
  category: string;
  tag: string[];
  isActive: boolean;
  schema: string;
  createdAt: string;
  updatedAt: string;
}

/** What lists and cards show of a blog: never the body, the meta fields or the schema. */
export type BlogSummary = Pick<
  BlogView,
  | '_id'
  | 'title'
  | 'shortDescription'
  | 'imageUrl'
  | 'thumbImageUrl'
  | 'author'
  | 'category'
  | 'tag'
  | 'createdAt'
  | 'updatedAt'
>;

/** http(s) URLs and the site's own root-relative images are shown; anything else is not (docs/product.md#thumbnails). */
export function isDisplayableImage(url: string | null | undefined): url is string {
  return (
    typeof url === 'string' && (/^https?:\/\//i.test(url) || /^\/(uploads|images)\//.test(url))
  );
}

/** Category, else the first tag, else "General" (docs/product.md#blog-card). */
export function blogCategory(blog: Pick<BlogView, 'category' | 'tag'>): string {
  return blog.category.trim() || blog.tag[0]?.trim() || 'General';
}
