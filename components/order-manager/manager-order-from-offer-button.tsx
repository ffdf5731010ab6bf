"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useManagerOrderActions } from "@/lib/client/order-manager/use-order-manager";
import { CustomerDialog } from "./customer-dialog";

/** «В менеджер заказов» on an offer's page: the customer's card, then a new customer order with the offer's lines at its prices, opened at once. */
export function ManagerOrderFromOfferButton({ offerId }: { offerId: number }) {
  const t = useTranslations("orderManager");
  const router = useRouter();
  const { create } = useManagerOrderActions();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {t("fromOffer")}
      </Button>
      {open ? (
        <CustomerDialog
          title={t("customer.newTitle")}
          submitLabel={t("customer.create")}
          onSubmit={(customer) => create.mutateAsync({ customer, source: { type: "offer", id: offerId } }).then((entry) => router.push(`/modules/order-manager/${entry.id}`))}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
