CREATE TABLE `audit_events` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`actor_id` text,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`interview_id` text,
	`interview_title` text,
	`detail` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_events_team_at_idx` ON `audit_events` (`team_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_events_interview_idx` ON `audit_events` (`interview_id`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`kind` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_hash_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitations_team_idx` ON `invitations` (`team_id`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `interviews` ADD `team_id` text REFERENCES teams(id);--> statement-breakpoint
CREATE INDEX `interviews_team_created_idx` ON `interviews` (`team_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `team_id` text REFERENCES teams(id);--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE INDEX `users_team_idx` ON `users` (`team_id`);--> statement-breakpoint
-- Every user made before teams becomes the admin of a team of their own, and their interviews belong to it.
INSERT INTO `teams` (`id`, `name`) SELECT 'team-' || `id`, substr(`email`, 1, instr(`email`, '@') - 1) || '''s team' FROM `users`;--> statement-breakpoint
UPDATE `users` SET `team_id` = 'team-' || `id`, `role` = 'admin';--> statement-breakpoint
UPDATE `interviews` SET `team_id` = 'team-' || `user_id`;
