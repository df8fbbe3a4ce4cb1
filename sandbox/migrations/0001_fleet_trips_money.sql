-- The fleet, trips and money of issues 10-12. Sandbox data is demo data: databases seeded by
-- an older version start again from the seed (sandbox/db/index.ts), so tables that change
-- shape are recreated empty rather than copied.
CREATE TABLE `assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`driver_id` integer NOT NULL,
	`assigned_at` text NOT NULL,
	`unassigned_at` text,
	`by_user_id` integer,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `drivers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trip_id` integer NOT NULL,
	`fname` text NOT NULL,
	`lname` text NOT NULL,
	`phone` text NOT NULL,
	`seat` integer,
	`pickup_seq` integer NOT NULL,
	`dropoff_seq` integer NOT NULL,
	`fate` text DEFAULT 'rides' NOT NULL,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `bookings_trip` ON `bookings` (`trip_id`);--> statement-breakpoint
CREATE TABLE `cost_configs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`route_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`amount_kobo` integer NOT NULL,
	`effective_from` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`route_id`) REFERENCES `routes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `deductions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trip_id` integer NOT NULL,
	`cause` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `deductions_trip` ON `deductions` (`trip_id`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`owner_type` text NOT NULL,
	`owner_id` integer NOT NULL,
	`type` text NOT NULL,
	`number` text,
	`file_url` text NOT NULL,
	`expires_at` text,
	`status` text DEFAULT 'pending_review' NOT NULL,
	`rejection_reason` text,
	`reviewed_at` text,
	`superseded_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `documents_owner` ON `documents` (`owner_type`,`owner_id`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`month` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`reference` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_name` text NOT NULL,
	`account_number` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payouts_partner` ON `payouts` (`partner_id`,`month`);--> statement-breakpoint
CREATE TABLE `route_stops` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`route_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`name` text NOT NULL,
	`landmark` text,
	`minutes_after` integer NOT NULL,
	`pickup` integer DEFAULT 1 NOT NULL,
	`dropoff` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`route_id`) REFERENCES `routes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `trip_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trip_id` integer NOT NULL,
	`kind` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`by_name` text NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `vehicle_makes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_makes_name_unique` ON `vehicle_makes` (`name`);--> statement-breakpoint
CREATE TABLE `vehicle_models` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`make_id` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`seat_options` text NOT NULL,
	`first_year` integer NOT NULL,
	FOREIGN KEY (`make_id`) REFERENCES `vehicle_makes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_trips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`driver_id` integer NOT NULL,
	`route_id` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`seats` integer DEFAULT 14 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`no_shows` integer DEFAULT 0 NOT NULL,
	`cancelled_bookings` integer DEFAULT 0 NOT NULL,
	`gross_kobo` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `drivers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`route_id`) REFERENCES `routes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
DROP TABLE `trips`;--> statement-breakpoint
ALTER TABLE `__new_trips` RENAME TO `trips`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `trips_partner_starts` ON `trips` (`partner_id`,`starts_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `trips_route_departure` ON `trips` (`route_id`,`starts_at`);--> statement-breakpoint
ALTER TABLE `drivers` ADD `dob` text;--> statement-breakpoint
ALTER TABLE `drivers` ADD `address` text;--> statement-breakpoint
ALTER TABLE `drivers` ADD `licence_class` text;--> statement-breakpoint
ALTER TABLE `drivers` ADD `removed_at` text;--> statement-breakpoint
CREATE INDEX `drivers_partner` ON `drivers` (`partner_id`);--> statement-breakpoint
ALTER TABLE `routes` ADD `partner_id` integer REFERENCES partners(id);--> statement-breakpoint
ALTER TABLE `routes` ADD `code` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `routes` ADD `duration_min` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE `routes` ADD `days` text DEFAULT '"everyday"' NOT NULL;--> statement-breakpoint
ALTER TABLE `routes` ADD `departure_times` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `routes` ADD `visibility` text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE `routes` ADD `vehicle_id` integer REFERENCES vehicles(id);--> statement-breakpoint
ALTER TABLE `routes` ADD `driver_id` integer REFERENCES drivers(id);--> statement-breakpoint
ALTER TABLE `routes` ADD `trips_until` text;--> statement-breakpoint
ALTER TABLE `routes` ADD `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL;--> statement-breakpoint
ALTER TABLE `routes` DROP COLUMN `path`;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `model_id` integer;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `city_id` integer REFERENCES cities(id);--> statement-breakpoint
ALTER TABLE `vehicles` ADD `removed_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `vehicles_driver_id_unique` ON `vehicles` (`driver_id`);--> statement-breakpoint
CREATE INDEX `vehicles_partner` ON `vehicles` (`partner_id`);