CREATE TABLE `notification_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`dedupe_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`held_until` integer,
	`held` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_sends_user_key_unique` ON `notification_sends` (`user_id`,`dedupe_key`);--> statement-breakpoint
CREATE INDEX `notification_sends_created_idx` ON `notification_sends` (`created_at`);--> statement-breakpoint
CREATE INDEX `notification_sends_held_idx` ON `notification_sends` (`held_until`);