ALTER TABLE "order_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
-- Our notes were stored as text in the site's first language: each known wording becomes its kind
-- (worded in the reader's language when shown); the reservation date is the order's own.
UPDATE "order_events" SET "note" = 'cancelled', "comment" = NULL WHERE "comment" IN ('Заказ отменён покупателем, резерв снят', 'Cancelled by the buyer, reservation released', 'Xaridor tomonidan bekor qilindi, band qilish olib tashlandi');--> statement-breakpoint
UPDATE "order_events" SET "note" = 'expired', "comment" = NULL WHERE "comment" IN ('Срок резерва истёк, товар возвращён на склад', 'The reservation expired, the goods went back to stock', 'Band qilish muddati tugadi, mahsulot omborga qaytarildi');--> statement-breakpoint
UPDATE "order_events" SET "note" = 'placedNoReserve', "comment" = NULL WHERE "comment" IN ('Заказ оформлен', 'Order placed', 'Buyurtma rasmiylashtirildi');--> statement-breakpoint
UPDATE "order_events" AS e SET "note" = 'placed', "note_params" = jsonb_build_object('date', to_char(o."reserved_until" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), "comment" = NULL
  FROM "orders" AS o
  WHERE o."id" = e."order_id" AND o."site_id" = e."site_id" AND o."reserved_until" IS NOT NULL
    AND (e."comment" LIKE 'Заказ оформлен, товар зарезервирован до %' OR e."comment" LIKE 'Order placed, goods reserved until %' OR e."comment" LIKE 'Buyurtma rasmiylashtirildi, mahsulot % gacha band qilindi');
