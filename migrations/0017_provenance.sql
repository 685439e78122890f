ALTER TABLE `coding_topics` ADD `provenance` text;--> statement-breakpoint
ALTER TABLE `dialog_answers` ADD `provenance` text;--> statement-breakpoint
ALTER TABLE `member_checks` ADD `provenance` text;--> statement-breakpoint
ALTER TABLE `recommendation_codings` ADD `provenance` text;--> statement-breakpoint
ALTER TABLE `recommendations` ADD `provenance` text;--> statement-breakpoint
ALTER TABLE `sample_scores` ADD `provenance` text;--> statement-breakpoint
ALTER TABLE `summaries` ADD `provenance` text;