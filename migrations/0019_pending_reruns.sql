CREATE TABLE `pending_reruns` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`report_id` text NOT NULL,
	`intent` text NOT NULL,
	`fields` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pending_reruns_expires_idx` ON `pending_reruns` (`expires_at`);