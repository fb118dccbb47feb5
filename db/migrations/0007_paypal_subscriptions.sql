CREATE TABLE `paypal_webhook_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- Money becomes integer minor units (cents): existing amounts are kept, rounded to the cent.
ALTER TABLE `payments` ADD `amount_minor` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `payments` SET `amount_minor` = CAST(ROUND(`amount` * 100) AS INTEGER);--> statement-breakpoint
ALTER TABLE `payments` DROP COLUMN `amount`;--> statement-breakpoint
ALTER TABLE `subscription_plans` ADD `price_minor` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `subscription_plans` SET `price_minor` = CAST(ROUND(`price` * 100) AS INTEGER);--> statement-breakpoint
ALTER TABLE `subscription_plans` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `subscription_plans` ADD `paypal_product_id` text;--> statement-breakpoint
ALTER TABLE `subscription_plans` DROP COLUMN `price`;
