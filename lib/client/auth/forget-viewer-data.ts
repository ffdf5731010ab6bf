import { hashKey, type Query, type QueryClient } from "@tanstack/react-query";
import { authQueryKeys, isPublicQueryKey } from "../query-keys";

const isPersonal = (query: Query) => !isPublicQueryKey(query.queryKey);

/**
 * The viewer changed (sign-in, sign-out, a dead token, another active company): every personal answer
 * of the tab's query cache is dropped, so none of it can show to the next person or under the next
 * company — not even while their own answers load. Public answers (lib/client/query-keys.ts
 * `publicRoots`) stay.
 *
 * Calls in flight are cancelled first (a late answer of the last viewer must not land); queries nobody
 * observes are removed; the observed ones lose their answer at once — their components show loading, never
 * the old answer, `keepPreviousData` included. They are not refetched here: their keys end with the
 * viewer, so once the user is read again (the one call made here, with the new token or none) they move
 * to the new viewer's keys and fetch what the new viewer may see. (Refetching them here would send the
 * last viewer's calls, enabled as they were at the last render, with the new token or none.)
 */
export async function forgetViewerData(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ predicate: isPersonal });
  const cache = queryClient.getQueryCache();
  const currentUserHash = hashKey(authQueryKeys.currentUser);
  for (const query of cache.findAll({ predicate: isPersonal })) {
    if (query.queryHash === currentUserHash) continue;
    // A disabled query on screen still shows its answer (the signed-out cart badge did): only a query
    // nobody observes may simply go.
    if (query.getObserversCount() === 0) cache.remove(query);
    else query.reset();
  }
  await queryClient.resetQueries({ queryKey: authQueryKeys.currentUser, exact: true });
}
