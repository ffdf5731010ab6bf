ALTER TABLE "bonus_transactions" DROP CONSTRAINT "bonus_transactions_kind_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bonus_spent" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_transactions" ADD CONSTRAINT "bonus_transactions_kind_ck" CHECK (kind IN ('opening', 'accrual', 'spending', 'refund'));