ALTER TABLE `dialogs` ADD `counted_at` integer;--> statement-breakpoint
ALTER TABLE `dialogs` ADD `is_excluded_from_quota` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill: a respondent's dialog that already holds substantive answers (two real answers, and the interviewer
-- reached the guide's second question or closed it) counts from when it got there; dialogs with only a greeting or
-- one short answer no longer count.
UPDATE `dialogs` SET `counted_at` = coalesce(
  (SELECT min(m.`created_at`) FROM `messages` m WHERE m.`dialog_id` = `dialogs`.`id` AND m.`role` = 'assistant' AND m.`question_index` >= 1),
  `completed_at`
)
WHERE `is_generated` = 0 AND `is_preview` = 0 AND `answered_at` IS NOT NULL
  AND (SELECT count(*) FROM `messages` m WHERE m.`dialog_id` = `dialogs`.`id` AND m.`role` = 'user' AND m.`is_flagged` = 0) >= 2
  AND (`completed_at` IS NOT NULL OR EXISTS (SELECT 1 FROM `messages` m WHERE m.`dialog_id` = `dialogs`.`id` AND m.`role` = 'assistant' AND m.`question_index` >= 1));
