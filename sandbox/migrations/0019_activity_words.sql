CREATE TABLE `document_link_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `document_requests`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_link_tokens_token_hash_unique` ON `document_link_tokens` (`token_hash`);--> statement-breakpoint
ALTER TABLE `activity` ADD `words` text;