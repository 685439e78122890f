CREATE TABLE `dialog_recruitment` (
	`dialog_id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`person_key` text,
	`variables` text DEFAULT '{}' NOT NULL,
	`screener_answers` text DEFAULT '[]' NOT NULL,
	`outcome` text DEFAULT 'screening' NOT NULL,
	`admitted_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dialog_recruitment_person_idx` ON `dialog_recruitment` (`interview_id`,`person_key`);--> statement-breakpoint
CREATE INDEX `dialog_recruitment_outcome_idx` ON `dialog_recruitment` (`interview_id`,`outcome`);--> statement-breakpoint
CREATE TABLE `recruit_settings` (
	`interview_id` text PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
