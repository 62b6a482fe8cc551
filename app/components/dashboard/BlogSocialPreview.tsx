import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { slugify } from '~/domain/blog-slug';
import { isDisplayableImage } from '~/domain/blog-view';
import { site } from '~/content/site';
import type { BlogFormValues } from './BlogForm';

/**
 * How the post will look as a search result and as a shared link, from the fields as typed
 * (docs/product.md#blog-form).
 */
export function BlogSocialPreview({
  control,
  existingImage,
  file,
}: {
  control: Control<BlogFormValues>;
  existingImage: string | undefined;
  file: File | null;
}) {
  const [title, metaTitle, metaDescription, shortDescription, slug, imageAlt] = useWatch({
    control,
    name: ['title', 'metaTitle', 'metaDescription', 'shortDescription', 'slug', 'imageAlt'],
  });
  const [filePreview, setFilePreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setFilePreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setFilePreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const image =
    file && filePreview
      ? filePreview
      : isDisplayableImage(existingImage)
        ? existingImage
        : BLOG_PLACEHOLDER;
  const heading = `${metaTitle || title || 'Your title'} | ${site.name}`;
  const description = metaDescription || shortDescription || 'Your description';
  const host = new URL(site.website).host;
  const path = `/blog/${slug || slugify(title ?? '')}`;
  return (
    <section aria-labelledby="social-preview-heading" className="space-y-3">
      <h3 id="social-preview-heading" className="text-sm font-semibold text-navy-900">
        Search and social preview
      </h3>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <figure className="min-w-0 rounded-xl border border-line bg-white p-4">
          <figcaption className="mb-2 text-xs font-medium tracking-wide text-muted uppercase">
            Search result
          </figcaption>
          <p className="truncate text-xs text-muted">
            {host}
            {path}
          </p>
          <p className="mt-1 line-clamp-2 text-lg leading-snug text-accent-700">{heading}</p>
          <p className="mt-1 line-clamp-2 text-sm text-muted">{description}</p>
        </figure>
        <figure className="min-w-0 overflow-hidden rounded-xl border border-line bg-white">
          <figcaption className="px-4 pt-4 text-xs font-medium tracking-wide text-muted uppercase">
            Shared link
          </figcaption>
          <img
            src={image}
            alt={imageAlt || ''}
            className="mt-3 aspect-[1.91/1] w-full bg-navy-50 object-cover"
          />
          <div className="border-t border-line bg-surface p-3">
            <p className="text-xs text-muted uppercase">{host}</p>
            <p className="mt-0.5 line-clamp-2 font-semibold text-navy-900">{heading}</p>
            <p className="mt-0.5 line-clamp-2 text-sm text-muted">{description}</p>
          </div>
        </figure>
      </div>
    </section>
  );
}
