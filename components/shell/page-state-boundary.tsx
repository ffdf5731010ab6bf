"use client";

import { useQueryClient, type Query } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { authQueryKeys } from "@/lib/client/query-keys";
import { clearPageState, describeError, setPageState, usePageState } from "@/lib/client/shell/page-state";
import { FailureView } from "./failure-view";
import { NotFoundView } from "./not-found-view";
import { ServiceUnavailableView } from "./service-unavailable-view";

function statusOf(error: unknown): number | null {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : null;
}

/** The app info call, or a query that declared itself the page's own data (`meta: { pageLevel: true }`). */
function isPageLevel(query: Query): boolean {
  const [first, second] = query.queryKey;
  const isInfo = first === authQueryKeys.appInfo[0] && second === authQueryKeys.appInfo[1];
  return isInfo || query.meta?.pageLevel === true;
}

/**
 * Spec §8 for calls made in the browser: a 503 anywhere shows the unavailable page; when the app info
 * or a page-level query fails, 404 shows not found and other statuses the generic failure page
 * (401 is the auth dialog's: lib/client/auth/unauthorized.ts). The header stays, so the buyer can move on.
 */
export function PageStateBoundary({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const state = usePageState();
  const pathname = usePathname();

  // "Not found" belongs to the page it happened on; 503 and failures stay until the buyer reloads.
  const isNotFound = state?.kind === "notFound";
  useEffect(() => {
    if (isNotFound) return () => clearPageState("notFound");
  }, [isNotFound, pathname]);

  useEffect(() => {
    const onError = (error: unknown, pageLevel: boolean) => {
      const status = statusOf(error);
      if (status === 503) setPageState({ kind: "unavailable", ...describeError(error) });
      else if (!pageLevel || status === 401) return;
      else if (status === 404) setPageState({ kind: "notFound", ...describeError(error) });
      else setPageState({ kind: "failure", ...describeError(error) });
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error, isPageLevel(event.query));
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error, false);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);

  if (state?.kind === "unavailable") return <ServiceUnavailableView status={state.status} name={state.name} message={state.message} />;
  if (state?.kind === "failure") return <FailureView status={state.status} name={state.name} message={state.message} />;
  if (state?.kind === "notFound") return <NotFoundView />;
  return <>{children}</>;
}
