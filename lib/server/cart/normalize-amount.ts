import "server-only";

// The rule lives in lib/shared so the import wizard shows in the browser the rounding the cart applies.
export { normalizeAmount, type TAmountRule } from "@/lib/shared/amount-rule";
