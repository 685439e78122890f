ALTER TABLE `ai_calls` ADD `dialog_id` text REFERENCES dialogs(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `ai_calls_dialog_created_idx` ON `ai_calls` (`dialog_id`,`created_at`);