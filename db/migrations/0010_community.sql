CREATE TABLE `community_circles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_circles_slug_unique` ON `community_circles` (`slug`);--> statement-breakpoint
CREATE TABLE `community_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`circle_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`parent_id` integer,
	`body` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`hold_reason` text,
	`removal_reason` text,
	`report_count` integer DEFAULT 0 NOT NULL,
	`support_count` integer DEFAULT 0 NOT NULL,
	`reviewed_at` integer,
	`edited_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`circle_id`) REFERENCES `community_circles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `community_posts_circle_idx` ON `community_posts` (`circle_id`,`parent_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_parent_idx` ON `community_posts` (`parent_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_author_idx` ON `community_posts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_queue_idx` ON `community_posts` (`status`,`report_count`);--> statement-breakpoint
CREATE TABLE `community_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`community_name` text NOT NULL,
	`name_key` text NOT NULL,
	`show_display_name` integer DEFAULT false NOT NULL,
	`suspended_until` integer,
	`suspension_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_profiles_name_key_idx` ON `community_profiles` (`name_key`);--> statement-breakpoint
CREATE TABLE `community_reactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_reactions_unique_idx` ON `community_reactions` (`post_id`,`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `community_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text NOT NULL,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_reports_unique_idx` ON `community_reports` (`post_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `community_reports_reporter_idx` ON `community_reports` (`user_id`);