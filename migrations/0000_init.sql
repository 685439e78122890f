CREATE TABLE `beta_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`company_name` text NOT NULL,
	`use_case` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `call_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`phone_number` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `dialogs` (
	`id` text PRIMARY KEY NOT NULL,
	`short_link` text NOT NULL,
	`interview_id` text NOT NULL,
	`pre_info` text,
	`is_generated` integer DEFAULT false NOT NULL,
	`state` text,
	`completed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dialogs_short_link_unique` ON `dialogs` (`short_link`);--> statement-breakpoint
CREATE INDEX `dialogs_interview_created_idx` ON `dialogs` (`interview_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `interviews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`goal` text,
	`general_prompt` text,
	`interviewer_prompt` text,
	`required_info` text,
	`exploration_areas` text,
	`questions` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`method` text DEFAULT 'chat' NOT NULL,
	`language` text DEFAULT 'English' NOT NULL,
	`preview_image` text,
	`preview_title` text,
	`preview_subtitle` text,
	`public_link` text,
	`interviewer_llm` text DEFAULT 'o1' NOT NULL,
	`audio_input_engine` text DEFAULT 'whisper' NOT NULL,
	`initial_message` text,
	`k_messages` integer DEFAULT 3 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `interviews_owner_created_idx` ON `interviews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`dialog_id` text NOT NULL,
	`role` text NOT NULL,
	`content` text NOT NULL,
	`client_id` text,
	`attachments` text,
	`all_responses` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_dialog_created_idx` ON `messages` (`dialog_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `messages_dialog_client_idx` ON `messages` (`dialog_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`plan` text DEFAULT 'free' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);