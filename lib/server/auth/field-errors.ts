import "server-only";
import { AppError, type TFieldErrors } from "../http/app-error";

/** Collects field errors of a form and throws them together (400), so the buyer sees every problem at once. */
export class FieldErrors {
  readonly errors: TFieldErrors = {};

  add(field: string, text: string): void {
    (this.errors[field] ??= []).push(text);
  }

  has(field?: string): boolean {
    return field ? Boolean(this.errors[field]) : Object.keys(this.errors).length > 0;
  }

  throwIfAny(message: string, errorCode?: number): void {
    if (this.has()) throw new AppError("BAD_REQUEST", message, { errors: this.errors, errorCode });
  }
}
