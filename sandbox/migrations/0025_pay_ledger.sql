-- Driver pay as a ledger (issue 67; ADR 0058): entries append-only with who made them and what they
-- reverse; payments frozen with their slip and items, never two covering one day of a driver, voided
-- (never deleted) with a reason; the driver's query answered; a pay account's holder checked.
-- The demo database is seeded again (SEED_VERSION), so the tables of issue 53 are replaced.
DROP TABLE `pay_adjustments`;--> statement-breakpoint
DROP TABLE `pay_payments`;--> statement-breakpoint
DROP TABLE `pay_statement_notes`;--> statement-breakpoint
CREATE TABLE `pay_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL REFERENCES `partners`(`id`),
	`driver_id` integer NOT NULL REFERENCES `drivers`(`id`),
	`kind` text NOT NULL CHECK (`kind` IN ('advance', 'recovery', 'bonus', 'reversal')),
	`amount_kobo` integer NOT NULL CHECK (`amount_kobo` > 0),
	`day` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`reverses_id` integer REFERENCES `pay_entries`(`id`),
	`created_by_user_id` integer REFERENCES `users`(`id`),
	`created_at` text NOT NULL
);--> statement-breakpoint
CREATE INDEX `pay_entries_driver` ON `pay_entries` (`partner_id`, `driver_id`, `day`);--> statement-breakpoint
CREATE UNIQUE INDEX `pay_entries_reversed_once` ON `pay_entries` (`reverses_id`) WHERE `reverses_id` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `pay_entries_no_update` BEFORE UPDATE ON `pay_entries` BEGIN SELECT RAISE(ABORT, 'pay entries are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `pay_entries_no_delete` BEFORE DELETE ON `pay_entries` BEGIN SELECT RAISE(ABORT, 'pay entries are append-only'); END;--> statement-breakpoint
CREATE TABLE `pay_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL REFERENCES `partners`(`id`),
	`driver_id` integer NOT NULL REFERENCES `drivers`(`id`),
	`period` text NOT NULL CHECK (`period` IN ('week', 'month')),
	`period_start` text NOT NULL,
	`period_end` text NOT NULL CHECK (`period_end` >= `period_start`),
	`reach_start` text NOT NULL CHECK (`reach_start` <= `period_start`),
	`trips` integer NOT NULL,
	`net_kobo` integer NOT NULL,
	`gross_pay_kobo` integer NOT NULL,
	`bonus_kobo` integer NOT NULL,
	`corrections_kobo` integer NOT NULL,
	`returned_kobo` integer NOT NULL,
	`owed_kobo` integer NOT NULL,
	`taken_kobo` integer NOT NULL,
	`amount_kobo` integer NOT NULL CHECK (`amount_kobo` >= 0),
	`carried_kobo` integer NOT NULL,
	`slip` text NOT NULL,
	`bank_name` text,
	`account_number` text,
	`account_name` text,
	`name_matches` integer,
	`transfer_ref` text NOT NULL,
	`reference` text NOT NULL,
	`paid_on` text NOT NULL,
	`created_by_user_id` integer REFERENCES `users`(`id`),
	`created_at` text NOT NULL,
	`voided_at` text,
	`void_reason` text,
	`voided_by_user_id` integer REFERENCES `users`(`id`)
);--> statement-breakpoint
CREATE UNIQUE INDEX `pay_payments_once` ON `pay_payments` (`partner_id`, `driver_id`, `period_start`) WHERE `voided_at` IS NULL;--> statement-breakpoint
CREATE INDEX `pay_payments_driver` ON `pay_payments` (`partner_id`, `driver_id`, `period_end`);--> statement-breakpoint
CREATE TRIGGER `pay_payments_one_payment_a_day` BEFORE INSERT ON `pay_payments`
WHEN EXISTS (SELECT 1 FROM `pay_payments` p WHERE p.`partner_id` = NEW.`partner_id` AND p.`driver_id` = NEW.`driver_id` AND p.`voided_at` IS NULL AND p.`reach_start` <= NEW.`period_end` AND p.`period_end` >= NEW.`reach_start`)
BEGIN SELECT RAISE(ABORT, 'PayDaysPaid: a day of this period is already paid'); END;--> statement-breakpoint
CREATE TRIGGER `pay_payments_frozen` BEFORE UPDATE ON `pay_payments`
WHEN NOT (OLD.`voided_at` IS NULL AND NEW.`voided_at` IS NOT NULL AND NEW.`void_reason` IS NOT NULL
  AND NEW.`id` IS OLD.`id` AND NEW.`partner_id` IS OLD.`partner_id` AND NEW.`driver_id` IS OLD.`driver_id` AND NEW.`period` IS OLD.`period`
  AND NEW.`period_start` IS OLD.`period_start` AND NEW.`period_end` IS OLD.`period_end` AND NEW.`reach_start` IS OLD.`reach_start` AND NEW.`trips` IS OLD.`trips` AND NEW.`net_kobo` IS OLD.`net_kobo`
  AND NEW.`gross_pay_kobo` IS OLD.`gross_pay_kobo` AND NEW.`bonus_kobo` IS OLD.`bonus_kobo` AND NEW.`corrections_kobo` IS OLD.`corrections_kobo`
  AND NEW.`returned_kobo` IS OLD.`returned_kobo` AND NEW.`owed_kobo` IS OLD.`owed_kobo` AND NEW.`taken_kobo` IS OLD.`taken_kobo`
  AND NEW.`amount_kobo` IS OLD.`amount_kobo` AND NEW.`carried_kobo` IS OLD.`carried_kobo` AND NEW.`slip` IS OLD.`slip`
  AND NEW.`bank_name` IS OLD.`bank_name` AND NEW.`account_number` IS OLD.`account_number` AND NEW.`account_name` IS OLD.`account_name`
  AND NEW.`name_matches` IS OLD.`name_matches` AND NEW.`transfer_ref` IS OLD.`transfer_ref` AND NEW.`reference` IS OLD.`reference`
  AND NEW.`paid_on` IS OLD.`paid_on` AND NEW.`created_by_user_id` IS OLD.`created_by_user_id` AND NEW.`created_at` IS OLD.`created_at`)
