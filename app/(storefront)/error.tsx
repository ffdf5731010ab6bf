"use client";

import { useEffect, useState } from "react";
import { FailureView } from "@/components/shell/failure-view";
import { ServiceUnavailableView } from "@/components/shell/service-unavailable-view";

type THealth = { status: number; message: string | null };

/**
 * A page failed to render on the server or in the browser. Production hides the server's error text,
 * so the health check tells which page to show (spec §8): 503 from it is the unavailable page, anything
 * else the generic failure page with its reload action.
 */
export default function StorefrontError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [health, setHealth] = useState<THealth | null>(null);

  useEffect(() => {
    let isCurrent = true;
    fetch("/api/health", { cache: "no-store" })
      .then(async (response) => ({ status: response.status, message: ((await response.json().catch(() => ({}))) as { message?: string }).message ?? null }))
      .catch(() => ({ status: 503, message: null }))
      .then((answer) => {
        if (isCurrent) setHealth(answer);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (health?.status === 503) return <ServiceUnavailableView status={503} name="Service Unavailable" message={health.message} />;
  return (
    <FailureView
      name={error.name !== "Error" ? error.name : null}
      message={error.digest ? `digest ${error.digest}` : error.message}
      onReload={() => {
        reset();
        window.location.reload();
      }}
    />
  );
}
