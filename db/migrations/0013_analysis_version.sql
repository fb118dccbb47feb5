ALTER TABLE `journal_entries` ADD `analysis_version` integer;--> statement-breakpoint
ALTER TABLE `journal_entries` ADD `title_generated` integer;