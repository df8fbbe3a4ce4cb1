ALTER TABLE `settlement_accounts` ADD `status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `settlement_accounts` ADD `active_from` text;--> statement-breakpoint
ALTER TABLE `settlement_accounts` ADD `previous_account_id` integer;--> statement-breakpoint
ALTER TABLE `settlement_accounts` ADD `cancel_token_hash` text;--> statement-breakpoint
ALTER TABLE `settlement_accounts` ADD `cancelled_at` text;