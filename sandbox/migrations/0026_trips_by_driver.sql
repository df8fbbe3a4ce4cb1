-- A driver's trips by departure (issue 67 §10): a pay run reads the weeks before the period only
-- for the drivers whose record starts earlier, by this index, not a fleet's every trip of those weeks.
CREATE INDEX `trips_driver_starts` ON `trips` (`driver_id`, `starts_at`);
--> statement-breakpoint
-- What was paid of the trips of some days (driver pay by trip day, issue 67 §9), by the items' day.
CREATE INDEX `pay_payment_items_day` ON `pay_payment_items` (`day`, `kind`);
