import "server-only";
import { kopecksToDecimal } from "../../users/kopecks-to-decimal";

/** Kopecks → "1234.50": the one money format of product answers. */
export const money = kopecksToDecimal;
