CREATE TABLE `deduction_queries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`deduction_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`by_name` text NOT NULL,
	`reason` text NOT NULL,
	`note` text NOT NULL,
	`evidence_url` text,
	`status` text NOT NULL,
	`answer` text,
	`refunded_kobo` integer DEFAULT 0 NOT NULL,
	`refund_deduction_id` integer,
	`created_at` text NOT NULL,
	`decided_at` text,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`deduction_id`) REFERENCES `deductions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `deduction_queries_partner` ON `deduction_queries` (`partner_id`,`id`);--> statement-breakpoint
CREATE INDEX `deduction_queries_deduction` ON `deduction_queries` (`deduction_id`);--> statement-breakpoint
ALTER TABLE `deductions` ADD `note` text;--> statement-breakpoint
ALTER TABLE `deductions` ADD `query_id` integer;