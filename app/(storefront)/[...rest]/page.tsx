import { notFound } from "next/navigation";

// Spec §2: any path not in the route table shows the not-found view inside the storefront shell.
export default function UnknownPath() {
  notFound();
}
