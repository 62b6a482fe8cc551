import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BlogFormModal } from '~/components/dashboard/BlogFormModal';
import { ConfirmModal } from '~/components/dashboard/ConfirmModal';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { BLOG_PLACEHOLDER } from '~/components/sections/BlogCard';
import { Alert } from '~/components/ui/Alert';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Table, TBody, Td, Th, THead, TableMessageRow } from '~/components/ui/Table';
import { StatusPill } from '~/components/ui/StatusPill';
import { api, errorMessage } from '~/lib/api';
import { useRemote } from '~/lib/use-remote';
import { isDisplayableImage, type BlogView } from '../../../domain/blog-view';

export const meta = () => [{ title: 'Blogs | Dashboard | ECS Digital' }];

const loadUserBlogs = async () => (await api<{ blogs: BlogView[] }>('/api/blogs/userBlogs')).blogs;

type Notice = { tone: 'success' | 'error'; text: string } | null;

export default function DashboardBlogsPage() {
  const { isAdmin } = useDashboardUser();
  const blogs = useRemote(loadUserBlogs);
  const { run: reload } = blogs;
  useEffect(() => {
    void reload();
  }, [reload]);

  // SPEC section 4, admin modals: add mode, edit mode with the selected blog, delete with an id.
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<BlogView | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const closeForm = () => {
    setFormOpen(false);
    setSelected(null);
  };

  const confirmDelete = async () => {
    if (!deleteId) return;
    setDeleting(true);
    try {
      const answer = await api<{ message: string }>(`/api/blogs/${deleteId}`, {
        method: 'DELETE',
      });
      setNotice({ tone: 'success', text: answer.message });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      // Close only once the list is fresh, so focus moves on from a row that no longer exists.
      await reload();
      setDeleteId(null);
      setDeleting(false);
    }
  };

  const list = blogs.data ?? [];
  return (
    <>
      <PageTitle
        title="Blogs"
        intro={
          isAdmin
            ? 'Every blog on the site. Active blogs are published on /blog.'
            : 'Your blogs. Active blogs are published on /blog.'
        }
        action={
          <Button
            onClick={() => {
              setSelected(null);
              setFormOpen(true);
              setNotice(null);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add New
          </Button>
        }
      />
      <div className="mb-4 space-y-3 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {blogs.error ? <Alert tone="error">{blogs.error}</Alert> : null}
      </div>
      <Table caption="Blogs">
        <THead>
          <tr>
            <Th className="w-12">#</Th>
            <Th>Title</Th>
            <Th>Thumbnail</Th>
            <Th>Short Description</Th>
            <Th>Author</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </THead>
        <TBody>
          {blogs.loading && !blogs.data ? (
            <TableMessageRow colSpan={6}>Loading....</TableMessageRow>
          ) : list.length === 0 ? (
            <TableMessageRow colSpan={6}>No Blogs Available</TableMessageRow>
          ) : (
            list.map((blog, index) => (
              <tr key={blog._id}>
                <Td className="text-muted">{index + 1}</Td>
                <Td className="min-w-44 font-medium text-navy-900">
                  {blog.title}
                  {blog.isActive ? null : (
                    <StatusPill tone="warning" className="ml-2">
                      Inactive
                    </StatusPill>
                  )}
                </Td>
                <Td>
                  <img
                    src={
                      isDisplayableImage(blog.thumbImageUrl) ? blog.thumbImageUrl : BLOG_PLACEHOLDER
                    }
                    alt=""
                    width={64}
                    height={40}
                    loading="lazy"
                    className="h-10 w-16 rounded-md border border-line object-cover"
                  />
                </Td>
                <Td className="max-w-72 min-w-48 text-muted">
                  <span className="line-clamp-2">{blog.shortDescription}</span>
                </Td>
                <Td className="whitespace-nowrap">{blog.author || '—'}</Td>
                <Td>
                  <div className="ml-auto grid w-52 grid-cols-2 gap-1.5">
                    <Link
                      to={`/dashboard/blog-details/${blog._id}`}
                      className={buttonClasses('outline', 'sm', 'col-span-2')}
                      aria-label={`View Details of ${blog.title}`}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      View Details
                    </Link>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${blog.title}`}
                      onClick={() => {
                        setSelected(blog);
                        setFormOpen(true);
                        setNotice(null);
                      }}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-danger-700"
                      aria-label={`Delete ${blog.title}`}
                      onClick={() => {
                        setDeleteId(blog._id);
                        setNotice(null);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Delete
                    </Button>
                  </div>
                </Td>
              </tr>
            ))
          )}
        </TBody>
      </Table>
      <BlogFormModal
        open={formOpen}
        blog={selected}
        onClose={closeForm}
        onSaved={(message) => {
          closeForm();
          setNotice({ tone: 'success', text: message });
          void reload();
        }}
      />
      <ConfirmModal
        open={deleteId !== null}
        title="Delete blog"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setDeleteId(null)}
      >
        <p>Are you sure you want to delete this blog !</p>
      </ConfirmModal>
    </>
  );
}
