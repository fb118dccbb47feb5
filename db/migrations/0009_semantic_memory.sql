ALTER TABLE `journal_embeddings` ADD `model` text DEFAULT 'hashed-256' NOT NULL;--> statement-breakpoint
CREATE INDEX `journal_embeddings_model_idx` ON `journal_embeddings` (`model`);