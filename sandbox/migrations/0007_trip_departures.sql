ALTER TABLE `trips` ADD `departed_at` text;--> statement-breakpoint
ALTER TABLE `trips` ADD `cancelled_by` text;