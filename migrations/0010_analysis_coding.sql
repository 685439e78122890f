CREATE TABLE `citation_votes` (
	`citation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`vote` text NOT NULL,
	`voted_at` integer NOT NULL,
	PRIMARY KEY(`citation_id`, `user_id`),
	FOREIGN KEY (`citation_id`) REFERENCES `citations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `citations` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`topic_id` text,
	`answer_id` text,
	`recommendation_id` text,
	`summary_id` text,
	`message_id` text NOT NULL,
	`dialog_id` text NOT NULL,
	`start` integer NOT NULL,
	`end` integer NOT NULL,
	`verification` text NOT NULL,
	`similarity` real NOT NULL,
	`relevance` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`topic_id`) REFERENCES `coding_topics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`answer_id`) REFERENCES `dialog_answers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recommendation_id`) REFERENCES `recommendations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`summary_id`) REFERENCES `summaries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `citations_topic_idx` ON `citations` (`topic_id`);--> statement-breakpoint
CREATE INDEX `citations_answer_idx` ON `citations` (`answer_id`);--> statement-breakpoint
CREATE INDEX `citations_recommendation_idx` ON `citations` (`recommendation_id`);--> statement-breakpoint
CREATE INDEX `citations_summary_idx` ON `citations` (`summary_id`);--> statement-breakpoint
CREATE INDEX `citations_report_idx` ON `citations` (`report_id`,`dialog_id`);--> statement-breakpoint
CREATE TABLE `coding_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`question_id` text,
	`is_default` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`position` integer NOT NULL,
	`additional_prompt` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `coding_blocks_interview_idx` ON `coding_blocks` (`interview_id`,`position`);--> statement-breakpoint
CREATE TABLE `coding_topics` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`block_id` text,
	`dialog_id` text,
	`parent_id` text,
	`topic` text NOT NULL,
	`insights` text,
	`top_words` text,
	`dialog_count` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`model` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`block_id`) REFERENCES `coding_blocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `coding_topics_report_idx` ON `coding_topics` (`report_id`,`block_id`,`dialog_id`);--> statement-breakpoint
CREATE TABLE `dialog_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`dialog_id` text NOT NULL,
	`block_id` text NOT NULL,
	`status` text NOT NULL,
	`answer` text,
	`original_answer` text,
	`edited_at` integer,
	`edited_by` text,
	`error` text,
	`model` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`block_id`) REFERENCES `coding_blocks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`edited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dialog_answers_report_dialog_block_idx` ON `dialog_answers` (`report_id`,`dialog_id`,`block_id`);--> statement-breakpoint
CREATE TABLE `dialog_codings` (
	`report_id` text NOT NULL,
	`dialog_id` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`model` text,
	`coded_at` integer,
	PRIMARY KEY(`report_id`, `dialog_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `grounding_counts` (
	`report_id` text NOT NULL,
	`section` text NOT NULL,
	`verbatim` integer DEFAULT 0 NOT NULL,
	`snapped` integer DEFAULT 0 NOT NULL,
	`dropped` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`report_id`, `section`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `recommendation_codings` (
	`report_id` text NOT NULL,
	`answer_id` text NOT NULL,
	`recommendation_id` text NOT NULL,
	`relevance` real,
	`model` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`report_id`, `answer_id`, `recommendation_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`answer_id`) REFERENCES `dialog_answers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recommendation_id`) REFERENCES `recommendations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recommendation_codings_rec_idx` ON `recommendation_codings` (`recommendation_id`);--> statement-breakpoint
CREATE TABLE `recommendations` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`block_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`additional_prompt` text,
	`is_custom` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	`model` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`block_id`) REFERENCES `coding_blocks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recommendations_report_block_idx` ON `recommendations` (`report_id`,`block_id`,`position`);--> statement-breakpoint
CREATE TABLE `summaries` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`kind` text NOT NULL,
	`block_id` text,
	`summary` text NOT NULL,
	`extractive` integer DEFAULT false NOT NULL,
	`total_responses` integer,
	`recommendations_analyzed` integer,
	`total_blocks_analyzed` integer,
	`model` text NOT NULL,
	`generated_at` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`block_id`) REFERENCES `coding_blocks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `summaries_report_kind_idx` ON `summaries` (`report_id`,`kind`);