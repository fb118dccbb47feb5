-- Full-text index over journal content, kept in sync with journal_entries by triggers.
CREATE VIRTUAL TABLE `journal_entries_fts` USING fts5(
	`title`,
	`content`,
	content='journal_entries',
	content_rowid='id',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `journal_entries_fts_insert` AFTER INSERT ON `journal_entries` BEGIN
	INSERT INTO `journal_entries_fts`(rowid, title, content) VALUES (new.id, coalesce(new.title, ''), new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `journal_entries_fts_delete` AFTER DELETE ON `journal_entries` BEGIN
	INSERT INTO `journal_entries_fts`(`journal_entries_fts`, rowid, title, content) VALUES ('delete', old.id, coalesce(old.title, ''), old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `journal_entries_fts_update` AFTER UPDATE OF `title`, `content` ON `journal_entries` BEGIN
	INSERT INTO `journal_entries_fts`(`journal_entries_fts`, rowid, title, content) VALUES ('delete', old.id, coalesce(old.title, ''), old.content);
	INSERT INTO `journal_entries_fts`(rowid, title, content) VALUES (new.id, coalesce(new.title, ''), new.content);
END;
