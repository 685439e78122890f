-- Semantic search over respondent messages. Hand-written: FTS5, vec0 and triggers are outside drizzle's schema.
-- One row per respondent message (not previews): an integer id for FTS5 and vec0, which key rows by integer, and the
-- float vector with the name of the model that made it (null: not embedded yet).
CREATE TABLE `message_search_rows` (
	`id` integer PRIMARY KEY,
	`message_id` text NOT NULL UNIQUE REFERENCES `messages`(`id`) ON DELETE cascade,
	`dialog_id` text NOT NULL REFERENCES `dialogs`(`id`) ON DELETE cascade,
	`interview_id` text NOT NULL REFERENCES `interviews`(`id`) ON DELETE cascade,
	`model` text,
	`embedding` blob
);
--> statement-breakpoint
CREATE INDEX `message_search_rows_interview_model_idx` ON `message_search_rows` (`interview_id`, `model`);
--> statement-breakpoint
CREATE INDEX `message_search_rows_dialog_idx` ON `message_search_rows` (`dialog_id`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `message_fts` USING fts5(content, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
-- The default offline encoder's binary vectors (512 bits); tables for other sizes are created when a model needs them.
CREATE VIRTUAL TABLE `message_vectors_512` USING vec0(interview_id text partition key, embedding bit[512]);
--> statement-breakpoint
CREATE TRIGGER `message_search_rows_vectors_512_delete` AFTER DELETE ON `message_search_rows` BEGIN
	DELETE FROM `message_vectors_512` WHERE rowid = old.id;
END;
--> statement-breakpoint
-- Every way a respondent message is stored (chat, voice, simulated personas) lands in the index.
CREATE TRIGGER `messages_search_insert` AFTER INSERT ON `messages`
WHEN new.role = 'user' AND (SELECT is_preview FROM dialogs WHERE id = new.dialog_id) = 0
BEGIN
	INSERT INTO message_search_rows (message_id, dialog_id, interview_id)
		SELECT new.id, d.id, d.interview_id FROM dialogs d WHERE d.id = new.dialog_id;
	INSERT INTO message_fts (rowid, content) SELECT id, new.content FROM message_search_rows WHERE message_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `messages_search_update` AFTER UPDATE OF content ON `messages` WHEN new.role = 'user' BEGIN
	UPDATE message_fts SET content = new.content WHERE rowid = (SELECT id FROM message_search_rows WHERE message_id = new.id);
	UPDATE message_search_rows SET model = NULL, embedding = NULL WHERE message_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `message_search_rows_delete` AFTER DELETE ON `message_search_rows` BEGIN
	DELETE FROM message_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO message_search_rows (message_id, dialog_id, interview_id)
	SELECT m.id, d.id, d.interview_id FROM messages m JOIN dialogs d ON d.id = m.dialog_id
	WHERE m.role = 'user' AND d.is_preview = 0 ORDER BY m.created_at;
--> statement-breakpoint
INSERT INTO message_fts (rowid, content)
	SELECT r.id, m.content FROM message_search_rows r JOIN messages m ON m.id = r.message_id;
