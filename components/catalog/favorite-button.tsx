"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";

/** The favourite star: a toggle button whose pressed state is the product's `favorite`. */
export function FavoriteButton({ favorite, pending, onToggle, productName }: { favorite: boolean; pending: boolean; onToggle: () => void; productName: string }) {
  const t = useTranslations("catalog.favorites");
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={favorite ? t("removeNamed", { name: productName }) : t("addNamed", { name: productName })}
      title={favorite ? t("remove") : t("add")}
      disabled={pending}
      onClick={onToggle}
      className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-md hover:bg-primary-light ${favorite ? "text-amber-500" : "text-muted"}`}
    >
      {pending ? (
        <Spinner size="small" />
      ) : (
        <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill={favorite ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </svg>
      )}
    </button>
  );
}
