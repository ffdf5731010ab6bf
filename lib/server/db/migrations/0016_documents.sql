CREATE TABLE "order_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"article" text,
	"unit" text NOT NULL,
	"price" bigint NOT NULL,
	"amount" integer NOT NULL,
	"total" bigint NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_amount" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_document_lines" ADD CONSTRAINT "order_document_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_lines" ADD CONSTRAINT "order_document_lines_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_lines" ADD CONSTRAINT "order_document_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_document_lines_site_document_idx" ON "order_document_lines" USING btree ("site_id","document_id","sort");--> statement-breakpoint
CREATE INDEX "order_documents_site_created_idx" ON "order_documents" USING btree ("site_id","created_at");