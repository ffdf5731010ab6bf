export * from "./sites";
export * from "./users";
export * from "./catalog";
export * from "./auth";
export * from "./buyer-catalog";
export * from "./orders";
export * from "./search";
export * from "./content";
