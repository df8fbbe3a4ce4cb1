CREATE TABLE `pass_scans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pass_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`code` text NOT NULL,
	`scanned_at` text NOT NULL,
	FOREIGN KEY (`pass_id`) REFERENCES `vehicle_passes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pass_scans_vehicle` ON `pass_scans` (`vehicle_id`,`scanned_at`);--> statement-breakpoint
CREATE INDEX `pass_scans_code` ON `pass_scans` (`code`);--> statement-breakpoint
CREATE TABLE `vehicle_passes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`partner_id` integer NOT NULL,
	`version` integer NOT NULL,
	`token` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`replaced_at` text,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_passes_token_hash_unique` ON `vehicle_passes` (`token_hash`);--> statement-breakpoint
CREATE INDEX `vehicle_passes_vehicle` ON `vehicle_passes` (`vehicle_id`,`version`);--> statement-breakpoint
ALTER TABLE `notification_prefs` ADD `pass_scan_alerts` integer DEFAULT 0 NOT NULL;