BEGIN SELECT RAISE(ABORT, 'a payment never changes; it may only be voided, once, with a reason'); END;--> statement-breakpoint
CREATE TRIGGER `pay_payments_no_delete` BEFORE DELETE ON `pay_payments` BEGIN SELECT RAISE(ABORT, 'a payment is never deleted; void it'); END;--> statement-breakpoint
CREATE TABLE `pay_payment_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL REFERENCES `pay_payments`(`id`),
	`kind` text NOT NULL CHECK (`kind` IN ('trip', 'entry', 'correction', 'debt')),
	`trip_id` integer,
	`entry_id` integer,
	`corrects_payment_id` integer REFERENCES `pay_payments`(`id`),
	`day` text NOT NULL,
	`net_kobo` integer,
	`pay_kobo` integer NOT NULL,
	`rule_id` integer,
	`debt` text
);--> statement-breakpoint
CREATE INDEX `pay_payment_items_payment` ON `pay_payment_items` (`payment_id`, `kind`);--> statement-breakpoint
CREATE INDEX `pay_payment_items_trip` ON `pay_payment_items` (`trip_id`) WHERE `trip_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `pay_payment_items_corrects` ON `pay_payment_items` (`corrects_payment_id`) WHERE `corrects_payment_id` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `pay_payment_items_no_update` BEFORE UPDATE ON `pay_payment_items` BEGIN SELECT RAISE(ABORT, 'a payment never changes'); END;--> statement-breakpoint
CREATE TRIGGER `pay_payment_items_no_delete` BEFORE DELETE ON `pay_payment_items` BEGIN SELECT RAISE(ABORT, 'a payment never changes'); END;--> statement-breakpoint
CREATE TABLE `pay_dirty` (`payment_id` integer PRIMARY KEY NOT NULL REFERENCES `pay_payments`(`id`));--> statement-breakpoint
CREATE TABLE `pay_queries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL REFERENCES `partners`(`id`),
	`driver_id` integer NOT NULL REFERENCES `drivers`(`id`),
	`link_id` integer NOT NULL REFERENCES `pay_statement_links`(`id`),
	`period` text NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`note` text NOT NULL,
	`created_at` text NOT NULL,
	`answer` text,
	`answered_by_user_id` integer REFERENCES `users`(`id`),
	`answered_at` text
);--> statement-breakpoint
CREATE UNIQUE INDEX `pay_queries_once` ON `pay_queries` (`partner_id`, `driver_id`, `period`, `period_start`);--> statement-breakpoint
CREATE INDEX `pay_queries_open` ON `pay_queries` (`partner_id`, `answered_at`);--> statement-breakpoint
CREATE TRIGGER `pay_queries_answered_once` BEFORE UPDATE ON `pay_queries`
WHEN NOT (OLD.`answer` IS NULL AND NEW.`answer` IS NOT NULL AND NEW.`note` IS OLD.`note` AND NEW.`period_start` IS OLD.`period_start` AND NEW.`driver_id` IS OLD.`driver_id`)
BEGIN SELECT RAISE(ABORT, 'a pay query is answered once'); END;--> statement-breakpoint
ALTER TABLE `pay_accounts` ADD `name_matches` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `pay_accounts` ADD `confirmed_by_user_id` integer REFERENCES `users`(`id`);
