-- The seller data exchange (issue 15): keys of the seller's ERP on what imports touch, import runs, the 1C
-- exchange account and sessions, orders' export mark, company approval. Companies that exist already are
-- approved (they traded before approval was a step).
CREATE TABLE "feature_options" (
	"site_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "feature_options_site_id_feature_id_external_id_pk" PRIMARY KEY("site_id","feature_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_accounts" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_orders" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"files" text[] NOT NULL,
	"is_full" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"phase" text DEFAULT '' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"counts" jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "products_site_article_uq";--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "price_types" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seen_run_id" integer;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "feature_options" ADD CONSTRAINT "feature_options_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_options" ADD CONSTRAINT "feature_options_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_accounts" ADD CONSTRAINT "exchange_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD CONSTRAINT "exchange_sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_sessions_site_idx" ON "exchange_sessions" USING btree ("site_id","expires_at");--> statement-breakpoint
CREATE INDEX "import_runs_site_started_idx" ON "import_runs" USING btree ("site_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_running_uq" ON "import_runs" USING btree ("site_id") WHERE status = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_site_external_uq" ON "warehouses" USING btree ("site_id","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "features_site_external_uq" ON "features" USING btree ("site_id","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "price_types_site_external_uq" ON "price_types" USING btree ("site_id","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_site_article_idx" ON "products" USING btree ("site_id","article");--> statement-breakpoint
CREATE UNIQUE INDEX "products_site_external_uq" ON "products" USING btree ("site_id","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sections_site_external_uq" ON "sections" USING btree ("site_id","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_site_external_uq" ON "order_documents" USING btree ("site_id","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "approved_at" = "created_at";