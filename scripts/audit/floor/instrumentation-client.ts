// The floor page runs nothing before hydration. This empty file keeps Turbopack from taking the
// storefront's (../../../instrumentation-client.ts) into the floor's first load.
export {};
