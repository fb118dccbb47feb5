CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`content` text NOT NULL,
	`is_ai_response` integer DEFAULT false NOT NULL,
	`crisis` integer DEFAULT false NOT NULL,
	`analysis` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_messages_user_idx` ON `chat_messages` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `weekly_summaries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`week_start` text NOT NULL,
	`top_emotions` text DEFAULT '[]' NOT NULL,
	`common_themes` text DEFAULT '[]' NOT NULL,
	`insights` text DEFAULT '[]' NOT NULL,
	`entry_count` integer DEFAULT 0 NOT NULL,
	`mood_average` real,
	`inputs_fingerprint` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_summaries_user_week_unique` ON `weekly_summaries` (`user_id`,`week_start`);--> statement-breakpoint
DROP INDEX `ai_goals_user_idx`;--> statement-breakpoint
ALTER TABLE `ai_goals` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX `ai_goals_user_idx` ON `ai_goals` (`user_id`,`status`);--> statement-breakpoint
DROP INDEX `ai_habits_user_idx`;--> statement-breakpoint
ALTER TABLE `ai_habits` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX `ai_habits_user_idx` ON `ai_habits` (`user_id`,`status`);--> statement-breakpoint
DROP INDEX `ai_tasks_user_idx`;--> statement-breakpoint
ALTER TABLE `ai_tasks` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX `ai_tasks_user_idx` ON `ai_tasks` (`user_id`,`status`);