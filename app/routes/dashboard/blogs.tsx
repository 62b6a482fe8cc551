import { BlogFormModal } from '~/components/dashboard/BlogFormModal';
import {
  CrudConfirmDelete,
  CrudHeader,
  CrudTable,
  RecordCells,
  useCrud,
  ViewEditDelete,
} from '~/components/dashboard/Crud';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { Td } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { crudAction, load } from '~/lib/dashboard-data';
import type { BlogInput } from '~/domain/blog';
import { formatDate } from '~/domain/format';
import type { BlogView } from '~/domain/blog-view';
import type { Route } from './+types/blogs';

export const meta = () => [{ title: 'Blogs | Dashboard | ECS Digital' }];

export async function clientLoader() {
  return {
    blogs: load(async () => (await api<{ blogs: BlogView[] }>('/api/blogs/userBlogs')).blogs),
  };
}

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  crudAction<BlogInput>('/api/blogs', request);

export default function DashboardBlogsPage({ loaderData }: Route.ComponentProps) {
  const { isAdmin } = useDashboardUser();
  const crud = useCrud<BlogView>();
  return (
    <>
      <CrudHeader
        title="Blogs"
        intro={
          isAdmin
            ? 'Every blog on the site. Active blogs are published on /blog.'
            : 'Your blogs. Active blogs are published on /blog.'
        }
        crud={crud}
      />
      <CrudTable
        caption="Blogs"
        headers={[
          { label: '#', className: 'w-12' },
          { label: 'Title' },
          { label: 'Thumbnail' },
          { label: 'Short Description' },
          { label: 'Status' },
          { label: 'Author' },
          { label: 'Date' },
          { label: 'Actions', className: 'text-right' },
        ]}
        rows={loaderData.blogs}
        emptyText="No Blogs Available"
      >
        {(blogs) =>
          blogs.map((blog, index) => (
            <tr key={blog._id}>
              <RecordCells
                index={index}
                title={blog.title}
                active={blog.isActive}
                thumbnail={blog.thumbImageUrl}
                summary={blog.shortDescription}
                summaryLabel="Short Description"
              />
              <Td label="Author" className="whitespace-nowrap">
                {blog.author || '—'}
              </Td>
              <Td label="Date" className="whitespace-nowrap text-muted">
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
