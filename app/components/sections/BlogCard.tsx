import type { ImgHTMLAttributes } from 'react';
import { calendarBadge } from '~/domain/format';
import { UserRound } from '~/components/ui/sprite';
import { Link } from 'react-router';
import { CardLink } from '~/components/ui/CardLink';
import {
  blogCategory,
  isDisplayableImage,
  postDate,
  readingMinutes,
  thumbnailAlt,
  type BlogSummary,
} from '~/domain/blog-view';

export const BLOG_PLACEHOLDER = '/images/blog/placeholder.svg';

/** A post's picture: the placeholder, with no text, when it cannot be shown. */
export function BlogImage({
  url,
  alt,
  ...props
}: { url: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const shown = isDisplayableImage(url);
  return <img src={shown ? url : BLOG_PLACEHOLDER} alt={shown ? alt : ''} {...props} />;
}

export type BlogCardData = Pick<
  BlogSummary,
  '_id' | 'slug' | 'title' | 'shortDescription' | 'thumbImageUrl' | 'author' | 'category' | 'tag'
> & {
  /** When the post went live (docs/product.md#blog-publishing). */
  date: string;
  /** The thumbnail's text alternative ('' for the placeholder). */
  alt: string;
  readingMinutes: number;
};

/** A blog card: thumbnail, 'By {author}', category, title, Read More and the calendar badge. */
export function BlogCard({ blog }: { blog: BlogCardData }) {
  const badge = calendarBadge(blog.date);
  const href = `/blog/${blog.slug}`;
  return (
    <article className="card group flex h-full flex-col overflow-hidden">
      <div className="relative">
        <BlogImage
          url={blog.thumbImageUrl}
          alt={blog.alt}
          width={1200}
          height={675}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-navy-50 object-cover"
        />
        <time
          dateTime={blog.date}
          className="absolute top-4 left-4 flex flex-col items-center rounded-xl bg-white px-3 py-2 text-center shadow-card"
        >
          <span className="text-2xl leading-none font-bold text-navy-900">{badge.day}</span>
          <span className="mt-1 text-xs font-medium text-muted">{badge.month}</span>
          <span className="text-xs font-medium text-muted">{badge.year}</span>
        </time>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            By {blog.author}
          </span>
          <span className="rounded-pill bg-accent-50 px-2.5 py-0.5 font-medium text-accent-800">
            {blogCategory(blog)}
          </span>
          <span>{`${blog.readingMinutes} min read`}</span>
        </p>
        <h3 className="mt-3 text-xl">
          <Link to={href} className="hover:text-accent-700">
            {blog.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 text-muted">{blog.shortDescription}</p>
        <CardLink to={href} className="pt-5">
          Read More<span className="sr-only">: {blog.title}</span>
        </CardLink>
      </div>
    </article>
  );
}

export function BlogGrid({ blogs }: { blogs: BlogCardData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog) => (
        <li key={blog._id}>
          <BlogCard blog={blog} />
        </li>
      ))}
    </ul>
  );
}

/** What a link to another post shows: the sidebar's recent posts, the previous and next post. */
export type PostLinkData = Pick<
  BlogCardData,
  '_id' | 'slug' | 'title' | 'thumbImageUrl' | 'alt' | 'date'
>;

/** Only what a card shows travels to the browser, not the article bodies. */
export function toCardData(blog: BlogSummary): BlogCardData {
  const { _id, slug, title, shortDescription, thumbImageUrl, author, category, tag } = blog;
  return {
    _id,
    slug,
    title,
    shortDescription,
    thumbImageUrl,
    alt: thumbnailAlt(blog),
    readingMinutes: readingMinutes(blog.wordCount),
    author,
    category,
    tag,
    date: postDate(blog),
  };
}

export function toPostLink(blog: BlogSummary): PostLinkData {
  const { _id, slug, title, thumbImageUrl, alt, date } = toCardData(blog);
  return { _id, slug, title, thumbImageUrl, alt, date };
}
