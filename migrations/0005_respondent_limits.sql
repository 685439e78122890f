DROP INDEX `ai_calls_interview_idx`;--> statement-breakpoint
CREATE INDEX `ai_calls_interview_created_idx` ON `ai_calls` (`interview_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `dialogs` ADD `answered_at` integer;--> statement-breakpoint
ALTER TABLE `interviews` ADD `ai_daily_call_budget` integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `is_flagged` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `dialogs` SET `answered_at` = (SELECT min(`created_at`) FROM `messages` WHERE `messages`.`dialog_id` = `dialogs`.`id` AND `messages`.`role` = 'user') WHERE `answered_at` IS NULL;
