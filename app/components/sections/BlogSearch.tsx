import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { inputClasses } from '~/components/ui/Field';

/** Searches the blog (title, summary and tags) with a plain GET form that works without scripts. */
export function BlogSearch({
  defaultValue = '',
  id = 'blog-search',
}: {
  defaultValue?: string;
  id?: string;
}) {
  return (
    <Form method="get" action="/blog" role="search" aria-label="Blog" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder="Search articles"
        maxLength={100}
        className={inputClasses}
      />
      <button
        type="submit"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-white hover:bg-navy-800"
        aria-label="Search"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </Form>
  );
}
