CREATE TABLE `pay_statement_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`driver_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`period` text NOT NULL,
	`period_start` text NOT NULL,
	`channel` text NOT NULL,
	`language` text DEFAULT 'en-NG' NOT NULL,
	`created_by_user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`replaced_at` text,
	`opened_at` text,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `drivers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pay_statement_links_token_hash_unique` ON `pay_statement_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `pay_statement_links_driver` ON `pay_statement_links` (`partner_id`,`driver_id`,`period_start`);--> statement-breakpoint
CREATE TABLE `pay_statement_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_id` integer NOT NULL,
	`partner_id` integer NOT NULL,
	`driver_id` integer NOT NULL,
	`period` text NOT NULL,
	`period_start` text NOT NULL,
	`note` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`link_id`) REFERENCES `pay_statement_links`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `drivers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pay_statement_notes_period` ON `pay_statement_notes` (`partner_id`,`period`,`period_start`);