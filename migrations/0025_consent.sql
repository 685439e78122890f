CREATE TABLE `dialog_consents` (
	`dialog_id` text PRIMARY KEY NOT NULL,
	`interview_id` text NOT NULL,
	`decision` text NOT NULL,
	`decided_at` integer NOT NULL,
	`text_version` text NOT NULL,
	`ai` text NOT NULL,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dialog_consents_interview_idx` ON `dialog_consents` (`interview_id`,`decision`);--> statement-breakpoint
ALTER TABLE `interviews` ADD `require_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `interviews` ADD `consent_text` text;--> statement-breakpoint
ALTER TABLE `interviews` ADD `privacy_url` text;