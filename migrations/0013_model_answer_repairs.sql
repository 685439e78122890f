ALTER TABLE `grounding_counts` ADD `trimmed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `grounding_counts` ADD `omitted` integer DEFAULT 0 NOT NULL;