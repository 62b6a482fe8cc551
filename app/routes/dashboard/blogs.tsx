export default function DashboardBlogsPage() {
  return <h1 className="text-2xl">Blogs</h1>;
}
