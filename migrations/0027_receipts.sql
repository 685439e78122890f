CREATE TABLE `receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`dialog_id` text,
	`interview_id` text NOT NULL,
	`dialog_label` text NOT NULL,
	`deleted_at` integer,
	`deleted_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_dialog_id_unique` ON `receipts` (`dialog_id`);--> statement-breakpoint
CREATE INDEX `receipts_interview_deleted_idx` ON `receipts` (`interview_id`,`deleted_at`);--> statement-breakpoint
ALTER TABLE `interviews` ADD `retention_days` integer;--> statement-breakpoint
ALTER TABLE `reports` ADD `rerun_needed_since` integer;