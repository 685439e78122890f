CREATE TABLE `member_checks` (
	`dialog_id` text PRIMARY KEY NOT NULL,
	`points` text NOT NULL,
	`offer_message_id` text,
	`engine` text NOT NULL,
	`dropped_points` integer DEFAULT 0 NOT NULL,
	`verdict` text DEFAULT 'pending' NOT NULL,
	`correction_message_id` text,
	`corrected_points` text,
	`answer_client_id` text,
	`offered_at` integer NOT NULL,
	`answered_at` integer,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`correction_message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `respondent_verdicts` (
	`dialog_id` text PRIMARY KEY NOT NULL,
	`captured_views` integer,
	`preferred_mode` text,
	`is_skipped` integer DEFAULT false NOT NULL,
	`answered_at` integer NOT NULL,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `interviews` ADD `asks_member_check` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `interviews` ADD `asks_verdict` integer DEFAULT false NOT NULL;