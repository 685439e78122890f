CREATE TABLE `answer_edits` (
	`report_id` text NOT NULL,
	`dialog_id` text NOT NULL,
	`block_id` text NOT NULL,
	`answer` text NOT NULL,
	`ai_answer` text,
	`edited_by` text,
	`edited_at` integer NOT NULL,
	PRIMARY KEY(`report_id`, `dialog_id`, `block_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`block_id`) REFERENCES `coding_blocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`edited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `quote_votes` (
	`report_id` text NOT NULL,
	`message_id` text NOT NULL,
	`start` integer NOT NULL,
	`end` integer NOT NULL,
	`user_id` text NOT NULL,
	`dialog_id` text NOT NULL,
	`vote` text NOT NULL,
	`section` text NOT NULL,
	`context` text,
	`voted_at` integer NOT NULL,
	PRIMARY KEY(`report_id`, `message_id`, `start`, `end`, `user_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The votes cast so far move to their quotes; the section is where the quote stood.
INSERT OR IGNORE INTO `quote_votes` (`report_id`, `message_id`, `start`, `end`, `user_id`, `dialog_id`, `vote`, `section`, `context`, `voted_at`)
SELECT c.`report_id`, c.`message_id`, c.`start`, c.`end`, v.`user_id`, c.`dialog_id`, v.`vote`,
	CASE
		WHEN c.`answer_id` IS NOT NULL THEN 'answers'
		WHEN c.`recommendation_id` IS NOT NULL THEN 'recommendations'
		WHEN c.`summary_id` IS NOT NULL THEN (SELECT CASE s.`kind` WHEN 'question_insights' THEN 'question-insights' WHEN 'business_insights' THEN 'business-insights' ELSE 'coding-insights' END FROM `summaries` s WHERE s.`id` = c.`summary_id`)
		WHEN t.`block_id` IS NULL THEN 'key-topics'
		WHEN t.`dialog_id` IS NULL THEN 'blocks'
		ELSE 'dialogs'
	END,
	t.`topic`, v.`voted_at`
FROM `citation_votes` v JOIN `citations` c ON c.`id` = v.`citation_id` LEFT JOIN `coding_topics` t ON t.`id` = c.`topic_id`;
--> statement-breakpoint
-- The edits made so far, kept apart from the answers a run replaces.
INSERT OR IGNORE INTO `answer_edits` (`report_id`, `dialog_id`, `block_id`, `answer`, `ai_answer`, `edited_by`, `edited_at`)
SELECT `report_id`, `dialog_id`, `block_id`, `answer`, `original_answer`, `edited_by`, `edited_at` FROM `dialog_answers` WHERE `edited_at` IS NOT NULL AND `answer` IS NOT NULL;
--> statement-breakpoint
DROP TABLE `citation_votes`;--> statement-breakpoint
ALTER TABLE `recommendations` ADD `ai_title` text;--> statement-breakpoint
ALTER TABLE `recommendations` ADD `is_from_earlier_run` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `citations_message_idx` ON `citations` (`message_id`,`start`,`end`);