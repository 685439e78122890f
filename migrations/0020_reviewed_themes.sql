CREATE TABLE `reviewed_theme_members` (
	`theme_id` text NOT NULL,
	`report_id` text NOT NULL,
	`dialog_id` text NOT NULL,
	`message_id` text,
	`start` integer,
	`end` integer,
	`block_id` text,
	`origin` text NOT NULL,
	`status` text NOT NULL,
	`decided_at` integer NOT NULL,
	PRIMARY KEY(`theme_id`, `dialog_id`),
	FOREIGN KEY (`theme_id`) REFERENCES `reviewed_themes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reviewed_theme_members_report_idx` ON `reviewed_theme_members` (`report_id`);--> statement-breakpoint
CREATE TABLE `reviewed_themes` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`reviewed` integer DEFAULT false NOT NULL,
	`origin` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reviewed_themes_report_idx` ON `reviewed_themes` (`report_id`);