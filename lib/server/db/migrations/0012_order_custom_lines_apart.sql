-- Orders placed before the buyer's own (custom) lines were set apart counted them in the total, the VAT
-- and the invoice. The seller's total, VAT and invoice are the catalogue lines' only; the custom lines
-- keep their own total (custom_items_total). Reservations never held custom lines, so they stay as they are.
UPDATE "order_documents" AS d SET "total" = o."items_total"
FROM "orders" AS o
WHERE d."site_id" = o."site_id" AND d."order_id" = o."id" AND d."kind" = 'invoice' AND o."custom_items_total" <> 0
  AND d."total" = o."items_total" + o."custom_items_total";--> statement-breakpoint
UPDATE "orders" AS o SET
  "total" = o."items_total",
  "vat_total" = coalesce((SELECT sum(i."vat_amount") FROM "order_items" AS i WHERE i."site_id" = o."site_id" AND i."order_id" = o."id" AND i."kind" <> 'custom'), 0)
WHERE o."custom_items_total" <> 0 AND o."total" <> o."items_total";
