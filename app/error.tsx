"use client";

import { FailureView } from "@/components/shell/failure-view";

/**
 * The storefront layout itself failed (its own data, or the test switch B2B_TEST_STATE=500): the root
 * layout still stands, so the generic failure page speaks the buyer's language.
 */
export default function RootError({ error }: { error: Error & { digest?: string } }) {
  return (
    <div className="app-container">
      <main id="content" className="px-4">
        <FailureView message={error.digest ? `digest ${error.digest}` : error.message} />
      </main>
    </div>
  );
}
