import { Search } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { BlogFormModal } from '~/components/dashboard/BlogFormModal';
import { CrudConfirmDelete } from '~/components/dashboard/CrudConfirmDelete';
import { CrudHeader } from '~/components/dashboard/CrudHeader';
import { CrudTable } from '~/components/dashboard/CrudTable';
import { RecordCells } from '~/components/dashboard/RecordCells';
import { useCrud } from '~/components/dashboard/use-crud';
import { ViewEditDelete } from '~/components/dashboard/ViewEditDelete';
import { Deferred } from '~/components/dashboard/Deferred';
import { StatusFilter } from '~/components/dashboard/ListSearch';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Field, fitContentField, inputClasses } from '~/components/ui/Field';
import { StatusPill } from '~/components/ui/StatusPill';
import { Td } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { crudAction, dashboardMeta, load, type Loaded } from '~/lib/dashboard-data';
import { BLOG_STATUSES, blogAdminQuerySchema, type BlogInput } from '~/domain/blog';
import { formatDate } from '~/domain/format';
import {
  BLOG_STATUS_LABELS,
  imagesWithoutAlt,
  isPublished,
  thumbnailAlt,
  type BlogView,
} from '~/domain/blog-view';
import type { Route } from './+types/blogs';

export const meta = () => dashboardMeta('Blogs | Dashboard | ECS Digital');

const SORTS = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['updated', 'Recently updated'],
] as const;

/** The list's filters as the address says them (docs/product.md#dashboard-blogs). */
function listQuery(url: string) {
  const params = Object.fromEntries(new URL(url).searchParams);
  const parsed = blogAdminQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : blogAdminQuerySchema.parse({});
  return {
    q: query.q ?? '',
    status: query.status ?? '',
    author: query.author ?? '',
    tag: query.tag ?? '',
    sort: query.sort,
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQuery(request.url);
  const search = new URLSearchParams(
    Object.entries(query).filter(
      ([key, value]) => value && !(key === 'sort' && value === 'newest'),
    ),
  );
  const list = load(() =>
    api<{ blogs: BlogView[]; authors: string[] }>(
      `/api/blogs/userBlogs${search.size ? `?${search}` : ''}`,
    ),
  );
  const blogs = list.then((loaded): Loaded<BlogView[]> =>
    loaded.error === null ? { data: loaded.data.blogs, error: null } : loaded,
  );
  return { query, list, blogs };
}

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  crudAction<BlogInput>('/api/blogs', request);

export default function DashboardBlogsPage({ loaderData }: Route.ComponentProps) {
  const { isAdmin } = useDashboardUser();
  const crud = useCrud<BlogView>();
  const { query } = loaderData;
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' && navigation.location.pathname.endsWith('/blogs');
  const filtered = Boolean(query.q || query.status || query.author || query.tag);
  return (
    <>
      <CrudHeader
        title="Blogs"
        intro={
          isAdmin
            ? 'Every blog on the site. Published blogs are on /blog.'
            : 'Your blogs. Published blogs are on /blog.'
        }
        crud={crud}
      />
      <Form
        method="get"
        role="search"
        aria-label="Filter blogs"
        // The filters wrap onto more lines rather than cut an option short ("All stat").
        className="mb-5 flex flex-wrap items-end gap-3"
        key={JSON.stringify(query)}
      >
        <Field label="Search" className="min-w-0 grow basis-full sm:basis-64">
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              placeholder="Words or part of a slug"
              className={inputClasses}
            />
          )}
        </Field>
        <StatusFilter
          status={query.status}
          statuses={BLOG_STATUSES}
          labels={BLOG_STATUS_LABELS}
          className={fitContentField}
        />
        <Field label="Author" className={fitContentField}>
          {(control) => (
            <Deferred
              value={loaderData.list}
              fallback={
                <select
                  {...control}
                  name="author"
                  defaultValue={query.author}
                  className={inputClasses}
                >
                  <option value={query.author}>{query.author || 'All authors'}</option>
                </select>
              }
            >
              {(list) => (
                <select
                  {...control}
                  name="author"
                  defaultValue={query.author}
                  className={inputClasses}
                >
                  <option value="">All authors</option>
                  {(list.data?.authors ?? []).map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Deferred>
          )}
        </Field>
        <Field label="Tag" className="shrink-0 grow basis-36">
          {(control) => (
            <input
              {...control}
              type="text"
              name="tag"
              defaultValue={query.tag}
              maxLength={40}
              className={inputClasses}
            />
          )}
        </Field>
        <Field label="Sort" className={fitContentField}>
          {(control) => (
            <select {...control} name="sort" defaultValue={query.sort} className={inputClasses}>
              {SORTS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex shrink-0 gap-2">
          <Button type="submit" disabled={searching}>
            <Search aria-hidden="true" className="size-4" />
            Apply
          </Button>
          {filtered || query.sort !== 'newest' ? (
            <Link to="/dashboard/blogs" className={buttonClasses('outline')}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      <CrudTable
        caption="Blogs"
        headers={[
          { label: '#', className: 'w-12' },
          { label: 'Title' },
          { label: 'Thumbnail' },
          { label: 'Short Description' },
          { label: 'Status' },
          { label: 'Author' },
          { label: 'Date', optional: 'medium' },
          { label: 'Actions', className: 'text-right' },
        ]}
        rows={loaderData.blogs}
        emptyText={filtered ? 'No blogs match these filters' : 'No Blogs Available'}
      >
        {(blogs) =>
          blogs.map((blog, index) => (
            <tr key={blog._id}>
              <RecordCells
                index={index}
                title={blog.title}
                active={isPublished(blog)}
                statusLabel={BLOG_STATUS_LABELS[blog.status]}
                thumbnail={blog.thumbImageUrl}
                thumbnailAlt={thumbnailAlt(blog)}
                summary={blog.shortDescription}
                summaryLabel="Short Description"
                open={{ href: `/dashboard/blog-details/${blog._id}` }}
                flag={
                  imagesWithoutAlt(blog).length ? (
                    <StatusPill tone="danger">No alt text</StatusPill>
                  ) : null
                }
              />
              <Td label="Author" className="min-w-24">
                {blog.author || '—'}
              </Td>
              <Td label="Date" optional="medium" className="whitespace-nowrap text-muted">
                <time dateTime={blog.createdAt}>{formatDate(blog.createdAt, 'medium')}</time>
              </Td>
              <Td cell="actions">
                <ViewEditDelete
                  name={blog.title}
                  view={{ href: `/dashboard/blog-details/${blog._id}` }}
                  onEdit={() => crud.form.edit(blog)}
                  onDelete={() => crud.remove.ask(blog)}
                />
              </Td>
            </tr>
          ))
        }
      </CrudTable>
      <BlogFormModal
        open={crud.form.open}
        blog={crud.form.record}
        onClose={crud.form.close}
        onSaved={crud.form.saved}
      />
      <CrudConfirmDelete crud={crud} title="Delete blog">
        <p>Are you sure you want to delete this blog !</p>
      </CrudConfirmDelete>
    </>
  );
}
