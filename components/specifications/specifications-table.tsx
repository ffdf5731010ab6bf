"use client";

import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { formatPrice } from "@/lib/client/catalog/money";
import type { TSpecificationListItem } from "@/lib/contracts/specifications";
import { formatDate } from "@/lib/shared/money";
import { SpecificationRowMenu } from "./specification-row-menu";
import type { TSpecificationCommand } from "./commands-of";

type TProps = {
  items: TSpecificationListItem[];
  selected: number[];
  onSelect: (id: number, on: boolean) => void;
  busy: boolean;
  onCommand: (command: TSpecificationCommand, spec: TSpecificationListItem) => void;
  /** The site has offers on: «Сделать КП» in each row's menu. */
  offersEnabled?: boolean;
};

/** The specifications of a tab: a table on desktops, cards on phones; each with a checkbox (export) and its menu. */
export function SpecificationsTable({ items, selected, onSelect, busy, onCommand, offersEnabled }: TProps) {
  const t = useTranslations("specificationsScreen");
  const checkbox = (spec: TSpecificationListItem, className: string) => (
    <input type="checkbox" className={`h-4 w-4 ${className}`} checked={selected.includes(spec.id)} aria-label={t("row.select", { name: spec.name })} onChange={(e) => onSelect(spec.id, e.target.checked)} />
  );
  const name = (spec: TSpecificationListItem) => (
    <span className="flex flex-wrap items-center gap-2">
      <IntentLink href={`/specifications/${spec.id}`} className="font-medium text-primary hover:underline">
        {spec.name}
      </IntentLink>
      {spec.shared ? <span className="rounded bg-secondary/10 px-1.5 py-0.5 text-xs text-secondary">{t("row.shared")}</span> : null}
      {!spec.canEdit ? <span className="rounded bg-page px-1.5 py-0.5 text-xs text-muted">{t("row.readOnly")}</span> : null}
    </span>
  );
  const author = (spec: TSpecificationListItem) => spec.author?.name ?? (spec.kind === "recommended" ? t("row.seller") : "—");
  const menu = (spec: TSpecificationListItem) => <SpecificationRowMenu spec={spec} disabled={busy} onCommand={(command) => onCommand(command, spec)} offersEnabled={offersEnabled} />;
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full border-collapse text-sm" data-testid="specifications-table">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="w-8 p-2">
                <span className="sr-only">{t("columns.select")}</span>
              </th>
              <th scope="col" className="p-2 font-medium">{t("columns.name")}</th>
              <th scope="col" className="p-2 font-medium">{t("columns.description")}</th>
              <th scope="col" className="p-2 text-right font-medium">{t("columns.positions")}</th>
              <th scope="col" className="p-2 text-right font-medium">{t("columns.total")}</th>
              <th scope="col" className="p-2 font-medium">{t("columns.updated")}</th>
              <th scope="col" className="p-2 font-medium">{t("columns.author")}</th>
              <th scope="col" className="w-12 p-2">
                <span className="sr-only">{t("columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((spec) => (
              <tr key={spec.id} className="border-b border-line align-top hover:bg-page/60" data-testid="specification-row">
                <td className="p-2">{checkbox(spec, "")}</td>
                <td className="p-2">{name(spec)}</td>
                <td className="max-w-72 p-2 break-words text-muted">{spec.description ?? ""}</td>
                <td className="p-2 text-right">{spec.positionsCount}</td>
                <td className="p-2 text-right whitespace-nowrap">{formatPrice(spec.totalPrice)}</td>
                <td className="p-2 whitespace-nowrap">{formatDate(spec.updated)}</td>
                <td className="p-2">{author(spec)}</td>
                <td className="p-2">{menu(spec)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 lg:hidden" aria-label={t("title")}>
        {items.map((spec) => (
          <li key={spec.id} className="flex gap-3 rounded-lg border border-line bg-white p-3" data-testid="specification-card">
            {checkbox(spec, "mt-1")}
            <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
              {name(spec)}
              {spec.description ? <p className="break-words text-muted">{spec.description}</p> : null}
              <p className="text-muted">
                {t("row.summary", { count: spec.positionsCount, date: formatDate(spec.updated) })} · {author(spec)}
              </p>
              <p className="font-medium">{formatPrice(spec.totalPrice)}</p>
            </div>
            <div className="shrink-0">{menu(spec)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
