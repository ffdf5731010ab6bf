// The floor page has no instrumentation of its own. This empty file keeps Turbopack from taking the
// storefront's (../../../instrumentation.ts, found through the repository's root) into the floor's build.
export function register(): void {}
