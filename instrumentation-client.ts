// Runs in the browser before the app hydrates (Next's instrumentation-client file convention).
import { startCurrentUserCall } from "@/lib/client/auth/current-user-call";
import { watchChunkLoads } from "@/lib/client/shell/chunk-watchdog";

watchChunkLoads();
// A stored token: ask who is signed in now, not after the page's chunks have loaded and hydrated.
startCurrentUserCall();
