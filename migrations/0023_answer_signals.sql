CREATE TABLE `answer_signals` (
	`message_id` text PRIMARY KEY NOT NULL,
	`dialog_id` text NOT NULL,
	`client_signals` text,
	`seconds` real,
	`chars_per_second` real,
	`visitor_hash` text,
	`address_hash` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dialog_id`) REFERENCES `dialogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `answer_signals_dialog_idx` ON `answer_signals` (`dialog_id`);--> statement-breakpoint
CREATE INDEX `answer_signals_visitor_idx` ON `answer_signals` (`visitor_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `answer_signals_address_idx` ON `answer_signals` (`address_hash`,`created_at`);