-- Issue 41 §1: one query and one refund per deduction. A database made before this may hold a
-- second query of a deduction (and its refund line): the first query stands, the later ones go.
DELETE FROM `deductions` WHERE `cause` = 'refund' AND `query_id` IN (SELECT q.`id` FROM `deduction_queries` q WHERE EXISTS (SELECT 1 FROM `deduction_queries` p WHERE p.`deduction_id` = q.`deduction_id` AND p.`id` < q.`id`));--> statement-breakpoint
DELETE FROM `deduction_queries` WHERE EXISTS (SELECT 1 FROM `deduction_queries` p WHERE p.`deduction_id` = `deduction_queries`.`deduction_id` AND p.`id` < `deduction_queries`.`id`);--> statement-breakpoint
DROP INDEX `deduction_queries_deduction`;--> statement-breakpoint
CREATE UNIQUE INDEX `deduction_queries_deduction` ON `deduction_queries` (`deduction_id`);--> statement-breakpoint
ALTER TABLE `deductions` ADD `refund_of` integer REFERENCES deductions(id);--> statement-breakpoint
ALTER TABLE `deductions` ADD `pay_month` text;--> statement-breakpoint
-- Issue 41 §2: a refund line moves from the trip that carried it to its deduction's own trip,
-- keeping the month whose payout carries it.
UPDATE `deductions` SET `refund_of` = (SELECT q.`deduction_id` FROM `deduction_queries` q WHERE q.`id` = `deductions`.`query_id`), `pay_month` = (SELECT substr(strftime('%Y-%m-%dT%H:%M:%SZ', t.`starts_at`, '+1 hour'), 1, 7) FROM `trips` t WHERE t.`id` = `deductions`.`trip_id`) WHERE `cause` = 'refund' AND `query_id` IS NOT NULL;--> statement-breakpoint
UPDATE `deductions` SET `trip_id` = (SELECT d.`trip_id` FROM `deductions` d WHERE d.`id` = `deductions`.`refund_of`) WHERE `refund_of` IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `deductions_refund_of` ON `deductions` (`refund_of`);--> statement-breakpoint
CREATE INDEX `deductions_pay_month` ON `deductions` (`pay_month`);
