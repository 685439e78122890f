CREATE TABLE `quality_guard` (
	`dialog_id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`flags` text NOT NULL,
	`excluded_by_default` integer NOT NULL,
	`thresholds` text NOT NULL,
	`version` text NOT NULL,
	`checked_at` integer NOT NULL,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quality_guard_interview_idx` ON `quality_guard` (`interview_id`);