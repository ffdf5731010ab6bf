-- A delivery address's city and the comment for the driver, kept with the order as they were when ordered.
ALTER TABLE "orders" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_comment" text;