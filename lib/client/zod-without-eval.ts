import { config } from "zod/v4/core";

// zod compiles a fast parser with `new Function` the first time an object schema parses, after probing
// whether eval is allowed. The pages' Content-Security-Policy forbids eval (docs/adr/0015), so the probe
// fails quietly — but as a reported CSP violation on every page. In the browser zod is told up front to
// use its plain parser; the server keeps the compiled one.
if (typeof window !== "undefined") config({ jitless: true });
