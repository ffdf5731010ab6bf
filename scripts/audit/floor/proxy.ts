import { NextResponse } from "next/server";

// The floor page has no proxy. This pass-through, matched by no page, keeps Turbopack from taking the
// storefront's (../../../proxy.ts) into the floor's build.
export function proxy(): NextResponse {
  return NextResponse.next();
}

export const config = { matcher: ["/__no-floor-proxy"] };
