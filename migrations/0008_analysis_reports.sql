CREATE TABLE `analytics_chat_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`user_id` text NOT NULL,
	`report_id` text,
	`role` text NOT NULL,
	`content` text NOT NULL,
	`sources` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `analytics_chat_owner_idx` ON `analytics_chat_messages` (`user_id`,`interview_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `report_selections` (
	`user_id` text NOT NULL,
	`interview_id` text NOT NULL,
	`report_id` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `interview_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`name` text NOT NULL,
	`include_generated` integer DEFAULT false NOT NULL,
	`sample_threshold` real DEFAULT 6 NOT NULL,
	`sample_model` text,
	`sample_analyzed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reports_interview_created_idx` ON `reports` (`interview_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sample_scores` (
	`report_id` text NOT NULL,
	`dialog_id` text NOT NULL,
	`status` text NOT NULL,
	`score` real,
	`reason` text,
	`flags` text,
	`error` text,
	`manual_included` integer,
	`model` text,
	`scored_at` integer,
	PRIMARY KEY(`report_id`, `dialog_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sample_scores_dialog_idx` ON `sample_scores` (`dialog_id`);--> statement-breakpoint
ALTER TABLE `messages` ADD `question_index` integer;