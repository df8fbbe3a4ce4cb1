CREATE TABLE `notification_prefs` (
	`partner_id` integer PRIMARY KEY NOT NULL,
	`channels` text NOT NULL,
	`daily_time` text NOT NULL,
	`recipients` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`owner_type` text NOT NULL,
	`owner_id` integer NOT NULL,
	`subject` text NOT NULL,
	`threshold` text NOT NULL,
	`about_day` text NOT NULL,
	`sent_on` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminders_key` ON `reminders` (`owner_type`,`owner_id`,`subject`,`threshold`,`about_day`);--> statement-breakpoint
ALTER TABLE `drivers` ADD `suspended_reason` text;--> statement-breakpoint
ALTER TABLE `drivers` ADD `declared_licence_expiry` text;--> statement-breakpoint
ALTER TABLE `drivers` ADD `declared_lasdri_number` text;--> statement-breakpoint
ALTER TABLE `drivers` ADD `declared_lasdri_expiry` text;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `suspended_reason` text;