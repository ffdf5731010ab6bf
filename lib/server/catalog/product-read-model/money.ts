import "server-only";
import { kopecksToDecimal } from "@/lib/shared/money";

/** Kopecks → "1234.50": the one money format of product answers. */
export const money = kopecksToDecimal;
