export default function DashboardServicesPage() {
  return <h1 className="text-2xl">Services</h1>;
}
