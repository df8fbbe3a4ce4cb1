CREATE TABLE `document_link_opens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`viewer` text NOT NULL,
	`opened_at` text NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `document_requests`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `document_link_opens_viewer` ON `document_link_opens` (`request_id`,`viewer`,`opened_at`);--> statement-breakpoint
CREATE TABLE `document_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`driver_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`channel` text NOT NULL,
	`asked` text NOT NULL,
	`created_by_user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`ended_at` text,
	`ended_reason` text,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `drivers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_requests_token_hash_unique` ON `document_requests` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_requests_live` ON `document_requests` (`driver_id`) WHERE ended_at IS NULL;--> statement-breakpoint
CREATE TABLE `document_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`partner_id` integer NOT NULL,
	`owner_type` text NOT NULL,
	`owner_id` integer NOT NULL,
	`type` text NOT NULL,
	`file_url` text NOT NULL,
	`expires_at` text,
	`number` text,
	`sent_at` text NOT NULL,
	`status` text DEFAULT 'awaiting_review' NOT NULL,
	`reason` text,
	`reviewed_by_user_id` integer,
	`reviewed_at` text,
	`document_id` integer,
	FOREIGN KEY (`request_id`) REFERENCES `document_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `document_submissions_request` ON `document_submissions` (`request_id`);--> statement-breakpoint
CREATE INDEX `document_submissions_owner` ON `document_submissions` (`owner_type`,`owner_id`);--> statement-breakpoint
ALTER TABLE `files` ADD `partner_id` integer REFERENCES partners(id);