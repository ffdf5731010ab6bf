import { NotFoundView } from "@/components/shell/not-found-view";

export default function NotFound() {
  return (
    <div className="app-container">
      <main className="flex-1 px-4 py-6">
        <NotFoundView />
      </main>
    </div>
  );
}
