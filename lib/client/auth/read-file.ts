/** Requisites card limits of the sign-up contract: PDF, JPG or PNG, at most 5 MB. */
export const REQUISITES_MAX_BYTES = 5 * 1024 * 1024;
export const REQUISITES_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

export type TFileProblem = "tooLarge" | "wrongType";

export function requisitesProblem(file: Pick<File, "size" | "type" | "name">): TFileProblem | null {
  const byName = /\.(pdf|jpe?g|png)$/i.test(file.name);
  if (!(REQUISITES_TYPES as readonly string[]).includes(file.type) && !byName) return "wrongType";
  if (file.size > REQUISITES_MAX_BYTES) return "tooLarge";
  return null;
}

/** The file as an inline data string (spec §3: companyRequisites is sent as a data URL). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}
