// Runs in the browser before the app hydrates (Next's instrumentation-client file convention).
import { watchChunkLoads } from "@/lib/client/shell/chunk-watchdog";

watchChunkLoads();
