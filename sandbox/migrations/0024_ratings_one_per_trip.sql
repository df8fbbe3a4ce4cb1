DROP INDEX `ratings_trip`;--> statement-breakpoint
CREATE UNIQUE INDEX `ratings_trip` ON `ratings` (`trip_id`);