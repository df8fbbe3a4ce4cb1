CREATE TABLE `pay_adjustments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`driver_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`day` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `drivers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pay_adjustments_driver` ON `pay_adjustments` (`partner_id`,`driver_id`,`day`);--> statement-breakpoint
CREATE TABLE `pay_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`driver_id` integer NOT NULL,
	`period` text NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`taken_kobo` integer NOT NULL,
	`gross_pay_kobo` integer NOT NULL,
	`reference` text NOT NULL,
	`paid_on` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `drivers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pay_payments_once` ON `pay_payments` (`partner_id`,`driver_id`,`period_start`);--> statement-breakpoint
CREATE TABLE `pay_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`driver_id` integer,
	`basis` text NOT NULL,
	`share_bp` integer DEFAULT 0 NOT NULL,
	`amount_kobo` integer DEFAULT 0 NOT NULL,
	`period` text NOT NULL,
	`from_date` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `drivers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pay_rules_partner` ON `pay_rules` (`partner_id`,`driver_id`);