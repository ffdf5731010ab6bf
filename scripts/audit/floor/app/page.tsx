import { FloorText } from "./floor-text";

/** Dynamic like our pages (rendered per request), with one client component that reads a message. */
export const dynamic = "force-dynamic";

export default function FloorPage() {
  return (
    <main>
      <FloorText />
    </main>
  );
}
