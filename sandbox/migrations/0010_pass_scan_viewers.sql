ALTER TABLE `pass_scans` ADD `viewer` text;--> statement-breakpoint
ALTER TABLE `pass_scans` ADD `alerted` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `pass_scans_viewer` ON `pass_scans` (`pass_id`,`viewer`,`scanned_at`);