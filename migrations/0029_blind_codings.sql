CREATE TABLE `blind_codings` (
	`report_id` text NOT NULL,
	`coder_id` text NOT NULL,
	`theme_id` text NOT NULL,
	`dialog_id` text NOT NULL,
	`is_member` integer NOT NULL,
	`decided_at` integer NOT NULL,
	PRIMARY KEY(`report_id`, `coder_id`, `theme_id`, `dialog_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coder_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blind_codings_report_idx` ON `blind_codings` (`report_id`,`dialog_id`);