-- Flagged messages (attempts to instruct the interviewer) are never evidence: the search index leaves them out, so no
-- search (the Vector Search tab, the analytics chat and its agent) can find them, and no embeddings model reads them.
DROP TRIGGER `messages_search_insert`;
--> statement-breakpoint
CREATE TRIGGER `messages_search_insert` AFTER INSERT ON `messages`
WHEN new.role = 'user' AND new.is_flagged = 0 AND (SELECT is_preview FROM dialogs WHERE id = new.dialog_id) = 0
BEGIN
	INSERT INTO message_search_rows (message_id, dialog_id, interview_id)
		SELECT new.id, d.id, d.interview_id FROM dialogs d WHERE d.id = new.dialog_id;
	INSERT INTO message_fts (rowid, content) SELECT id, new.content FROM message_search_rows WHERE message_id = new.id;
END;
--> statement-breakpoint
-- A message flagged once stored leaves the index (its words and vectors go with the row's delete triggers)...
CREATE TRIGGER `messages_search_flagged` AFTER UPDATE OF is_flagged ON `messages` WHEN new.is_flagged = 1 AND old.is_flagged = 0 BEGIN
	DELETE FROM message_search_rows WHERE message_id = new.id;
END;
--> statement-breakpoint
-- ...and one no longer flagged joins it, to be embedded by the next indexing job.
CREATE TRIGGER `messages_search_unflagged` AFTER UPDATE OF is_flagged ON `messages`
WHEN new.is_flagged = 0 AND old.is_flagged = 1 AND new.role = 'user' AND (SELECT is_preview FROM dialogs WHERE id = new.dialog_id) = 0
BEGIN
	INSERT INTO message_search_rows (message_id, dialog_id, interview_id)
		SELECT new.id, d.id, d.interview_id FROM dialogs d WHERE d.id = new.dialog_id;
	INSERT INTO message_fts (rowid, content) SELECT id, new.content FROM message_search_rows WHERE message_id = new.id;
END;
--> statement-breakpoint
DELETE FROM message_search_rows WHERE message_id IN (SELECT id FROM messages WHERE is_flagged = 1);
