export default function DashboardSettingsPage() {
  return <h1 className="text-2xl">Settings</h1>;
}
