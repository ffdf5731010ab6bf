"use client";

import { useTranslations } from "next-intl";
import type { TOrderDetail } from "@/lib/contracts/orders";

/** Who ordered and how it is received (the order page and its print sheet); `children` come first (the sheet's status). */
export function OrderFacts({ order, className, children }: { order: TOrderDetail; className: string; children?: React.ReactNode }) {
  const t = useTranslations("orders");
  return (
    <dl className={className}>
      {children}
      <dt className="text-muted">{t("detail.company")}</dt>
      <dd>{order.company.name}</dd>
      <dt className="text-muted">{t("detail.author")}</dt>
      <dd>{order.author?.name ?? "—"}</dd>
      <dt className="text-muted">{t("detail.delivery")}</dt>
      <dd>
        {t(`deliveryType.${order.deliveryType}`)}: {order.address}
      </dd>
      {order.deliveryCity ? (
        <>
          <dt className="text-muted">{t("detail.deliveryCity")}</dt>
          <dd>{order.deliveryCity}</dd>
        </>
      ) : null}
      {order.deliveryComment ? (
        <>
          <dt className="text-muted">{t("detail.deliveryComment")}</dt>
          <dd className="whitespace-pre-line">{order.deliveryComment}</dd>
        </>
      ) : null}
      {order.comment ? (
        <>
          <dt className="text-muted">{t("detail.comment")}</dt>
          <dd className="whitespace-pre-line">{order.comment}</dd>
        </>
      ) : null}
    </dl>
  );
}
