-- A driver's trips by departure (issue 67 §10): a pay run reads the weeks before the period only
-- for the drivers whose record starts earlier, by this index, not a fleet's every trip of those weeks.
CREATE INDEX `trips_driver_starts` ON `trips` (`driver_id`, `starts_at`);
