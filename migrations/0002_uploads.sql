CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`original_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_file_name_unique` ON `uploads` (`file_name`);--> statement-breakpoint
CREATE INDEX `uploads_interview_idx` ON `uploads` (`interview_id`,`kind`);