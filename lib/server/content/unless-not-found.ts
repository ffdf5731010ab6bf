import "server-only";
import { AppError } from "../http/app-error";

/**
 * A page's load: "not found" (and a wrong rubric or id, which the API calls bad input) becomes null so
 * the page shows the not-found view; anything else is a real failure and is thrown on.
 */
export async function unlessNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return null;
    throw error;
  }
}
