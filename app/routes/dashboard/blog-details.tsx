export default function DashboardBlogDetailsPage() {
  return <h1 className="text-2xl">Blog Details</h1>;
}
