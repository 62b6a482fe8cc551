export default function DashboardIndexPage() {
  return <h1 className="text-2xl">Dashboard</h1>;
}
