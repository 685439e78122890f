ALTER TABLE `coding_topics` ADD `dialog_ids` text;--> statement-breakpoint
ALTER TABLE `coding_topics` ADD `description` text;--> statement-breakpoint
ALTER TABLE `coding_topics` ADD `subtopic_ids` text;--> statement-breakpoint
ALTER TABLE `summaries` ADD `point_dialog_ids` text;