CREATE TABLE `activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`actor_user_id` integer,
	`actor_name` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `activity_partner_time` ON `activity` (`partner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_partner_actor` ON `activity` (`partner_id`,`actor_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`device_hash` text NOT NULL,
	`label` text NOT NULL,
	`first_seen_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_devices_user_device` ON `user_devices` (`user_id`,`device_hash`);--> statement-breakpoint
CREATE TRIGGER `activity_no_update` BEFORE UPDATE ON `activity` BEGIN SELECT RAISE(ABORT, 'the activity log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `activity_no_delete` BEFORE DELETE ON `activity` BEGIN SELECT RAISE(ABORT, 'the activity log is append-only'); END;
